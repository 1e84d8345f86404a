import type {
  RegisterCustomerInput,
  RegisterCustomerOutput,
  ResendCodeInput,
  VerifyCodeInput,
} from '@injury-assist/flows/registration';
import { api, quietErrors } from '../../lib/api/client';

// The registration flow toasts the server's answers itself, so these calls skip the shared toasts.

export async function registerCustomer(input: RegisterCustomerInput): Promise<RegisterCustomerOutput> {
  // The machine only submits a validated form, so a gender is always chosen here.
  if (!input.gender) throw new Error('Please select your gender');
  const { data, error } = await api.POST('/verify_email', { body: { ...input, gender: input.gender }, ...quietErrors });
  if (error) throw error;
  return { message: data.message };
}

export async function verifyOtp(input: VerifyCodeInput): Promise<void> {
  const { error } = await api.POST('/verify_otp_user', { body: input, ...quietErrors });
  if (error) throw error;
}

export async function resendOtp(input: ResendCodeInput): Promise<void> {
  const { error } = await api.POST('/resend_otp', { body: input, ...quietErrors });
  if (error) throw error;
}
