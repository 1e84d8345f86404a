export {
  AppShell,
  type AppShellLinkProps,
  type AppShellNavItem,
  type AppShellProps,
  type AppShellUser,
} from './components/AppShell/AppShell';
export { Badge, type BadgeProps, type BadgeTone, badgeTones } from './components/Badge/Badge';
export { Box } from './components/Box/Box';
export {
  Button,
  ButtonLink,
  type ButtonLinkProps,
  type ButtonProps,
  buttonVariants,
} from './components/Button/Button';
export { Card, type CardProps } from './components/Card/Card';
export { Checkbox, type CheckboxProps } from './components/Checkbox/Checkbox';
export { ColorPicker, type ColorPickerProps, colorPickerSwatches } from './components/ColorPicker/ColorPicker';
export { ConfirmDialog, type ConfirmDialogProps } from './components/ConfirmDialog/ConfirmDialog';
export { OnDemandConfirmDialog } from './components/ConfirmDialog/OnDemandConfirmDialog';
export { DateField, type DateFieldProps } from './components/DateField/DateField';
export { DatePicker, type DatePickerProps } from './components/DatePicker/DatePicker';
export { Dialog, type DialogProps, dialogSizes } from './components/Dialog/Dialog';
export { EmptyState, type EmptyStateProps } from './components/EmptyState/EmptyState';
export { FileButton, type FileButtonProps } from './components/FileButton/FileButton';
export { Icon, type IconName, type IconProps, iconNames } from './components/Icon/Icon';
export { ImageUpload, type ImageUploadProps } from './components/ImageUpload/ImageUpload';
export { Markdown, type MarkdownProps } from './components/Markdown/Markdown';
export { NumberField, type NumberFieldProps } from './components/NumberField/NumberField';
export { OTP_DIGITS, OtpInput, type OtpInputProps, toOtpDigits } from './components/OtpInput/OtpInput';
export { Pager, type PagerProps } from './components/Pager/Pager';
export { PasswordField, type PasswordFieldProps } from './components/PasswordField/PasswordField';
export {
  type ReviewItem,
  ReviewList,
  type ReviewListProps,
  type ReviewReplyItem,
  type ReviewReplying,
} from './components/ReviewList/ReviewList';
export {
  SegmentedControl,
  type SegmentedControlProps,
  type SegmentedOption,
} from './components/SegmentedControl/SegmentedControl';
export { Select, type SelectOption, type SelectProps } from './components/Select/Select';
export { FullPageSpinner, Spinner, spinnerSizes } from './components/Spinner/Spinner';
export { StatCard, type StatCardProps, statCardTones } from './components/StatCard/StatCard';
export { Table, type TableColumn, type TableProps } from './components/Table/Table';
export { type TabItem, Tabs, type TabsProps } from './components/Tabs/Tabs';
export { TextArea, type TextAreaProps } from './components/TextArea/TextArea';
export { TextField, type TextFieldProps, textFieldTypes } from './components/TextField/TextField';
export { ToastRegion } from './components/Toast/Toast';
export {
  type AppToastQueue,
  createToastQueue,
  DEFAULT_TOAST_TIMEOUT_MS,
  showToast,
  type ToastOptions,
  toastQueue,
} from './components/Toast/toastQueue';
export * from './screens/Access';
export * from './screens/Admin';
export {
  CalendarFeed,
  type CalendarFeedEntry,
  type CalendarFeedProps,
} from './screens/CalendarFeed/CalendarFeed';
export * from './screens/Customer';
export {
  SearchFilters,
  type SearchFiltersProps,
} from './screens/Customer/SearchFilters/SearchFilters';
export * from './screens/Provider';
export * from './screens/ProviderBilling';
export * from './screens/ProviderSignUp';
export * from './screens/Public';
export {
  SecurityActivity,
  type SecurityActivityEntry,
  type SecurityActivityProps,
} from './screens/SecurityActivity/SecurityActivity';
export { YourData, type YourDataProps } from './screens/YourData/YourData';
export { ThemeRoot } from './themes/ThemeRoot';
export { vars } from './themes/vars.css';
