import type { components } from '@injury-assist/contract';
import { profileGenderOf } from '@injury-assist/domain';
import type { CustomerProfile } from '@injury-assist/flows/profile';
import { api, quietErrors } from '../../../lib/api/client';

type UserProfile = components['schemas']['UserProfile'];

/** The profile as the flow edits it. */
export function toProfile(user: UserProfile): CustomerProfile {
  return {
    id: user.id,
    name: user.name,
    email: user.email,
    phone: user.phone ?? '',
    dob: user.dob ?? '',
    gender: user.gender ?? '',
    profile_picture: user.profile_picture,
  };
}

/** The profile flow toasts its own failures, so the shared handler stays quiet. */
export async function saveProfile(draft: CustomerProfile): Promise<CustomerProfile> {
  const gender = profileGenderOf(draft.gender);
  const { data, error } = await api.PATCH('/updateUserById', {
    body: {
      user_id: draft.id,
      name: draft.name,
      email: draft.email,
      phone: draft.phone || null,
      dob: draft.dob || null,
      gender,
      profile_picture: draft.profile_picture,
    },
    ...quietErrors,
  });
  if (error) throw error;
  return toProfile(data.data);
}
