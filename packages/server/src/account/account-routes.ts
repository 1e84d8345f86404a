import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import { FORMER_CUSTOMER, INVOICE_RETENTION_YEARS } from '@injury-assist/domain';
import { recordAudit } from '../audit/audit-log';
import type { AuthDeps } from '../auth/auth-deps';
import { CODE_EXPIRED, INVALID_CODE, SIGN_IN_UNAVAILABLE, TOO_MANY_SIGN_IN_ATTEMPTS } from '../auth/auth-messages';
import { clientIp } from '../auth/client-ip';
import { LOGIN_THROTTLE_WINDOW_MS } from '../auth/login-throttle';
import { signInWithPassword } from '../auth/password-sign-in';
import { requireUser } from '../auth/request-user';
import type { InviteOrganizer } from '../bookings/booking-mail';
import type { OperationHandlers } from '../http/operation-handlers';
import type { MailMessage } from '../mail/mailer';
import { paragraphsHtml } from '../mail/paragraphs-html';
import { deleteAccount } from './account-deletion';
import { accountZip, readAccountData } from './account-export';

export const CUSTOMERS_AND_PROVIDERS_ONLY = 'Only customers and providers can do this.';
export const WRONG_PASSWORD = 'That password is not right.';
export const ACCOUNT_DELETED = 'Your account has been deleted.';
export const deletionCodeSent = (email: string) =>
  `We sent a 6-digit code to ${email}. Enter it with your password to delete your account.`;

/** The last mail to the address a deleted account had: what happened, and what was kept. */
export function accountDeletedMail(to: string, userType: 'customer' | 'provider'): MailMessage {
  const kept =
    userType === 'customer'
      ? `Your future appointments were cancelled and the providers told. Your reviews stay under "${FORMER_CUSTOMER}".`
      : 'Your business left the search; its future appointments were cancelled and the customers told.';
  const text = [
    'Your Injury Assist account has been deleted, as you asked.',
    `${kept} Invoices are kept for ${INVOICE_RETENTION_YEARS} years, as tax law requires, without your name or address.`,
    'If you did not ask for this, reply to this message.',
  ].join('\n\n');
  return { to, subject: 'Your Injury Assist account has been deleted', text, html: paragraphsHtml(text) };
}

export function accountHandlers({
  auth,
  uploadsDir,
  organizer,
}: {
  auth: AuthDeps;
  uploadsDir: string;
  organizer: InviteOrganizer;
}): OperationHandlers<'exportMyData' | 'deleteMyAccount'> {
  const { db, now, logger, afterResponse, mailer } = auth;
  return {
    exportMyData: async (c, _input, reply) => {
      const { user } = await requireUser(c);
      if (user.user_type === 'admin') return reply.error(403, CUSTOMERS_AND_PROVIDERS_ONLY);
      const at = now();
      // The reads and the audit line commit together; the files are read after, outside any transaction.
      const data = await db.transaction(async (tx) => {
        const read = await readAccountData(tx, user.id, at);
        await recordAudit(tx, {
          actor: { id: user.id, email: user.email },
          action: 'account.export',
          recordKind: 'users',
          recordId: user.id,
          detail: { files: read.files.length },
          clientIp: clientIp(c, auth.trustProxy),
          at,
        });
        return read;
      });
      return reply.stream(200, accountZip(data, uploadsDir, logger), {
        'Content-Type': 'application/zip',
        'Content-Disposition': `attachment; filename="injury-assist-data-${at.toISOString().slice(0, 10)}.zip"`,
      });
    },

    deleteMyAccount: async (c, { body }, reply) => {
      const { user } = await requireUser(c);
      if (user.user_type === 'admin') return reply.error(403, CUSTOMERS_AND_PROVIDERS_ONLY);
      const userType = user.user_type;
      const ip = clientIp(c, auth.trustProxy);
      // The sign-in's own check: wrong passwords count toward its limits and its step-up code.
      const check = await signInWithPassword(auth, { email: user.email, password: body.password, code: body.code, ip });
      const codeRequired = (message: string) => reply(400, { status: 400, message, code_required: true });
      switch (check.kind) {
        case 'throttled':
          c.header('Retry-After', String(LOGIN_THROTTLE_WINDOW_MS / 1000));
          return reply.error(429, TOO_MANY_SIGN_IN_ATTEMPTS);
        case 'unavailable':
          return reply.error(503, SIGN_IN_UNAVAILABLE);
        case 'code-required':
          return codeRequired(deletionCodeSent(user.email));
        case 'wrong-code':
          return codeRequired(INVALID_CODE);
        case 'expired-code':
          return codeRequired(CODE_EXPIRED);
        case 'invalid':
        case 'unconfirmed':
          return reply.error(400, WRONG_PASSWORD);
        case 'ok':
          if (check.user.id !== user.id) return reply.error(400, WRONG_PASSWORD);
      }

      const deleted = await db.transaction((tx) =>
        deleteAccount(tx, { userId: user.id, now: now(), organizer, audit: { clientIp: ip } }),
      );
      if (!deleted) return reply(200, { status: 200, message: ACCOUNT_DELETED });
      afterResponse.run('Account deletion mail and files', async () => {
        for (const message of [...deleted.mail, accountDeletedMail(user.email, userType)]) {
          try {
            await mailer.send(message);
          } catch (error) {
            logger.error('A mail about a deleted account could not be sent:', error);
          }
        }
        for (const name of deleted.files) await rm(join(uploadsDir, name), { force: true });
      });
      return reply(200, { status: 200, message: ACCOUNT_DELETED });
    },
  };
}
