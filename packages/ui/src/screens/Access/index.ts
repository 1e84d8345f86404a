export {
  CreateAccount,
  type CreateAccountField,
  type CreateAccountProps,
  type CreateAccountValues,
} from './CreateAccount/CreateAccount';
export { ForgotPassword, type ForgotPasswordProps } from './ForgotPassword/ForgotPassword';
export {
  LoginForm,
  type LoginFormProps,
} from './LoginForm/LoginForm';
export { PageError, type PageErrorProps } from './PageError/PageError';
export {
  PaymentCancel,
  type PaymentCancelProps,
  PaymentConfirming,
  type PaymentConfirmingProps,
  PaymentNotCompleted,
  type PaymentNotCompletedProps,
  PaymentSuccess,
  type PaymentSuccessProps,
} from './PaymentResult/PaymentResult';
export { type AccessLink, accessLinks, type RenderLink } from './private/AuthLayout/AuthLayout';
export {
  ResetPassword,
  type ResetPasswordField,
  type ResetPasswordProps,
  type ResetPasswordStatus,
  resetPasswordStatuses,
} from './ResetPassword/ResetPassword';
export { VerifyEmail, type VerifyEmailProps } from './VerifyEmail/VerifyEmail';
