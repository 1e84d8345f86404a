import type { OperationHandlers } from '../http/operation-handlers';
import { registrationAttemptMail, setPasswordMail, verificationCodeMail } from './access-mail';
import type { AuthDeps } from './auth-deps';
import * as messages from './auth-messages';
import { generateOtp, OTP_MAX_FAILED_ATTEMPTS, OTP_TTL_MS, otpHash, otpMatches } from './email-otp';
import {
  deletePendingRegistration,
  findPendingRegistration,
  recordWrongCode,
  replacePendingCode,
  savePendingRegistration,
} from './pending-registrations';
import { createRecoveryToken } from './recovery-tokens';
import { RESET_PASSWORD_PATH, recoveryLink } from './redirect-target';
import { registrationMailRefusal } from './registration-mail-limits';
import { createVerifiedCustomer, findUserByEmail, type UserRow } from './users';

type VerifyOutcome = { error: 400 | 409; message: string } | { user: UserRow; token: string };

/** The latest time zone is UTC+14: a date of birth is "today or earlier" if it is so there. */
const LATEST_UTC_OFFSET_MS = 14 * 60 * 60_000;

/**
 * Customer registration (spec 2, "Customer registration"): the form collects no password, so
 * `verify_email` sends a code, `verify_otp_user` creates the customer and mails a link to choose a
 * password (the recovery link of /auth/v1), and `resend_otp` sends a new code.
 *
 * `verify_email` and `resend_otp` answer every address alike, whether it has an account, a
 * registration waiting or nothing: the same status, the same sentence, the same limits, and the
 * mail (if any) goes out after the answer, so neither the answer nor its timing tells them apart.
 */
export function registrationHandlers(deps: AuthDeps): OperationHandlers<'verifyEmail' | 'resendOtp' | 'verifyOtpUser'> {
  const { db, jwtSecret, now, mailer, afterResponse } = deps;
  const newCode = (email: string) => {
    const code = generateOtp();
    const sentAt = now();
    return { code, hash: otpHash(jwtSecret, email, code), sentAt, expiresAt: new Date(sentAt.getTime() + OTP_TTL_MS) };
  };

  return {
    verifyEmail: async (c, { body: details }, reply) => {
      const email = details.email.trim();
      const latestToday = new Date(now().getTime() + LATEST_UTC_OFFSET_MS).toISOString().slice(0, 10);
      if (details.dob > latestToday) return reply.error(400, messages.DOB_IN_FUTURE);
      const refused = await registrationMailRefusal(deps, c, email);
      if (refused) return reply.error(429, refused);
      afterResponse.run('Registration mail', async () => {
        const owner = await findUserByEmail(db, email);
        if (owner) {
          // The address has an account: its owner learns that someone tried, nobody else learns anything.
          await mailer.send(registrationAttemptMail(owner.email));
          return;
        }
        const code = newCode(email);
        await savePendingRegistration(db, { ...details, email, name: details.name.trim() }, code);
        await mailer.send(verificationCodeMail(email, code.code));
      });
      return reply(200, { status: 200, message: messages.CODE_SENT });
    },

    resendOtp: async (c, { body }, reply) => {
      const email = body.email.trim();
      const refused = await registrationMailRefusal(deps, c, email);
      if (refused) return reply.error(429, refused);
      afterResponse.run('Verification code resend', async () => {
        const pending = await findPendingRegistration(db, email);
        if (!pending) return;
        const code = newCode(pending.email);
        await replacePendingCode(db, pending.email, code);
        await mailer.send(verificationCodeMail(pending.email, code.code));
      });
      return reply(200, { status: 200, message: messages.CODE_RESENT });
    },

    verifyOtpUser: async (_c, { body }, reply) => {
      const { email, otp } = body;
      const outcome = await db.transaction(async (tx): Promise<VerifyOutcome> => {
        const pending = await findPendingRegistration(tx, email.trim(), { lock: true });
        if (!pending) return { error: 400, message: messages.INVALID_CODE };
        if (pending.otp_failed_attempts >= OTP_MAX_FAILED_ATTEMPTS) {
          return { error: 400, message: messages.TOO_MANY_WRONG_CODES };
        }
        if (new Date(pending.otp_expires_at).getTime() <= now().getTime()) {
          return { error: 400, message: messages.CODE_EXPIRED };
        }
        if (!otpMatches(jwtSecret, pending.email, otp, pending.otp_hash)) {
          // Returned, not thrown: the count must be committed.
          await recordWrongCode(tx, pending.email);
          return { error: 400, message: messages.INVALID_CODE };
        }
        if (await findUserByEmail(tx, pending.email)) return { error: 409, message: messages.EMAIL_TAKEN };

        const user = await createVerifiedCustomer(tx, { ...pending, createdAt: now() });
        await deletePendingRegistration(tx, pending.email);
        const token = await createRecoveryToken(tx, user.id, now());
        return { user, token };
      });
      if ('error' in outcome) return reply.error(outcome.error, outcome.message);

      const { user, token } = outcome;
      const link = recoveryLink(deps.publicUrl, token, `${deps.publicUrl}${RESET_PASSWORD_PATH}`);
      await mailer.send(setPasswordMail(user.email, user.name, link));
      return reply(200, { status: 200, message: messages.EMAIL_VERIFIED });
    },
  };
}
