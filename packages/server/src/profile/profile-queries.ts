import type { components } from '@injury-assist/contract';
import { profileGenderOf } from '@injury-assist/domain';
import type { Db } from '../db/db';

/** The user profile as API v1 returns it (spec 3, User profile). */
type UserProfile = components['schemas']['UserProfile'];

interface ProfileRow {
  id: string;
  name: string;
  email: string;
  phone: string | null;
  dob: string | null;
  gender: string | null;
  profile_picture: string | null;
}

/** The changes a profile save makes; a field left undefined keeps its value. */
export interface ProfileChanges {
  name: string;
  phone?: string | null;
  dob?: string | null;
  gender?: string | null;
  profile_picture?: string | null;
}

const COLUMNS = 'id, name, email, phone, dob, gender, profile_picture';

const toProfile = (row: ProfileRow): UserProfile => ({
  id: row.id,
  name: row.name,
  email: row.email,
  phone: row.phone,
  dob: row.dob,
  // Registration stores the gender as the form sends it, 'male'; the profile screen reads and
  // sends 'Male' (spec 3). Stored lowercase, answered capitalised.
  gender: profileGenderOf(row.gender),
  profile_picture: row.profile_picture,
  // Provider logos arrive with the provider profile (the same upload call serves them); no
  // customer has one.
  logoUrl: null,
});

export async function findProfile(db: Db, userId: string): Promise<UserProfile | undefined> {
  const [row] = await db.query<ProfileRow>(`select ${COLUMNS} from users where id = $1`, [userId]);
  return row && toProfile(row);
}

/** Saves the changes; the e-mail address and the user type are never written here. */
export async function updateProfile(db: Db, userId: string, changes: ProfileChanges): Promise<UserProfile | undefined> {
  const has = (field: keyof ProfileChanges) => changes[field] !== undefined;
  const [row] = await db.query<ProfileRow>(
    `update users set
       name = $2,
       phone = case when $3 then $4 else phone end,
       dob = case when $5 then $6::date else dob end,
       gender = case when $7 then $8 else gender end,
       profile_picture = case when $9 then $10 else profile_picture end
     where id = $1
     returning ${COLUMNS}`,
    [
      userId,
      changes.name,
      has('phone'),
      changes.phone ?? null,
      has('dob'),
      changes.dob ?? null,
      has('gender'),
      changes.gender?.toLowerCase() ?? null,
      has('profile_picture'),
      changes.profile_picture ?? null,
    ],
  );
  return row && toProfile(row);
}
