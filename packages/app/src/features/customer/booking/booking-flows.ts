import { bookingWizardMachine, cancelAppointmentMachine, slotPickerMachine } from '@injury-assist/flows/booking';
import { fromPromise } from 'xstate';
import { wallClock } from '../../../lib/clock/wall-clock';
import { createFlow } from '../../../lib/flows/create-flow';
import { loadSlots } from '../../../lib/slots/load-slots';
import { providerSearch } from '../search/search-flow';
import { bookSlot, cancelBooking, rescheduleBooking } from './bookings-api';

/** Date, slot grid and booking (or rescheduling) for one provider location, on the browser's clock. */
const slotPicker = slotPickerMachine.provide({
  actors: {
    loadSlots: fromPromise(({ input }) => loadSlots(input)),
    book: fromPromise(({ input }) => bookSlot(input)),
    reschedule: fromPromise(({ input }) => rescheduleBooking(input)),
    clock: wallClock,
  },
});

/** Book Appointment, Rebook and Reschedule: one picker per open dialog. */
export const SlotPickerFlow = createFlow(slotPicker);

/** 'Book New Appointment' → 'Select Provider' → 'Schedule Appointment'. */
export const WizardFlow = createFlow(
  bookingWizardMachine.provide({ actors: { searchFilters: providerSearch, slotPicker, clock: wallClock } }),
);

/** Cancel, with its confirmation. */
export const CancelFlow = createFlow(
  cancelAppointmentMachine.provide({
    actors: { cancelBooking: fromPromise(({ input }) => cancelBooking(input.bookingId)) },
  }),
);
