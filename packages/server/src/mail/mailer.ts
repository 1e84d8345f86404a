/** A file sent with a message, such as a booking's .ics calendar invite. */
export interface MailAttachment {
  filename: string;
  /** The file's text, or its bytes in base64 when `encoding` says so (a PDF). */
  content: string;
  encoding?: 'base64';
  /** Its MIME type, e.g. 'text/calendar; charset=utf-8; method=REQUEST'. */
  contentType: string;
}

/** One e-mail: a plain-text body and an HTML body saying the same thing. */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  attachments?: MailAttachment[];
}

export interface Mailer {
  /** Resolves once the message is handed over (to the SMTP server, or stored in the dev mailbox). */
  send(message: MailMessage): Promise<void>;
}
