import type { NewBookingStatus, ProviderBookingAction } from '@injury-assist/domain';
import { HTTPException } from 'hono/http-exception';
import { hashPassword, passwordProblem, verifyPassword } from '../auth/passwords';
import { revokeSessions } from '../auth/sessions';
import { setPasswordHash } from '../auth/users';
import { APPOINTMENT_NOT_FOUND } from '../bookings/booking-routes';
import type { Db } from '../db/db';
import type { OperationHandlers } from '../http/api-router';
import type { Logger } from '../logger';
import type { Mailer } from '../mail/mailer';
import { findUpload, uploadFile } from '../uploads/upload-store';
import { appointmentMail } from './appointment-mail';
import { sendAfterCommit } from './booking-activity';
import {
  type BusinessProfileChanges,
  loadBusinessProfile,
  profileMessages,
  profileProblem,
  saveBusinessProfile,
} from './business-profile';
import { NO_BUSINESS, requireBusiness, requireProviderUser } from './provider-access';
import {
  actionProblem,
  applyAction,
  findProviderAppointment,
  listProviderAppointments,
  toProviderAppointment,
} from './provider-appointments';
import { listProviderNotifications, markNotificationsRead, unreadCount } from './provider-notifications';
import {
  loadProviderSettings,
  type NotificationSettings,
  type PrivacySettings,
  type ProviderAccount,
  readAccount,
  saveAccount,
  saveNewBookingStatus,
  saveNotificationSettings,
  savePrivacySettings,
  settingsMessages,
} from './provider-settings';
import { searchAnswersChanged } from './search-answers';

// spec provider-and-admin §5 and §8, verbatim.
export const passwordMessages = {
  mismatch: 'New passwords do not match',
  tooShort: 'Password must be at least 8 characters long',
  tooLong: 'Password must be at most 72 bytes long.',
  wrongCurrent: 'Your current password is not correct.',
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
  /** MAP_TILE_URL: with it the profile shows a real map; without, a placeholder with the coordinates. */
  mapTileUrl: string | null;
}

export function providerHandlers({ db, now, mailer, logger, uploadsDir, mapTileUrl }: ProviderDeps): OperationHandlers {
  async function profileOf(providerId: number) {
    const profile = await loadBusinessProfile(db, providerId);
    if (!profile) throw refuse(404, NO_BUSINESS);
    return { ...profile, map_tile_url: mapTileUrl };
  }

  return {
    getBusinessProfile: async (c) => {
      const { providerId } = await requireBusiness(c, db);
      return c.json({ status: 200, data: await profileOf(providerId) }, 200);
    },

    updateBusinessProfile: async (c, input) => {
      const changes = input.body as BusinessProfileChanges;
      const { requestUser, providerId } = await requireBusiness(c, db);
      const current = await profileOf(providerId);
      const problem = profileProblem(changes, current);
      if (problem) throw refuse(400, problem);
      // The current logo stays as it is; a new one must be an image this account uploaded.
      if (changes.logo !== null && changes.logo !== current.logo_url) {
        const upload = await findUpload(db, changes.logo);
        const onDisk = upload && (await uploadFile(uploadsDir, upload.path));
        if (!upload || upload.owner_id !== requestUser.user.id || !onDisk) {
          throw refuse(400, profileMessages.logoNotUploaded);
        }
      }
      const outside_hours = await db.transaction((tx) => saveBusinessProfile(tx, providerId, changes, now()));
      searchAnswersChanged();
      return c.json(
        { status: 200, message: settingsMessages.profileUpdated, data: await profileOf(providerId), outside_hours },
        200,
      );
    },

    listProviderAppointments: async (c) => {
      const { requestUser, providerId } = await requireBusiness(c, db);
      const lists = await listProviderAppointments(db, providerId, now());
      const settings = await loadProviderSettings(db, requestUser.user.id, providerId);
      return c.json({ status: 200, ...lists, new_booking_status: settings.newBookingStatus }, 200);
    },

    updateProviderAppointment: async (c, input) => {
      const bookingId = String(input.params.id);
      const { action, reason } = input.body as { action: ProviderBookingAction; reason?: string };
      const { providerId } = await requireBusiness(c, db);
      const trimmedReason = reason?.trim() ?? '';
      if (action === 'cancel' && !trimmedReason) throw refuse(400, REASON_REQUIRED);
      const changed = await db.transaction(async (tx) => {
        const row = await findProviderAppointment(tx, bookingId, now());
        if (!row) throw refuse(404, APPOINTMENT_NOT_FOUND);
        if (row.provider_id !== providerId) throw refuse(403, NOT_YOUR_BUSINESS_APPOINTMENT);
        const problem = actionProblem(row, action);
        if (problem) throw refuse(400, problem);
        return applyAction(tx, row, action, action === 'cancel' ? trimmedReason : null);
      });
      if (action === 'confirm' || action === 'cancel') {
        await sendAfterCommit(
          mailer,
          logger,
          appointmentMail(action, changed, trimmedReason, now()),
          `${action} of ${changed.booking_id}`,
        );
      }
      return c.json({ status: 200, message: actionMessages[action], data: toProviderAppointment(changed) }, 200);
    },

    getProviderSettings: async (c) => {
      const { requestUser, providerId } = await requireBusiness(c, db);
      return c.json({ status: 200, data: await loadProviderSettings(db, requestUser.user.id, providerId) }, 200);
    },

    updateProviderAccount: async (c, input) => {
      const { requestUser } = await requireBusiness(c, db);
      const read = readAccount(input.body as ProviderAccount);
      if (!read.ok) throw refuse(400, read.message);
      const taken = await saveAccount(db, requestUser.user.id, read.account);
      if (taken === 'username') throw refuse(409, settingsMessages.usernameTaken);
      if (taken === 'email') throw refuse(409, settingsMessages.emailTaken);
      return c.json({ status: 200, message: settingsMessages.profileUpdated, data: read.account }, 200);
    },

    updateNotificationSettings: async (c, input) => {
      const { providerId } = await requireBusiness(c, db);
      await saveNotificationSettings(db, providerId, input.body as NotificationSettings);
      return c.json({ status: 200, message: settingsMessages.notificationsUpdated }, 200);
    },

    updatePrivacySettings: async (c, input) => {
      const { providerId } = await requireBusiness(c, db);
      await savePrivacySettings(db, providerId, input.body as PrivacySettings);
      searchAnswersChanged();
      return c.json({ status: 200, message: settingsMessages.privacyUpdated }, 200);
    },

    updateBookingSettings: async (c, input) => {
      const { providerId } = await requireBusiness(c, db);
      const { newBookingStatus } = input.body as { newBookingStatus: NewBookingStatus };
      await saveNewBookingStatus(db, providerId, newBookingStatus);
      return c.json({ status: 200, message: settingsMessages.bookingsUpdated }, 200);
    },

    changeProviderPassword: async (c, input) => {
      const body = input.body as { currentPassword: string; newPassword: string; confirmPassword: string };
      const { user, sessionId } = await requireProviderUser(c);
      if (body.newPassword !== body.confirmPassword) throw refuse(400, passwordMessages.mismatch);
      const problem = passwordProblem(body.newPassword);
      if (problem === 'too-short') throw refuse(400, passwordMessages.tooShort);
      if (problem === 'too-long') throw refuse(400, passwordMessages.tooLong);
      if (!(await verifyPassword(body.currentPassword, user.password_hash))) {
        throw refuse(400, passwordMessages.wrongCurrent);
      }
      const hash = await hashPassword(body.newPassword);
      await db.transaction(async (tx) => {
        await setPasswordHash(tx, user.id, hash);
        // Whoever else holds a session of this account is signed out; this one stays.
        await revokeSessions(tx, { scope: 'others', sessionId, userId: user.id }, now());
      });
      return c.json({ status: 200, message: settingsMessages.passwordChanged }, 200);
    },

    listProviderNotifications: async (c) => {
      const { user } = await requireProviderUser(c);
      return c.json({ status: 200, ...(await listProviderNotifications(db, user.id)) }, 200);
    },

    markProviderNotificationsRead: async (c, input) => {
      const { user } = await requireProviderUser(c);
      const { ids } = input.body as { ids?: number[] };
      await markNotificationsRead(db, user.id, ids);
      return c.json({ status: 200, unread: await unreadCount(db, user.id) }, 200);
    },
  };
}
