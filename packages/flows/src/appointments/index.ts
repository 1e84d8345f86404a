export { appointmentStatus } from './appointmentStatus';
export { recentAppointments } from './recentAppointments';
