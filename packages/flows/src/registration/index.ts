export {
  createEmailCodeMachine,
  type EmailCodeToast,
  type ResendCodeInput,
  type VerifyCodeInput,
} from './emailCodeMachine';
export {
  customerEmailCodeMachine,
  type RegisterCustomerInput,
  type RegisterCustomerOutput,
  registrationMachine,
} from './registrationMachine';
export type { RegistrationErrors, RegistrationForm } from './validateRegistration';
