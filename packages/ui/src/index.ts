export {
  AppShell,
  type AppShellLinkProps,
  type AppShellNavItem,
  type AppShellProps,
  type AppShellUser,
} from './components/AppShell/AppShell';
export { Badge, type BadgeProps, type BadgeTone, badgeTones } from './components/Badge/Badge';
export { Box } from './components/Box/Box';
export { Button, type ButtonProps, buttonVariants } from './components/Button/Button';
export { Card, type CardProps } from './components/Card/Card';
export { Checkbox, type CheckboxProps } from './components/Checkbox/Checkbox';
export { DateField, type DateFieldProps } from './components/DateField/DateField';
export { DatePicker, type DatePickerProps } from './components/DatePicker/DatePicker';
export { Dialog, type DialogProps, dialogSizes } from './components/Dialog/Dialog';
export { EmptyState, type EmptyStateProps } from './components/EmptyState/EmptyState';
export { FileButton, type FileButtonProps } from './components/FileButton/FileButton';
export { Icon, type IconName, type IconProps, iconNames } from './components/Icon/Icon';
export { OTP_DIGITS, OtpInput, type OtpInputProps, toOtpDigits } from './components/OtpInput/OtpInput';
export { PasswordField, type PasswordFieldProps } from './components/PasswordField/PasswordField';
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
export * from './screens/Customer';
export {
  SearchFilters,
  type SearchFiltersProps,
} from './screens/Customer/SearchFilters/SearchFilters';
export * from './screens/ProviderSignUp';
export { ThemeRoot } from './themes/ThemeRoot';
export { vars } from './themes/vars.css';
