import { toastQueue } from '@injury-assist/ui';
import type { Decorator } from '@storybook/react-vite';
import { flowStoryParameters, signedInFrame, storeSignedInSession } from '../../../testing/flow-story-frame';
import { BookingLogicProvider } from './booking-logic';
import { createFakeBooking, storyCustomer } from './fake-booking-logic';

/**
 * What a find-and-book flow story file's meta needs: a fresh in-memory directory, the signed-in
 * frame with toasts, and a clean slate before each story. `booking` gives the stories its spies.
 */
export function bookingFlowStory() {
  const booking = createFakeBooking();
  const withBookingLogic: Decorator = (Story) => (
    <BookingLogicProvider value={booking.logic}>
      <Story />
    </BookingLogicProvider>
  );
  return {
    booking,
    meta: {
      parameters: flowStoryParameters,
      decorators: [withBookingLogic, signedInFrame({ withToasts: true })],
      beforeEach: () => {
        booking.reset();
        // The app's one toast queue outlives each story.
        toastQueue.clear();
        return storeSignedInSession(storyCustomer);
      },
    },
  };
}
