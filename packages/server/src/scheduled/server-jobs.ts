import type { InviteOrganizer } from '../bookings/booking-mail';
import type { Job } from '../jobs/job-runner';
import { type MailOutbox, mailOutboxJob } from '../mail/mail-outbox';
import type { Mailer } from '../mail/mailer';
import { appointmentReminderJob, bookingCompletionJob } from '../provider/booking-jobs';
import { housekeepingJob } from './housekeeping';

/** What the jobs of the server need from it. */
export interface ServerJobDeps {
  /** DATA_DIR/uploads. */
  uploadsDir: string;
  /** Sends the appointment reminders. */
  mailer: Mailer;
  /** Who the reminders' calendar invitations come from (MAIL_FROM). */
  organizer: InviteOrganizer;
  /** The mail outbox: its job retries failed mail and sends what was queued while none listened. */
  mailOutbox: MailOutbox;
}

/**
 * Every scheduled job the server runs. To add one: write a `Job` (a unique name, an interval and
 * an idempotent `run` that reads the time from its context) in its own module and list it here.
 */
export function serverJobs({ uploadsDir, mailer, organizer, mailOutbox }: ServerJobDeps): Job[] {
  return [
    housekeepingJob({ uploadsDir }),
    bookingCompletionJob(),
    appointmentReminderJob({ mailer, organizer }),
    mailOutboxJob(mailOutbox),
  ];
}
