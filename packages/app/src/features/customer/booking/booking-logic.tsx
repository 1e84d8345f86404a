import type {
  bookingWizardMachine,
  cancelAppointmentMachine,
  LatLon,
  searchFiltersMachine,
  slotPickerMachine,
} from '@injury-assist/flows';
import { createContext, useContext } from 'react';
import { customerPosition } from '../../../lib/geolocation/customer-position';
import { listAppointments } from '../overview/appointments-api';
import {
  appointmentCancelMachine,
  appointmentWizardMachine,
  bookingSlotPickerMachine,
  providerSearchMachine,
} from './booking-machines';
import type { Appointment } from './bookings-api';

/**
 * What the find-and-book pages run: the flows machines with their I/O, the appointment list, the
 * clock and the customer's position. The app uses the real ones; flow stories provide fakes.
 */
export type BookingLogic = {
  providerSearch: typeof searchFiltersMachine;
  slotPicker: typeof slotPickerMachine;
  wizard: typeof bookingWizardMachine;
  cancel: typeof cancelAppointmentMachine;
  listAppointments: (userId: string) => Promise<{ upcoming: Appointment[]; past: Appointment[] }>;
  now: () => Date;
  customerPosition: () => Promise<LatLon | null>;
};

const apiBookingLogic: BookingLogic = {
  providerSearch: providerSearchMachine,
  slotPicker: bookingSlotPickerMachine,
  wizard: appointmentWizardMachine,
  cancel: appointmentCancelMachine,
  listAppointments,
  now: () => new Date(),
  customerPosition,
};

const BookingLogicContext = createContext<BookingLogic>(apiBookingLogic);

export const BookingLogicProvider = BookingLogicContext.Provider;

export function useBookingLogic(): BookingLogic {
  return useContext(BookingLogicContext);
}
