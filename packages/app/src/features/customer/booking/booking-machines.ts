import {
  bookingWizardMachine,
  cancelAppointmentMachine,
  searchFiltersMachine,
  slotPickerMachine,
} from '@injury-assist/flows';
import { fromPromise } from 'xstate';
import { loadLookup } from '../search/load-lookup';
import { bookSlot, cancelBooking, findProviders, loadSlots, rescheduleBooking } from './bookings-api';

/** The search dropdowns and the provider search, talking to API v1. */
export const providerSearchMachine = searchFiltersMachine.provide({
  actors: {
    loadLookup: fromPromise(loadLookup),
    findProviders: fromPromise(({ input }) => findProviders(input)),
  },
});

/** Date, slot grid and booking (or rescheduling) for one provider location. */
export const bookingSlotPickerMachine = slotPickerMachine.provide({
  actors: {
    loadSlots: fromPromise(({ input }) => loadSlots(input)),
    book: fromPromise(({ input }) => bookSlot(input)),
    reschedule: fromPromise(({ input }) => rescheduleBooking(input)),
  },
});

export const appointmentWizardMachine = bookingWizardMachine.provide({
  actors: { searchFilters: providerSearchMachine, slotPicker: bookingSlotPickerMachine },
});

export const appointmentCancelMachine = cancelAppointmentMachine.provide({
  actors: { cancelBooking: fromPromise(({ input }) => cancelBooking(input.bookingId)) },
});
