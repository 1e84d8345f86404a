import type { BillingInterval, NumberOfLocations, RegistrationCountry, UsStateCode } from '@injury-assist/domain';
import type { Db } from '../db/db';

/** Step 1 as the API sends it (openapi ProviderBasicInfo). */
export interface BasicInfo {
  firstName: string;
  lastName: string;
  businessName: string;
  country: RegistrationCountry;
  categoryId: number;
  subcategoryId: number;
  serviceId: number;
  phone: string;
  email: string;
}

/** One location as the API sends it (openapi RegistrationLocation). */
export interface LocationInput {
  addressLine1: string;
  addressLine2: string;
  city: string;
  state: UsStateCode;
  zipCode: string;
  googleMyBusinessLink: string;
}

/** A location as the draft keeps it: what was typed, and where its ZIP code is. */
export interface GeocodedLocation extends LocationInput {
  lat: number;
  long: number;
  timeZone: string;
  /** The ZIP code's own city, for a typed city the directory does not know. */
  zipCity: string;
}

export interface LocationsInput {
  businessName: string;
  numberOfLocations: NumberOfLocations;
  locations: LocationInput[];
}

export interface PlanChoice {
  planId: string;
  addonPlanIds: string[];
  interval: BillingInterval;
}

export type DraftStep = 'verifyEmail' | 'locations' | 'plan';

/** A row of private.provider_registrations, converted once where read. */
export interface Registration {
  id: string;
  email: string;
  basicInfo: BasicInfo;
  pendingBasicInfo: BasicInfo | null;
  otpHash: string | null;
  otpSentAt: Date | null;
  otpExpiresAt: Date | null;
  otpFailedAttempts: number;
  userId: string | null;
  step: DraftStep;
  numberOfLocations: NumberOfLocations | null;
  locations: GeocodedLocation[] | null;
  plan: PlanChoice | null;
  providerId: number | null;
  completedAt: Date | null;
}

interface RegistrationRow {
  id: string;
  email: string;
  basic_info: BasicInfo;
  pending_basic_info: BasicInfo | null;
  otp_hash: string | null;
  otp_sent_at: Date | null;
  otp_expires_at: Date | null;
  otp_failed_attempts: number;
  user_id: string | null;
  step: DraftStep;
  number_of_locations: NumberOfLocations | null;
  locations: GeocodedLocation[] | null;
  plan_id: string | null;
  addon_plan_ids: string[];
  billing_interval: BillingInterval | null;
  provider_id: number | null;
  completed_at: Date | null;
}

const toRegistration = (row: RegistrationRow): Registration => ({
  id: row.id,
  email: row.email,
  basicInfo: row.basic_info,
  pendingBasicInfo: row.pending_basic_info,
  otpHash: row.otp_hash,
  otpSentAt: row.otp_sent_at && new Date(row.otp_sent_at),
  otpExpiresAt: row.otp_expires_at && new Date(row.otp_expires_at),
  otpFailedAttempts: row.otp_failed_attempts,
  userId: row.user_id,
  step: row.step,
  numberOfLocations: row.number_of_locations,
  locations: row.locations,
  plan:
    row.plan_id && row.billing_interval
      ? { planId: row.plan_id, addonPlanIds: row.addon_plan_ids, interval: row.billing_interval }
      : null,
  providerId: row.provider_id,
  completedAt: row.completed_at && new Date(row.completed_at),
});

const COLUMNS = `id, email, basic_info, pending_basic_info, otp_hash, otp_sent_at, otp_expires_at,
  otp_failed_attempts, user_id, step, number_of_locations, locations, plan_id, addon_plan_ids,
  billing_interval, provider_id, completed_at`;

const lockClause = (lock: boolean) => (lock ? ' for update' : '');

/** The unfinished registration for an address, if any. */
export async function findOpenRegistration(
  db: Db,
  email: string,
  { lock = false }: { lock?: boolean } = {},
): Promise<Registration | undefined> {
  const [row] = await db.query<RegistrationRow>(
    `select ${COLUMNS} from provider_registrations
      where lower(email) = lower($1) and completed_at is null${lockClause(lock)}`,
    [email],
  );
  return row && toRegistration(row);
}

/** The registration a token opens, while the token has not expired (completed ones too). */
export async function findRegistrationByToken(
  db: Db,
  tokenHash: string,
  now: Date,
  { lock = false }: { lock?: boolean } = {},
): Promise<Registration | undefined> {
  const [row] = await db.query<RegistrationRow>(
    `select ${COLUMNS} from provider_registrations
      where token_hash = $1 and token_expires_at > $2${lockClause(lock)}`,
    [tokenHash, now],
  );
  return row && toRegistration(row);
}

/** The owner's registration that has not been listed yet (the one a first payment completes). */
export async function findUnlistedRegistrationOf(db: Db, userId: string): Promise<Registration | undefined> {
  const [row] = await db.query<RegistrationRow>(
    `select ${COLUMNS} from provider_registrations
      where user_id = $1 and provider_id is null
      order by completed_at is null desc, created_at desc limit 1 for update`,
    [userId],
  );
  return row && toRegistration(row);
}

export interface NewCode {
  hash: string;
  sentAt: Date;
  expiresAt: Date;
}

/** A registration not verified yet: step 1 and its code (replacing an earlier one for the address). */
export async function saveUnverifiedRegistration(db: Db, basicInfo: BasicInfo, code: NewCode): Promise<void> {
  await db.query(
    `insert into provider_registrations
       (email, basic_info, otp_hash, otp_sent_at, otp_expires_at, otp_failed_attempts, created_at, updated_at)
     values ($1, $2::jsonb, $3, $4, $5, 0, $4, $4)
     on conflict ((lower(email))) where completed_at is null do update set
       email = excluded.email, basic_info = excluded.basic_info, otp_hash = excluded.otp_hash,
       otp_sent_at = excluded.otp_sent_at, otp_expires_at = excluded.otp_expires_at,
       otp_failed_attempts = 0, updated_at = excluded.updated_at`,
    [basicInfo.email, JSON.stringify(basicInfo), code.hash, code.sentAt, code.expiresAt],
  );
}

/** A new code for a registration; `pendingBasicInfo` waits for it when the address is verified already. */
export async function replaceCode(
  db: Db,
  id: string,
  code: NewCode,
  pendingBasicInfo: BasicInfo | null,
): Promise<void> {
  await db.query(
    `update provider_registrations
        set otp_hash = $2, otp_sent_at = $3, otp_expires_at = $4, otp_failed_attempts = 0,
            pending_basic_info = coalesce($5::jsonb, pending_basic_info), updated_at = $3
      where id = $1`,
    [id, code.hash, code.sentAt, code.expiresAt, pendingBasicInfo && JSON.stringify(pendingBasicInfo)],
  );
}

export async function recordWrongCode(db: Db, id: string): Promise<void> {
  await db.query('update provider_registrations set otp_failed_attempts = otp_failed_attempts + 1 where id = $1', [id]);
}

/**
 * The code was right: the code is spent, a waiting step 1 applies, and the registration gets its
 * account and a new token (any earlier token of it stops working).
 */
export async function markVerified(
  db: Db,
  id: string,
  input: { userId: string; tokenHash: string; tokenExpiresAt: Date; now: Date },
): Promise<void> {
  await db.query(
    `update provider_registrations
        set user_id = $2, verified_at = coalesce(verified_at, $5), token_hash = $3, token_expires_at = $4,
            basic_info = coalesce(pending_basic_info, basic_info), pending_basic_info = null,
            otp_hash = null, otp_sent_at = null, otp_expires_at = null, otp_failed_attempts = 0,
            step = case when step = 'verifyEmail' then 'locations' else step end, updated_at = $5
      where id = $1`,
    [id, input.userId, input.tokenHash, input.tokenExpiresAt, input.now],
  );
}

/** Keeps the draft's token alive for another period from its last use. */
export async function extendToken(db: Db, id: string, expiresAt: Date): Promise<void> {
  await db.query('update provider_registrations set token_expires_at = $2 where id = $1 and token_hash is not null', [
    id,
    expiresAt,
  ]);
}

export async function saveBasicInfo(db: Db, id: string, basicInfo: BasicInfo, now: Date): Promise<void> {
  await db.query('update provider_registrations set basic_info = $2::jsonb, updated_at = $3 where id = $1', [
    id,
    JSON.stringify(basicInfo),
    now,
  ]);
}

export async function saveLocations(
  db: Db,
  id: string,
  input: { businessName: string; numberOfLocations: NumberOfLocations; locations: GeocodedLocation[] },
  now: Date,
): Promise<void> {
  await db.query(
    `update provider_registrations
        set basic_info = jsonb_set(basic_info, '{businessName}', to_jsonb($2::text)),
            number_of_locations = $3, locations = $4::jsonb, step = 'plan', updated_at = $5
      where id = $1`,
    [id, input.businessName, input.numberOfLocations, JSON.stringify(input.locations), now],
  );
}

export async function savePlanChoice(db: Db, id: string, plan: PlanChoice, now: Date): Promise<void> {
  await db.query(
    `update provider_registrations
        set plan_id = $2, addon_plan_ids = $3, billing_interval = $4, updated_at = $5
      where id = $1`,
    [id, plan.planId, plan.addonPlanIds, plan.interval, now],
  );
}

/** The business is in the directory: the registration is done. Its token stays for the one session exchange. */
export async function markCompleted(db: Db, id: string, providerId: number, now: Date): Promise<void> {
  await db.query(
    'update provider_registrations set provider_id = $2, completed_at = $3, updated_at = $3 where id = $1',
    [id, providerId, now],
  );
}

/** The token was exchanged for a session: it opens nothing any more. */
export async function spendToken(db: Db, id: string): Promise<void> {
  await db.query('update provider_registrations set token_hash = null, token_expires_at = null where id = $1', [id]);
}

/**
 * Housekeeping: registrations whose address was never verified, once their last code went out
 * before `sentBefore` (they hold step 1 and a spent code, nothing anyone can resume). Answers how many.
 */
export async function deleteUnverifiedRegistrations(db: Db, sentBefore: Date): Promise<number> {
  const rows = await db.query(
    `delete from provider_registrations
      where user_id is null and completed_at is null and otp_sent_at < $1 returning 1`,
    [sentBefore],
  );
  return rows.length;
}

/**
 * Housekeeping: verified registrations left unfinished until their token expired (30 days after
 * their last use), with the provider account they created when nobody ever used it: no password
 * set, no business, no subscription, no invoice. The account goes (its draft with it, by cascade),
 * so the address can register again. A draft whose owner set a password stays: step 1 with that
 * address mails them a code that resumes it. Answers how many.
 */
export async function deleteAbandonedRegistrations(db: Db, now: Date): Promise<number> {
  const rows = await db.query(
    `delete from users u
      using provider_registrations r
      where r.user_id = u.id and r.completed_at is null and r.token_expires_at <= $1
        and u.user_type = 'provider' and u.password_hash is null
        and not exists (select 1 from service_providers p where p.user_id = u.id)
        and not exists (select 1 from subscriptions s where s.user_id = u.id)
        and not exists (select 1 from invoices i where i.user_id = u.id)
      returning 1`,
    [now],
  );
  return rows.length;
}
