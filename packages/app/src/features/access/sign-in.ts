import { type LoginUser, loginMessages, type SignInInput, type SignInOutput } from '@injury-assist/flows/login';
import { api, quietErrors } from '../../lib/api/client';
import { loadSupabaseAuth } from '../../lib/supabase';

/** API v1 login for the combined, customer and provider forms; failures come back as the server's sentence. */
export async function signInWithApi(input: SignInInput): Promise<SignInOutput> {
  const { data, error } = await api.POST('/login', { body: input, ...quietErrors });
  if (error) throw error;
  return data.data;
}

/**
 * /auth/v1's step-up answers (the password alone asked for a code; the code was wrong or expired),
 * marked the way API v1 marks them so the login machine stays at its code step.
 */
const STEP_UP_ERROR_CODES: readonly string[] = ['reauthentication_needed', 'otp_expired'];

/**
 * The admin signs in through supabase-js so the admin area's table calls carry the admin's session;
 * only users of type admin get in. In the step-up the code goes to /auth/v1/verify with the
 * password (supabase-js puts every parameter it is given in the body; the server wants both).
 */
export async function signInAdmin({ email, password, code }: SignInInput): Promise<SignInOutput> {
  const auth = await loadSupabaseAuth();
  const withCode = code ? { email, password, token: code, type: 'email' as const } : undefined;
  const { data, error } = withCode
    ? await auth.verifyOtp(withCode)
    : await auth.signInWithPassword({ email, password });
  if (error) {
    throw Object.assign(new Error(error.message), {
      code_required: error.code !== undefined && STEP_UP_ERROR_CODES.includes(error.code),
    });
  }
  if (!data.user || !data.session) throw new Error(loginMessages.tokenOrUserMissing);
  const userType = data.user.app_metadata.user_type as string | undefined;
  if (userType !== 'admin') {
    await auth.signOut();
    throw new Error('This account cannot sign in here.');
  }
  const user: LoginUser = {
    id: data.user.id,
    email: data.user.email ?? email,
    name: (data.user.user_metadata.name as string | undefined) ?? '',
    user_type: 'admin',
    category_id: null,
    speciality_groups_id: null,
    service_id: null,
  };
  return { token: data.session.access_token, user };
}
