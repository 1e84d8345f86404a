import { OnDemandConfirmDialog } from '../../components/ConfirmDialog/OnDemandConfirmDialog';
import { onFirstOpen } from '../../components/private/onDemand/onFirstOpen';

// The admin pages' dialogs, each loaded on its first opening (components/private/onDemand/onFirstOpen.tsx). Their
// stories import the dialogs themselves.

export const BookingDetailsDialog = onFirstOpen(() =>
  import('./Bookings/BookingDetailsDialog').then((module) => module.BookingDetailsDialog),
);
export const BusinessFormDialog = onFirstOpen(() =>
  import('./Businesses/BusinessFormDialog').then((module) => module.BusinessFormDialog),
);
export const CategoryFormDialog = onFirstOpen(() =>
  import('./CategoryFormDialog/CategoryFormDialog').then((module) => module.CategoryFormDialog),
);
export const ConcernDialog = onFirstOpen(() =>
  import('./ConcernDialog/ConcernDialog').then((module) => module.ConcernDialog),
);
export const ContentEditorDialog = onFirstOpen(() =>
  import('./ContentEditorDialog/ContentEditorDialog').then((module) => module.ContentEditorDialog),
);
export const EventFormDialog = onFirstOpen(() =>
  import('./EventFormDialog/EventFormDialog').then((module) => module.EventFormDialog),
);
export const ReasonDialog = onFirstOpen(() => import('./private/ReasonDialog').then((module) => module.ReasonDialog));
export const RefundDialog = onFirstOpen(() =>
  import('./RefundDialog/RefundDialog').then((module) => module.RefundDialog),
);
export const SendNotificationDialog = onFirstOpen(() =>
  import('./SendNotificationDialog/SendNotificationDialog').then((module) => module.SendNotificationDialog),
);
export const ServiceFormDialog = onFirstOpen(() =>
  import('./ServiceFormDialog/ServiceFormDialog').then((module) => module.ServiceFormDialog),
);
export const UserDetailsDialog = onFirstOpen(() =>
  import('./UserDetailsDialog/UserDetailsDialog').then((module) => module.UserDetailsDialog),
);
/** The shared ConfirmDialog, loaded on first opening (as it is on the provider's and customer's pages). */
export const AdminConfirmDialog = OnDemandConfirmDialog;
