import type { components } from '@injury-assist/contract';
import { profileGenderOf } from '@injury-assist/domain';
import type { CustomerProfile, PictureFile, PictureSize } from '@injury-assist/flows';
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

function fileOf(picture: PictureFile): File {
  if (!(picture.handle instanceof File)) throw new Error('Invalid image file.');
  return picture.handle;
}

export async function uploadPicture(picture: PictureFile): Promise<string> {
  const file = fileOf(picture);
  const { data, error } = await api.POST('/file_upload', {
    body: { file: file.name },
    // The contract describes the field; the bytes go as multipart form data.
    bodySerializer: () => {
      const form = new FormData();
      form.append('file', file);
      return form;
    },
    ...quietErrors,
  });
  if (error) throw error;
  return data.file;
}

/** Decodes the picture in the browser; a file that does not decode rejects ('Invalid image file.'). */
export async function readPictureSize(handle: unknown): Promise<PictureSize> {
  if (!(handle instanceof Blob)) throw new Error('Invalid image file.');
  const bitmap = await createImageBitmap(handle);
  const size = { width: bitmap.width, height: bitmap.height };
  bitmap.close();
  return size;
}
