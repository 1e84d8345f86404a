// The admin pages' dialogs, each loaded on its first opening (components/private/onDemand/onFirstOpen.tsx). One
// module per dialog (onDemand/): a page's chunk then holds the loaders, and the lists of files to
// preload, of its own dialogs only, not of all eleven (2.4 kB gzip on every admin list, issue 22).
// Their stories import the dialogs themselves.

/** The shared ConfirmDialog, loaded on first opening (as it is on the provider's and customer's pages). */
export { OnDemandConfirmDialog as AdminConfirmDialog } from '../../components/ConfirmDialog/OnDemandConfirmDialog';
export { BookingDetailsDialog } from './onDemand/BookingDetailsDialog';
export { BusinessFormDialog } from './onDemand/BusinessFormDialog';
export { CategoryFormDialog } from './onDemand/CategoryFormDialog';
export { ConcernDialog } from './onDemand/ConcernDialog';
export { ContentEditorDialog } from './onDemand/ContentEditorDialog';
export { EventFormDialog } from './onDemand/EventFormDialog';
export { ReasonDialog } from './onDemand/ReasonDialog';
export { RefundDialog } from './onDemand/RefundDialog';
export { SendNotificationDialog } from './onDemand/SendNotificationDialog';
export { ServiceFormDialog } from './onDemand/ServiceFormDialog';
export { UserDetailsDialog } from './onDemand/UserDetailsDialog';
