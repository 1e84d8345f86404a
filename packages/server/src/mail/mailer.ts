/** One e-mail: a plain-text body and an HTML body saying the same thing. */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
}

export interface Mailer {
  /** Resolves once the message is handed over (to the SMTP server, or stored in the dev mailbox). */
  send(message: MailMessage): Promise<void>;
}
