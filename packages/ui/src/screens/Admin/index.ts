export { type LoadStatus, loadStatuses } from '../../components/private/LoadFailed/LoadFailed';
export {
  type AdminAuditRow,
  Audit,
  type AuditFilterValues,
  type AuditProps,
  noAuditFilters,
} from './Audit/Audit';
export { type AdminBlogRow, Blogs, type BlogsProps } from './Blogs/Blogs';
export { type AdminCategoryRow, Categories, type CategoriesProps } from './Categories/Categories';
export {
  CategoryFormDialog,
  type CategoryFormDialogProps,
  type CategoryFormField,
  type CategoryFormValues,
} from './CategoryFormDialog/CategoryFormDialog';
export { type AdminPageRow, CmsPages, type CmsPagesProps } from './CmsPages/CmsPages';
export {
  ContentEditorDialog,
  type ContentEditorDialogProps,
  type ContentEditorField,
  type ContentEditorValues,
} from './ContentEditorDialog/ContentEditorDialog';
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
export type { AdminListPaging } from './private/AdminTablePage';
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
