import { registrationAttemptMail, setPasswordMail, verificationCodeMail } from '../auth/access-mail';
import { issueAccessToken } from '../auth/access-tokens';
import type { AuthDeps } from '../auth/auth-deps';
import * as authMessages from '../auth/auth-messages';
import { generateOtp, OTP_MAX_FAILED_ATTEMPTS, OTP_TTL_MS, otpHash, otpMatches } from '../auth/email-otp';
import { createRecoveryToken } from '../auth/recovery-tokens';
import { RESET_PASSWORD_PATH, recoveryLink } from '../auth/redirect-target';
import { createSession } from '../auth/sessions';
import { randomToken, tokenHash } from '../auth/token-hash';
import { findUserByEmail, findUserById, loginUser } from '../auth/users';
import type { MailMessage } from '../mail/mailer';
import { notifyAdmins } from '../notifications/admin-notifications';
import { CheckoutRefused, GatewayUnavailable, type Payments } from '../payments/payments';
import { findPlan } from '../payments/plan-catalog';
import { addressKey, checkLocation } from './location-check';
import { createVerifiedProvider } from './provider-accounts';
import {
  type BasicInfo,
  extendToken,
  findOpenRegistration,
  findRegistrationByToken,
  type GeocodedLocation,
  type LocationsInput,
  markVerified,
  type NewCode,
  type PlanChoice,
  type Registration,
  recordWrongCode,
  replaceCode,
  saveBasicInfo,
  saveLocations,
  savePlanChoice,
  saveUnverifiedRegistration,
  spendToken,
} from './registration-drafts';
import * as messages from './registration-messages';
import { isLiveSpecialty } from './specialty-check';

/** A draft's token lasts this long after its last use: long enough to come back another day. */
export const REGISTRATION_TOKEN_TTL_MS = 30 * 24 * 60 * 60_000;

/** Where a paid or cancelled registration checkout sends the browser (spec 2.5). */
export const PAYMENT_SUCCESS_PATH = '/payment-success';
export const PAYMENT_CANCEL_PATH = '/payment-cancel';

/** The access handlers' dependencies (mail, clock, limits, work after the answer) and the payments. */
export type OnboardingDeps = AuthDeps & { payments: Payments };

/** The draft as the API answers it (openapi RegistrationDraft). */
export interface DraftView {
  step: 'locations' | 'plan';
  basicInfo: BasicInfo;
  locations: LocationsInput | null;
  plan: PlanChoice | null;
}

/** A refusal with the status the operation declares for it; each method names the statuses it may answer. */
export type Refusal<S extends number> = { ok: false; status: S; message: string };
export type Outcome<T, S extends number> = { ok: true; value: T } | Refusal<S>;
export type LocationFieldError = { index: number; field: 'addressLine1' | 'zipCode'; message: string };
export type LocationsOutcome =
  | Outcome<DraftView, 400 | 401 | 409>
  | { ok: false; status: 400; message: string; errors: LocationFieldError[] };

/** What a registration token opens: the draft, unless the token is unknown (401) or the registration done (409). */
type Opened<T> = Outcome<T, 401 | 409>;

const refuse = <S extends number>(status: S, message: string): Refusal<S> => ({ ok: false, status, message });
const ok = <T>(value: T): { ok: true; value: T } => ({ ok: true, value });

export function draftView(registration: Registration): DraftView {
  const { basicInfo, locations, numberOfLocations } = registration;
  return {
    step: registration.step === 'plan' ? 'plan' : 'locations',
    basicInfo,
    locations:
      locations && numberOfLocations
        ? {
            businessName: basicInfo.businessName,
            numberOfLocations,
            locations: locations.map(({ addressLine1, addressLine2, city, state, zipCode, googleMyBusinessLink }) => ({
              addressLine1,
              addressLine2,
              city,
              state,
              zipCode,
              googleMyBusinessLink,
            })),
          }
        : null,
    plan: registration.plan,
  };
}

/**
 * The provider registration wizard's server side (spec provider-and-admin §2.2; README
 * "Provider onboarding"): step 1 and its code, the verified draft opened by a registration
 * token, geocoded locations, the plan's checkout, and the session that follows a payment.
 */
export function createRegistrationService(deps: OnboardingDeps) {
  const { db, jwtSecret, now, mailer } = deps;

  const newCode = (email: string): NewCode & { code: string } => {
    const code = generateOtp();
    const sentAt = now();
    return { code, hash: otpHash(jwtSecret, email, code), sentAt, expiresAt: new Date(sentAt.getTime() + OTP_TTL_MS) };
  };

  /** The registration a request's token opens and may change, with the token's life extended. */
  async function openDraft(token: string | undefined, { lock = false } = {}): Promise<Opened<Registration>> {
    if (!token) return refuse(401, messages.REGISTRATION_TOKEN_INVALID);
    const registration = await findRegistrationByToken(db, tokenHash(token), now(), { lock });
    if (!registration) return refuse(401, messages.REGISTRATION_TOKEN_INVALID);
    if (registration.completedAt) return refuse(409, messages.REGISTRATION_COMPLETE);
    await extendToken(db, registration.id, new Date(now().getTime() + REGISTRATION_TOKEN_TTL_MS));
    return ok(registration);
  }

  return {
    /**
     * Step 1 → 1.5, after the answer (the same for every address): keeps step 1 and mails a code.
     * For an address whose provider registration is unfinished, the code resumes it (the new step 1
     * applies once the code is entered). An address with any other account gets no code: its owner
     * is told that someone tried to register a business with it.
     */
    async mailCode(input: BasicInfo): Promise<void> {
      const basicInfo = { ...input, email: input.email.trim() };
      const mail = await db.transaction(async (tx): Promise<MailMessage> => {
        const open = await findOpenRegistration(tx, basicInfo.email, { lock: true });
        const owner = await findUserByEmail(tx, basicInfo.email);
        if (owner && open?.userId !== owner.id) return registrationAttemptMail(owner.email, 'business');
        const code = newCode(basicInfo.email);
        if (open?.userId) await replaceCode(tx, open.id, code, { ...basicInfo, email: open.email });
        else await saveUnverifiedRegistration(tx, basicInfo, code);
        return verificationCodeMail(basicInfo.email, code.code);
      });
      await mailer.send(mail);
    },

    /** After the answer: a new code for the address's open registration, if one waits for a code. */
    async resendCode(email: string): Promise<void> {
      const mail = await db.transaction(async (tx): Promise<MailMessage | null> => {
        const open = await findOpenRegistration(tx, email.trim(), { lock: true });
        if (!open?.otpHash) return null;
        const code = newCode(open.email);
        await replaceCode(tx, open.id, code, null);
        return verificationCodeMail(open.email, code.code);
      });
      if (mail) await mailer.send(mail);
    },

    /**
     * Step 1.5 → 2: the right code creates the provider's account (or finds the unfinished
     * registration's) and answers a registration token and the draft. A new account is told to
     * the admins and gets a set-password link.
     */
    async verifyCode(email: string, otp: string): Promise<Outcome<{ token: string; draft: DraftView }, 400 | 409>> {
      const token = randomToken();
      const outcome = await db.transaction(
        async (tx): Promise<Outcome<{ draft: DraftView; welcome: MailMessage | null }, 400 | 409>> => {
          const open = await findOpenRegistration(tx, email.trim(), { lock: true });
          if (!open?.otpHash || !open.otpExpiresAt) return refuse(400, authMessages.INVALID_CODE);
          if (open.otpFailedAttempts >= OTP_MAX_FAILED_ATTEMPTS) {
            return refuse(400, authMessages.TOO_MANY_WRONG_CODES);
          }
          if (open.otpExpiresAt.getTime() <= now().getTime()) return refuse(400, authMessages.CODE_EXPIRED);
          if (!otpMatches(jwtSecret, open.email, otp, open.otpHash)) {
            // Returned, not thrown: the count must be committed.
            await recordWrongCode(tx, open.id);
            return refuse(400, authMessages.INVALID_CODE);
          }

          let userId = open.userId;
          let welcome: MailMessage | null = null;
          if (!userId) {
            if (await findUserByEmail(tx, open.email)) return refuse(409, authMessages.EMAIL_TAKEN);
            const { basicInfo } = open;
            const name = `${basicInfo.firstName} ${basicInfo.lastName}`;
            const user = await createVerifiedProvider(tx, {
              email: open.email,
              name,
              phone: basicInfo.phone,
              createdAt: now(),
            });
            userId = user.id;
            await notifyAdmins(tx, {
              title: 'New provider registered',
              message: `${basicInfo.businessName} (${name}, ${open.email}) verified their e-mail address and is choosing a plan.`,
              about: { kind: 'providerRegistered', target: user.id },
            });
            const link = recoveryLink(
              deps.publicUrl,
              await createRecoveryToken(tx, user.id, now()),
              `${deps.publicUrl}${RESET_PASSWORD_PATH}`,
            );
            welcome = setPasswordMail(user.email, user.name, link);
          }
          await markVerified(tx, open.id, {
            userId,
            tokenHash: tokenHash(token),
            tokenExpiresAt: new Date(now().getTime() + REGISTRATION_TOKEN_TTL_MS),
            now: now(),
          });
          const verified = await findRegistrationByToken(tx, tokenHash(token), now());
          if (!verified) throw new Error(`Registration ${open.id} vanished while locked.`);
          return ok({ draft: draftView(verified), welcome });
        },
      );
      if (!outcome.ok) return outcome;
      if (outcome.value.welcome) await mailer.send(outcome.value.welcome);
      return ok({ token, draft: outcome.value.draft });
    },

    async draft(token: string | undefined): Promise<Opened<DraftView>> {
      const opened = await openDraft(token);
      return opened.ok ? ok(draftView(opened.value)) : opened;
    },

    /** Step 1 changed after verification: everything but the verified address. */
    async saveBasicInfo(token: string | undefined, input: BasicInfo): Promise<Outcome<DraftView, 400 | 401 | 409>> {
      const opened = await openDraft(token);
      if (!opened.ok) return opened;
      const registration = opened.value;
      if (input.email.trim().toLowerCase() !== registration.email.toLowerCase()) {
        return refuse(400, messages.EMAIL_FIXED);
      }
      if (!(await isLiveSpecialty(db, input))) return refuse(400, messages.SPECIALTY_UNKNOWN);
      const basicInfo = { ...input, email: registration.email };
      await saveBasicInfo(db, registration.id, basicInfo, now());
      return ok(draftView({ ...registration, basicInfo }));
    },

    /**
     * Step 2 → 3: each location is geocoded from its ZIP code; a ZIP code that does not exist
     * or lies in another state, and an address given twice, are refused under their fields.
     */
    async saveLocations(token: string | undefined, input: LocationsInput): Promise<LocationsOutcome> {
      const opened = await openDraft(token);
      if (!opened.ok) return opened;
      const registration = opened.value;
      const errors: LocationFieldError[] = [];
      const geocoded: GeocodedLocation[] = [];
      const seen: string[] = [];
      input.locations.forEach((location, index) => {
        const checked = checkLocation(location, seen);
        // A location whose ZIP code was refused is no address to repeat ('' matches no key).
        seen.push(checked.ok || checked.field === 'addressLine1' ? addressKey(location) : '');
        if (!checked.ok) errors.push({ index, field: checked.field, message: checked.message });
        else geocoded.push(checked.location);
      });
      if (errors.length > 0) return { ok: false, status: 400, message: messages.LOCATIONS_REFUSED, errors };

      const saved = {
        businessName: input.businessName.trim(),
        numberOfLocations: input.numberOfLocations,
        locations: geocoded,
      };
      await saveLocations(db, registration.id, saved, now());
      return ok(
        draftView({
          ...registration,
          basicInfo: { ...registration.basicInfo, businessName: saved.businessName },
          step: 'plan',
          numberOfLocations: saved.numberOfLocations,
          locations: geocoded,
        }),
      );
    },

    /** 'Proceed to Payment': saves the choice and opens the plan's checkout for the account. */
    async startCheckout(
      token: string | undefined,
      choice: PlanChoice,
    ): Promise<Outcome<{ sessionId: string; url: string }, 400 | 401 | 409 | 503>> {
      const opened = await openDraft(token);
      if (!opened.ok) return opened;
      const registration = opened.value;
      if (registration.step !== 'plan' || !registration.locations || !registration.userId) {
        return refuse(409, messages.LOCATIONS_FIRST);
      }
      const plan = await findPlan(db, choice.planId);
      if (!plan || plan.isAddon) return refuse(400, messages.BASE_PLAN_NEEDED);
      const addonPlanIds = [...new Set(choice.addonPlanIds)];
      for (const id of addonPlanIds) {
        if (!(await findPlan(db, id))?.isAddon) return refuse(400, messages.ADDON_UNKNOWN);
      }
      await savePlanChoice(db, registration.id, { ...choice, addonPlanIds }, now());
      try {
        return ok(
          await deps.payments.createCheckout({
            purpose: 'subscription',
            ownerId: registration.userId,
            customerEmail: registration.email,
            referenceId: `provider-registration:${registration.id}`,
            successPath: PAYMENT_SUCCESS_PATH,
            cancelPath: PAYMENT_CANCEL_PATH,
            plan: { planId: plan.id, interval: choice.interval, addonPlanIds },
          }),
        );
      } catch (error) {
        if (error instanceof CheckoutRefused) return refuse(400, error.message);
        if (error instanceof GatewayUnavailable) return refuse(503, error.message);
        throw error;
      }
    },

    /**
     * After the payment's webhook completed the registration: the provider's first session,
     * in exchange for the registration token, which then opens nothing more.
     */
    async startSession(
      token: string | undefined,
    ): Promise<Outcome<{ user: ReturnType<typeof loginUser>; token: string }, 401 | 409>> {
      if (!token) return refuse(401, messages.REGISTRATION_TOKEN_INVALID);
      return db.transaction(
        async (tx): Promise<Outcome<{ user: ReturnType<typeof loginUser>; token: string }, 401 | 409>> => {
          const registration = await findRegistrationByToken(tx, tokenHash(token), now(), { lock: true });
          if (!registration?.userId) return refuse(401, messages.REGISTRATION_TOKEN_INVALID);
          if (!registration.completedAt) return refuse(409, messages.PAYMENT_PENDING);
          const user = await findUserById(tx, registration.userId);
          if (!user) return refuse(401, messages.REGISTRATION_TOKEN_INVALID);
          const sessionId = await createSession(tx, user.id, now());
          const { accessToken } = await issueAccessToken(user, sessionId, jwtSecret, now());
          await spendToken(tx, registration.id);
          return ok({ user: loginUser(user), token: accessToken });
        },
      );
    },
  };
}

export type RegistrationService = ReturnType<typeof createRegistrationService>;
