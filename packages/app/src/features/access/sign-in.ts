import type { LoginUser, SignInInput, SignInOutput } from '@injury-assist/flows';
import { api, quietErrors } from '../../lib/api/client';
import { loadSupabase } from '../../lib/supabase';

/** API v1 login for the combined, customer and provider forms; failures come back as the server's sentence. */
export async function signInWithApi(input: SignInInput): Promise<SignInOutput> {
  const { data, error } = await api.POST('/login', { body: input, ...quietErrors });
  if (error) throw error;
  return data.data;
}

/**
 * The admin signs in through supabase-js so the admin area's table calls carry the admin's session;
 * only users of type admin get in.
 */
export async function signInAdmin({ email, password }: SignInInput): Promise<SignInOutput> {
  const supabase = await loadSupabase();
  const { data, error } = await supabase.auth.signInWithPassword({ email, password });
  if (error) throw new Error(error.message);
  const userType = data.user.app_metadata.user_type as string | undefined;
  if (userType !== 'admin') {
    await supabase.auth.signOut();
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
