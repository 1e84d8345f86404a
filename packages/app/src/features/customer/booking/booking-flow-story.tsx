import { toastQueue } from '@injury-assist/ui';
import type { Decorator } from '@storybook/react-vite';
import { queryClient } from '../../../lib/api/queries';
import { ClockProvider } from '../../../lib/clock/clock-context';
import { ReplaceFlow } from '../../../lib/flows/create-flow';
import { signedInFrame, signedInStoryParameters, storeSignedInSession } from '../../../testing/flow-story-frame';
import { customerPositionKey } from '../customer-reads';
import { CancelFlow, SearchFlow, SlotPickerFlow, WizardFlow } from './booking-flows';
import { createFakeBooking, storyCustomer, storyNow, storyPosition } from './fake-booking-logic';

const storyClock = { now: () => storyNow };

/**
 * What a find-and-book flow story file's meta needs: the booking flows running on a fresh in-memory
 * directory (their machines with fake calls, and the appointment history the API answers from the same
 * data), a fixed clock and position, the signed-in frame with toasts, and a clean slate before each
 * story. `booking` gives the stories its spies.
 */
export function bookingFlowStory() {
  const booking = createFakeBooking();
  const withBookingFlows: Decorator = (Story) => (
    <ClockProvider value={storyClock}>
      <ReplaceFlow flow={SearchFlow} logic={booking.logic.providerSearch}>
        <ReplaceFlow flow={SlotPickerFlow} logic={booking.logic.slotPicker}>
          <ReplaceFlow flow={WizardFlow} logic={booking.logic.wizard}>
            <ReplaceFlow flow={CancelFlow} logic={booking.logic.cancel}>
              <Story />
            </ReplaceFlow>
          </ReplaceFlow>
        </ReplaceFlow>
      </ReplaceFlow>
    </ClockProvider>
  );
  return {
    booking,
    meta: {
      parameters: signedInStoryParameters,
      decorators: [withBookingFlows, signedInFrame({ withToasts: true })],
      beforeEach: () => {
        booking.reset();
        // The app's one toast queue and one query cache outlive each story.
        toastQueue.clear();
        queryClient.clear();
        queryClient.setQueryData(customerPositionKey, storyPosition);
        return storeSignedInSession(storyCustomer, { 'GET /find_slots_api/{id}': () => booking.history() });
      },
    },
  };
}
