import nodemailer from 'nodemailer';
import type { Mailer } from './mailer';

/** Sends through the SMTP server in SMTP_URL (smtp://user:pass@host:587, smtps://… for TLS). */
export function createSmtpMailer(smtpUrl: string, from: string): Mailer {
  const transport = nodemailer.createTransport(smtpUrl);
  return {
    async send({ to, subject, text, html, attachments = [] }) {
      await transport.sendMail({ from, to, subject, text, html, attachments });
    },
  };
}
