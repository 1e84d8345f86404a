import { storedPhoneNumber } from '@injury-assist/domain';
import { DOB_IN_FUTURE } from '../auth/auth-messages';
import { requireOwnAccount } from '../auth/own-account';
import type { Db } from '../db/db';
import type { OperationHandlers } from '../http/operation-handlers';
import { findUpload, uploadFile } from '../uploads/upload-store';
import { findProfile, updateProfile } from './profile-queries';

export const PROFILE_UPDATED = 'Profile updated successfully!';
export const EMAIL_NOT_EDITABLE = 'Email address cannot be changed.';
export const NAME_REQUIRED = 'Name is required.';
export const PICTURE_NOT_UPLOADED = 'The profile picture must be an image you uploaded.';
export const ACCOUNT_GONE = 'This account no longer exists.';

/** The latest time zone is UTC+14: a date of birth is "today or earlier" if it is so there. */
const LATEST_UTC_OFFSET_MS = 14 * 60 * 60_000;

export function profileHandlers({
  db,
  uploadsDir,
  now,
}: {
  db: Db;
  uploadsDir: string;
  now: () => Date;
}): OperationHandlers<'getUserById' | 'updateUserById'> {
  return {
    getUserById: async (c, { params }, reply) => {
      const { user } = await requireOwnAccount(c, params.id);
      const profile = await findProfile(db, user.id);
      if (!profile) return reply.error(404, ACCOUNT_GONE);
      return reply(200, { status: 200, data: profile });
    },

    updateUserById: async (c, { body }, reply) => {
      // The contract refuses unknown fields, so `user_type` / `userType` never reach this point.
      const { user } = await requireOwnAccount(c, body.user_id);
      const name = body.name.trim();
      if (!name) return reply.error(400, NAME_REQUIRED);
      // spec 2: the e-mail field is disabled on the profile; the app sends the stored address back.
      if (body.email !== undefined && body.email.trim().toLowerCase() !== user.email.toLowerCase()) {
        return reply.error(400, EMAIL_NOT_EDITABLE);
      }
      const latestToday = new Date(now().getTime() + LATEST_UTC_OFFSET_MS).toISOString().slice(0, 10);
      if (body.dob && body.dob > latestToday) return reply.error(400, DOB_IN_FUTURE);
      if (body.profile_picture) {
        const upload = await findUpload(db, body.profile_picture);
        const onDisk = upload && (await uploadFile(uploadsDir, upload.path));
        if (!upload || upload.owner_id !== user.id || !onDisk) return reply.error(400, PICTURE_NOT_UPLOADED);
      }

      const profile = await updateProfile(db, user.id, {
        name,
        phone: body.phone === undefined ? undefined : body.phone == null ? null : storedPhoneNumber(body.phone) || null,
        dob: body.dob,
        gender: body.gender,
        profile_picture: body.profile_picture,
      });
      if (!profile) return reply.error(404, ACCOUNT_GONE);
      return reply(200, { status: 200, message: PROFILE_UPDATED, data: profile });
    },
  };
}
