export { type LoadStatus, loadStatuses } from '../../components/private/LoadFailed/LoadFailed';
export {
  type AdminConcernRow,
  AdminConcerns,
  type AdminConcernsProps,
  type ConcernFilterValue,
} from './AdminConcerns/AdminConcerns';
export {
  type AdminAuditRow,
  Audit,
  type AuditFilterValues,
  type AuditProps,
  noAuditFilters,
} from './Audit/Audit';
export { type AdminBlogRow, Blogs, type BlogsProps } from './Blogs/Blogs';
export {
  type AdminBookingDetails,
  BookingDetailsDialog,
  type BookingDetailsDialogProps,
} from './Bookings/BookingDetailsDialog';
export {
  type AdminBookingRow,
  type BookingFilters,
  type BookingStatusFilter,
  Bookings,
  type BookingsProps,
  bookingStatusFilters,
} from './Bookings/Bookings';
export { type AdminBusinessRow, Businesses, type BusinessesProps } from './Businesses/Businesses';
export {
  BusinessFormDialog,
  type BusinessFormDialogProps,
  type BusinessFormField,
  type BusinessFormValues,
} from './Businesses/BusinessFormDialog';
export { type AdminCategoryRow, Categories, type CategoriesProps } from './Categories/Categories';
export {
  CategoryFormDialog,
  type CategoryFormDialogProps,
  type CategoryFormField,
  type CategoryFormValues,
} from './CategoryFormDialog/CategoryFormDialog';
export { type AdminPageRow, CmsPages, type CmsPagesProps } from './CmsPages/CmsPages';
export {
  type AdminConcernDetails,
  type AdminConcernReply,
  ConcernDialog,
  type ConcernDialogProps,
} from './ConcernDialog/ConcernDialog';
export {
  ContentEditorDialog,
  type ContentEditorDialogProps,
  type ContentEditorField,
  type ContentEditorValues,
} from './ContentEditorDialog/ContentEditorDialog';
export { type DeletedItemRow, DeletedItems, type DeletedItemsProps } from './DeletedItems/DeletedItems';
export {
  EventFormDialog,
  type EventFormDialogProps,
  type EventFormField,
  type EventFormValues,
} from './EventFormDialog/EventFormDialog';
export { type AdminEventRow, Events, type EventsProps } from './Events/Events';
export {
  type AdminNotificationItem,
  NotificationBell,
  type NotificationBellProps,
} from './NotificationBell/NotificationBell';
export { Notifications, type NotificationsProps } from './Notifications/Notifications';
export { type AdminOverviewCounts, type AdminOverviewProps, Overview as AdminOverview } from './Overview/Overview';
export {
  type AdminPaymentRow,
  type PaymentListName,
  Payments,
  type PaymentsProps,
  paymentLists,
} from './Payments/Payments';
export type { AdminListPaging, AdminListSelection } from './private/AdminTablePage';
export { ReasonDialog, type ReasonDialogProps } from './private/ReasonDialog';
export { RefundDialog, type RefundDialogProps, type RefundInvoice } from './RefundDialog/RefundDialog';
export {
  type AdminReviewItem,
  type AdminReviewState,
  type ModerationAction,
  type ModerationDraft,
  type ModerationTarget,
  Reviews,
  type ReviewsProps,
} from './Reviews/Reviews';
export {
  SendNotificationDialog,
  type SendNotificationDialogProps,
  type SendNotificationField,
  type SendNotificationValues,
} from './SendNotificationDialog/SendNotificationDialog';
export { Seo, type SeoCheck, type SeoField, type SeoFigures, type SeoProps, type SeoValues } from './Seo/Seo';
export {
  ServiceFormDialog,
  type ServiceFormDialogProps,
  type ServiceFormField,
  type ServiceFormValues,
} from './ServiceFormDialog/ServiceFormDialog';
export { type AdminServiceRow, Services, type ServicesProps } from './Services/Services';
export {
  type AdminUserBooking,
  type AdminUserDetails,
  type AdminUserProvider,
  UserDetailsDialog,
  type UserDetailsDialogProps,
} from './UserDetailsDialog/UserDetailsDialog';
export { type AdminUserRow, Users, type UsersProps } from './Users/Users';
