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
export type {
  AdminBookingDetails,
  BookingDetailsDialogProps,
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
export type {
  BusinessFormDialogProps,
  BusinessFormField,
  BusinessFormValues,
} from './Businesses/BusinessFormDialog';
export { type AdminCategoryRow, Categories, type CategoriesProps } from './Categories/Categories';
export type {
  CategoryFormDialogProps,
  CategoryFormField,
  CategoryFormValues,
} from './CategoryFormDialog/CategoryFormDialog';
export { type AdminPageRow, CmsPages, type CmsPagesProps } from './CmsPages/CmsPages';
export type {
  AdminConcernDetails,
  AdminConcernReply,
  ConcernDialogProps,
} from './ConcernDialog/ConcernDialog';
export type {
  ContentEditorDialogProps,
  ContentEditorField,
  ContentEditorValues,
} from './ContentEditorDialog/ContentEditorDialog';
export { type DeletedItemRow, DeletedItems, type DeletedItemsProps } from './DeletedItems/DeletedItems';
export type {
  EventFormDialogProps,
  EventFormField,
  EventFormValues,
} from './EventFormDialog/EventFormDialog';
export { type AdminEventRow, Events, type EventsProps } from './Events/Events';
export {
  type AdminNotificationItem,
  NotificationBell,
  type NotificationBellProps,
} from './NotificationBell/NotificationBell';
export { Notifications, type NotificationsProps } from './Notifications/Notifications';
export { type AdminOverviewCounts, type AdminOverviewProps, Overview as AdminOverview } from './Overview/Overview';
export { BookingReasonDialog } from './onDemand/BookingReasonDialog';
export {
  AdminConfirmDialog,
  BookingDetailsDialog,
  BusinessFormDialog,
  CategoryFormDialog,
  ConcernDialog,
  ContentEditorDialog,
  EventFormDialog,
  ReasonDialog,
  RefundDialog,
  SendNotificationDialog,
  ServiceFormDialog,
  UserDetailsDialog,
} from './onDemandDialogs';
export {
  type AdminPaymentRow,
  type PaymentListName,
  Payments,
  type PaymentsProps,
  paymentLists,
} from './Payments/Payments';
export type { AdminListPaging, AdminListSelection } from './private/AdminTablePage';
export type { ReasonDialogProps } from './private/ReasonDialog';
export type { RefundDialogProps, RefundInvoice } from './RefundDialog/RefundDialog';
export {
  type AdminReviewItem,
  type AdminReviewState,
  type ModerationAction,
  type ModerationDraft,
  type ModerationTarget,
  Reviews,
  type ReviewsProps,
} from './Reviews/Reviews';
export type {
  SendNotificationDialogProps,
  SendNotificationField,
  SendNotificationValues,
} from './SendNotificationDialog/SendNotificationDialog';
export { Seo, type SeoCheck, type SeoField, type SeoFigures, type SeoProps, type SeoValues } from './Seo/Seo';
export type {
  ServiceFormDialogProps,
  ServiceFormField,
  ServiceFormValues,
} from './ServiceFormDialog/ServiceFormDialog';
export { type AdminServiceRow, Services, type ServicesProps } from './Services/Services';
export type {
  AdminUserBooking,
  AdminUserDetails,
  AdminUserProvider,
  UserDetailsDialogProps,
} from './UserDetailsDialog/UserDetailsDialog';
export { type AdminUserRow, Users, type UsersProps } from './Users/Users';
