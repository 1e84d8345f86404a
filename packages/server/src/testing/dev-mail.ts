import type { Hono } from 'hono';
import type { StoredMail } from '../mail/dev-mailbox';

/** The newest message to `to` in the dev mailbox, read the way a person or the browser tests do. */
export async function latestMail(app: Hono | string, to: string): Promise<StoredMail | undefined> {
  const path = `/dev/mailbox?to=${encodeURIComponent(to)}`;
  const response = typeof app === 'string' ? await fetch(`${app}${path}`) : await app.request(path);
  const mail = (await response.json()) as StoredMail[];
  return mail[0];
}

export function codeIn(mail: StoredMail | undefined): string {
  const code = /\b(\d{6})\b/.exec(mail?.text ?? '')?.[1];
  if (!code) throw new Error(`No 6-digit code in: ${mail?.text}`);
  return code;
}

export function linkIn(mail: StoredMail | undefined): string {
  const link = /(https?:\/\/\S+)/.exec(mail?.text ?? '')?.[1];
  if (!link) throw new Error(`No link in: ${mail?.text}`);
  return link;
}
