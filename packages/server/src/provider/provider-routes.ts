import type { ProviderBookingAction } from '@injury-assist/domain';
import { HTTPException } from 'hono/http-exception';
import { hashPassword, passwordProblem, verifyPassword } from '../auth/passwords';
import { PASSWORD_CHANGE_PER_ACCOUNT, takeRateLimit } from '../auth/rate-limits';
import { requestClient } from '../auth/security-events';
import { revokeSessions } from '../auth/sessions';
import { setPasswordHash } from '../auth/users';
import { sendAfterCommit } from '../bookings/booking-activity';
import type { InviteOrganizer } from '../bookings/booking-mail';
import { APPOINTMENT_NOT_FOUND } from '../bookings/booking-routes';
import type { Db } from '../db/db';
import type { OperationHandlers } from '../http/operation-handlers';
import type { Logger } from '../logger';
import type { Mailer } from '../mail/mailer';
import { listProviderNotifications, markNotificationsRead, unreadCount } from '../notifications/provider-notifications';
import { findUpload, uploadFile } from '../uploads/upload-store';
import { appointmentMail } from './appointment-mail';
import {
  addLocation,
  type LocationOutcome,
  locationMessages,
  removeLocation,
  updateLocation,
} from './business-locations';
import { loadBusinessProfile, profileMessages, profileProblem, saveBusinessProfile } from './business-profile';
import { NO_BUSINESS, requireBusiness, requireProviderUser } from './provider-access';
import {
  actionProblem,
  applyAction,
  findProviderAppointment,
  hasReview,
  listProviderAppointments,
  REVIEWED_VISIT,
  toProviderAppointment,
} from './provider-appointments';
import {
  loadProviderSettings,
  readAccount,
  saveAccount,
  saveNewBookingStatus,
  saveNotificationSettings,
  savePrivacySettings,
  settingsMessages,
} from './provider-settings';

// spec provider-and-admin §5 and §8, verbatim.
export const passwordMessages = {
  mismatch: 'New passwords do not match',
  tooShort: 'Password must be at least 8 characters long',
  tooLong: 'Password must be at most 72 bytes long.',
  wrongCurrent: 'Your current password is not correct.',
  tooManyTries: 'Too many password changes were tried. Please wait a few minutes and try again.',
} as const;

export const NOT_YOUR_BUSINESS_APPOINTMENT = 'This appointment is at another business.';
export const REASON_REQUIRED = 'Give the customer a reason for cancelling.';

export const actionMessages = {
  confirm: 'Appointment confirmed.',
  complete: 'Appointment marked as completed.',
  noShow: 'Appointment marked as a no-show.',
  cancel: 'Appointment cancelled. The customer has been told by e-mail.',
} as const satisfies Record<ProviderBookingAction, string>;

const refuse = (status: 400 | 403 | 404 | 409, message: string) => new HTTPException(status, { message });

export interface ProviderDeps {
  db: Db;
  now: () => Date;
  mailer: Mailer;
  logger: Logger;
  uploadsDir: string;
  /** Who the calendar invitations come from (MAIL_FROM). */
  organizer: InviteOrganizer;
  /** MAP_TILE_URL: with it the profile shows a real map; without, a placeholder with the coordinates. */
  mapTileUrl: string | null;
  /** TRUST_PROXY: whose address a password change is recorded from (client-ip.ts). */
  trustProxy: boolean;
}

type ProviderOperation =
  | 'getBusinessProfile'
  | 'updateBusinessProfile'
  | 'addProviderLocation'
  | 'updateProviderLocation'
  | 'removeProviderLocation'
  | 'listProviderAppointments'
  | 'updateProviderAppointment'
  | 'getProviderSettings'
  | 'updateProviderAccount'
  | 'updateNotificationSettings'
  | 'updatePrivacySettings'
  | 'updateBookingSettings'
  | 'changeProviderPassword'
  | 'listProviderNotifications'
  | 'markProviderNotificationsRead';

/**
 * The provider's workspace. A save that changes a search answer (the profile, hours, services,
 * privacy) needs no call here: the tables' triggers clear every process's search cache (migration 0013).
 */
export function providerHandlers({
  db,
  now,
  mailer,
  logger,
  uploadsDir,
  organizer,
  mapTileUrl,
  trustProxy,
}: ProviderDeps): OperationHandlers<ProviderOperation> {
  async function profileOf(providerId: number) {
    const profile = await loadBusinessProfile(db, providerId);
    if (!profile) throw refuse(404, NO_BUSINESS);
    return { ...profile, map_tile_url: mapTileUrl };
  }

  /** A location change's answer: the profile as it is now, or the sentence that refused it. */
  async function locationAnswer(outcome: LocationOutcome, providerId: number, message: string) {
    if (!outcome.ok) return { error: outcome } as const;
    return { data: { status: 200 as const, message, data: await profileOf(providerId) } } as const;
  }

  return {
    getBusinessProfile: async (c, _input, reply) => {
      const { providerId } = await requireBusiness(c, db);
      return reply(200, { status: 200, data: await profileOf(providerId) });
    },

    updateBusinessProfile: async (c, { body: changes }, reply) => {
      const { requestUser, providerId } = await requireBusiness(c, db);
      const current = await profileOf(providerId);
      const problem = profileProblem(changes, current);
      if (problem) return reply.error(400, problem);
      // The current logo stays as it is; a new one must be an image this account uploaded.
      if (changes.logo !== null && changes.logo !== current.logo_url) {
        const upload = await findUpload(db, changes.logo);
        const onDisk = upload && (await uploadFile(uploadsDir, upload.path));
        if (!upload || upload.owner_id !== requestUser.user.id || !onDisk) {
          return reply.error(400, profileMessages.logoNotUploaded);
        }
      }
      const outside_hours = await db.transaction((tx) => saveBusinessProfile(tx, providerId, changes, now()));
      return reply(200, {
        status: 200,
        message: settingsMessages.profileUpdated,
        data: await profileOf(providerId),
        outside_hours,
      });
    },

    // No handler clears a search cache: the rows' triggers do (migration 0026 watches provider_locations).
    addProviderLocation: async (c, { body }, reply) => {
      const { providerId } = await requireBusiness(c, db);
      const answer = await locationAnswer(await addLocation(db, providerId, body), providerId, locationMessages.added);
      return answer.error ? reply.error(answer.error.status, answer.error.message) : reply(200, answer.data);
    },

    updateProviderLocation: async (c, { params, body }, reply) => {
      const { providerId } = await requireBusiness(c, db);
      const outcome = await updateLocation(db, providerId, params.locationId, body, now());
      const answer = await locationAnswer(outcome, providerId, locationMessages.updated);
      return answer.error ? reply.error(answer.error.status, answer.error.message) : reply(200, answer.data);
    },

    removeProviderLocation: async (c, { params }, reply) => {
      const { providerId } = await requireBusiness(c, db);
      const outcome = await removeLocation(db, providerId, params.locationId, now());
      const answer = await locationAnswer(outcome, providerId, locationMessages.removed);
      return answer.error ? reply.error(answer.error.status, answer.error.message) : reply(200, answer.data);
    },

    listProviderAppointments: async (c, _input, reply) => {
      const { requestUser, providerId } = await requireBusiness(c, db);
      const lists = await listProviderAppointments(db, providerId, now());
      const settings = await loadProviderSettings(db, requestUser.user.id, providerId);
      return reply(200, { status: 200, ...lists, new_booking_status: settings.newBookingStatus });
    },

    updateProviderAppointment: async (c, { params, body }, reply) => {
      const bookingId = params.id;
      const { action, reason } = body;
      const { providerId } = await requireBusiness(c, db);
      const trimmedReason = reason?.trim() ?? '';
      if (action === 'cancel' && !trimmedReason) return reply.error(400, REASON_REQUIRED);
      const changed = await db.transaction(async (tx) => {
        const row = await findProviderAppointment(tx, bookingId, now());
        if (!row) throw refuse(404, APPOINTMENT_NOT_FOUND);
        if (row.provider_id !== providerId) throw refuse(403, NOT_YOUR_BUSINESS_APPOINTMENT);
        const problem = actionProblem(row, action);
        if (problem) throw refuse(400, problem);
        if (action === 'noShow' && (await hasReview(tx, row))) throw refuse(400, REVIEWED_VISIT);
        return applyAction(tx, row, action, action === 'cancel' ? trimmedReason : null);
      });
      if (action === 'confirm' || action === 'cancel') {
        await sendAfterCommit(
          mailer,
          logger,
          appointmentMail(action, changed, trimmedReason, now(), organizer),
          `${action} of ${changed.booking_id}`,
        );
      }
      return reply(200, { status: 200, message: actionMessages[action], data: toProviderAppointment(changed) });
    },

    getProviderSettings: async (c, _input, reply) => {
      const { requestUser, providerId } = await requireBusiness(c, db);
      return reply(200, { status: 200, data: await loadProviderSettings(db, requestUser.user.id, providerId) });
    },

    updateProviderAccount: async (c, { body }, reply) => {
      const { requestUser } = await requireBusiness(c, db);
      const read = readAccount(body);
      if (!read.ok) return reply.error(400, read.message);
      const taken = await saveAccount(db, requestUser.user.id, read.account);
      if (taken === 'username') return reply.error(409, settingsMessages.usernameTaken);
      if (taken === 'email') return reply.error(409, settingsMessages.emailTaken);
      return reply(200, { status: 200, message: settingsMessages.profileUpdated, data: read.account });
    },

    updateNotificationSettings: async (c, { body }, reply) => {
      const { providerId } = await requireBusiness(c, db);
      await saveNotificationSettings(db, providerId, body);
      return reply(200, { status: 200, message: settingsMessages.notificationsUpdated });
    },

    updatePrivacySettings: async (c, { body }, reply) => {
      const { providerId } = await requireBusiness(c, db);
      await savePrivacySettings(db, providerId, body);
      return reply(200, { status: 200, message: settingsMessages.privacyUpdated });
    },

    updateBookingSettings: async (c, { body }, reply) => {
      const { providerId } = await requireBusiness(c, db);
      await saveNewBookingStatus(db, providerId, body.newBookingStatus);
      return reply(200, { status: 200, message: settingsMessages.bookingsUpdated });
    },

    changeProviderPassword: async (c, { body }, reply) => {
      const { user, sessionId } = await requireProviderUser(c);
      if (body.newPassword !== body.confirmPassword) return reply.error(400, passwordMessages.mismatch);
      const problem = passwordProblem(body.newPassword);
      if (problem === 'too-short') return reply.error(400, passwordMessages.tooShort);
      if (problem === 'too-long') return reply.error(400, passwordMessages.tooLong);
      const allowed = await takeRateLimit(db, PASSWORD_CHANGE_PER_ACCOUNT, user.id, now());
      if (!allowed.ok) {
        c.header('Retry-After', String(allowed.retryAfterSeconds));
        return reply.error(429, passwordMessages.tooManyTries);
      }
      if (!(await verifyPassword(body.currentPassword, user.password_hash)).ok) {
        return reply.error(400, passwordMessages.wrongCurrent);
      }
      const hash = await hashPassword(body.newPassword);
      await db.transaction(async (tx) => {
        await setPasswordHash(tx, user.id, hash, { client: requestClient(c, trustProxy), at: now() });
        // Whoever else holds a session of this account is signed out; this one stays.
        await revokeSessions(tx, { scope: 'others', sessionId, userId: user.id }, now());
      });
      return reply(200, { status: 200, message: settingsMessages.passwordChanged });
    },

    listProviderNotifications: async (c, _input, reply) => {
      const { user } = await requireProviderUser(c);
      return reply(200, { status: 200, ...(await listProviderNotifications(db, user.id)) });
    },

    markProviderNotificationsRead: async (c, { body }, reply) => {
      const { user } = await requireProviderUser(c);
      await markNotificationsRead(db, user.id, body.ids);
      return reply(200, { status: 200, unread: await unreadCount(db, user.id) });
    },
  };
}
