export { forgotPasswordMachine, type RequestResetInput, validateResetEmail } from './forgotPasswordMachine';
export { type NewPasswordField, resetPasswordMachine, type UpdatePasswordInput } from './resetPasswordMachine';
