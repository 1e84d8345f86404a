import { storedPhoneNumber } from '@injury-assist/domain';
import type { Db } from '../db/db';

export interface RegistrationDetails {
  name: string;
  email: string;
  phone: string;
  gender: 'male' | 'female' | 'other';
  dob: string;
  userType: 'customer';
}

export interface PendingRegistration {
  email: string;
  name: string;
  phone: string;
  gender: string;
  dob: string;
  otp_hash: string;
  otp_sent_at: Date;
  otp_expires_at: Date;
  otp_failed_attempts: number;
}

const COLUMNS = 'email, name, phone, gender, dob, otp_hash, otp_sent_at, otp_expires_at, otp_failed_attempts';

/** `lock` holds the row until the transaction ends, so concurrent guesses are counted one by one. */
export async function findPendingRegistration(
  db: Db,
  email: string,
  { lock = false }: { lock?: boolean } = {},
): Promise<PendingRegistration | undefined> {
  const [row] = await db.query<PendingRegistration>(
    `select ${COLUMNS} from private.pending_registrations where lower(email) = lower($1)${lock ? ' for update' : ''}`,
    [email],
  );
  return row;
}

/** Stores the details with a fresh code, replacing an earlier registration for the address. */
export async function savePendingRegistration(
  db: Db,
  details: RegistrationDetails,
  code: { hash: string; sentAt: Date; expiresAt: Date },
): Promise<void> {
  await db.query(
    `insert into private.pending_registrations
       (email, name, phone, gender, dob, user_type, otp_hash, otp_sent_at, otp_expires_at, otp_failed_attempts, created_at)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, 0, $8)
     on conflict ((lower(email))) do update set
       email = excluded.email, name = excluded.name, phone = excluded.phone, gender = excluded.gender,
       dob = excluded.dob, user_type = excluded.user_type, otp_hash = excluded.otp_hash,
       otp_sent_at = excluded.otp_sent_at, otp_expires_at = excluded.otp_expires_at, otp_failed_attempts = 0`,
    [
      details.email,
      details.name,
      storedPhoneNumber(details.phone),
      details.gender,
      details.dob,
      details.userType,
      code.hash,
      code.sentAt,
      code.expiresAt,
    ],
  );
}

export async function replacePendingCode(
  db: Db,
  email: string,
  code: { hash: string; sentAt: Date; expiresAt: Date },
): Promise<void> {
  await db.query(
    `update private.pending_registrations
        set otp_hash = $2, otp_sent_at = $3, otp_expires_at = $4, otp_failed_attempts = 0
      where lower(email) = lower($1)`,
    [email, code.hash, code.sentAt, code.expiresAt],
  );
}

export async function recordWrongCode(db: Db, email: string): Promise<void> {
  await db.query(
    'update private.pending_registrations set otp_failed_attempts = otp_failed_attempts + 1 where lower(email) = lower($1)',
    [email],
  );
}

export async function deletePendingRegistration(db: Db, email: string): Promise<void> {
  await db.query('delete from private.pending_registrations where lower(email) = lower($1)', [email]);
}
