import { toastQueue } from '@injury-assist/ui';
import type { Decorator } from '@storybook/react-vite';
import { queryClient } from '../../../lib/api/queries';
import { ClockProvider } from '../../../lib/clock/clock-context';
import { ReplaceFlow } from '../../../lib/flows/create-flow';
import { signedInFrame, signedInStoryParameters, storeSignedInSession } from '../../../testing/flow-story-frame';
import { customerPositionKey } from '../customer-reads';
import { SearchFlow } from '../search/search-flow';
import { CancelFlow, SlotPickerFlow, WizardFlow } from './booking-flows';
import { createFakeBooking, storyCustomer, storyNow, storyPosition } from './fake-booking-logic';

const storyClock = { now: () => storyNow };

/** The one review the story server knows. */
const storyReview = {
  id: 1,
  author: 'Dana R.',
  rating: 5,
  text: 'Clear advice after my car accident.',
  date: '2026-02-20T15:00:00.000Z',
  verified: true,
  reply: {
    text: 'Thank you, Dana. We are glad we could help.',
    date: '2026-02-21T15:00:00.000Z',
    edited: false,
    hidden_reason: null,
  },
};

/** The one event the story server knows: Dr. Lopez's (provider 17), registered or not. */
const storyEvent = (registered: boolean) => ({
  id: '6f1c2d3e-4a5b-4c6d-8e7f-901234567890',
  title: 'Back pain workshop',
  description: 'Exercises after a car accident, with time for questions.',
  date: '2026-03-12',
  time: '18:00',
  location: '1200 Brickell Ave, Miami',
  category: 'health' as const,
  maxAttendees: 20,
  currentAttendees: registered ? 5 : 4,
  registrationFeeCents: 0,
  providerName: 'Bayfront Orthopedics',
  registered,
});

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
        let registered = false;
        return storeSignedInSession(storyCustomer, {
          'GET /events': ({ request }) => {
            const providerId = new URL(request.url).searchParams.get('providerId');
            return { status: 200, data: providerId === null || providerId === '17' ? [storyEvent(registered)] : [] };
          },
          'POST /events/{eventId}/registration': () => {
            registered = true;
            return { status: 200, data: { outcome: 'registered', url: null } };
          },
          'GET /find_slots_api/{id}': () => booking.history(),
          'GET /providers/{id}/reviews': () => ({
            status: 200,
            rating: 4.8,
            review_count: 126,
            data: [storyReview],
            next_cursor: null,
          }),
          'POST /lead_events': ({ body }) => {
            booking.requests.recordLead(body);
            return { status: 200, recorded: true };
          },
          'POST /reviews': ({ body }) => {
            booking.requests.publishReview(body);
            return { status: 201, message: 'Thank you! Your review is published.', data: storyReview };
          },
        });
      },
    },
  };
}
