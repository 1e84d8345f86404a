import { expect } from 'vitest';

type Mail = { to: string; subject: string; text: string; html: string; createdAt: string };

/** The newest message to `to` whose text matches `pattern`, waiting for it to arrive. */
export async function waitForMail(baseUrl: string, to: string, pattern: RegExp): Promise<RegExpMatchArray> {
  let match: RegExpMatchArray | null = null;
  await expect
    .poll(
      async () => {
        const response = await fetch(`${baseUrl}/dev/mailbox?to=${encodeURIComponent(to)}`);
        const mails = (await response.json()) as Mail[];
        match = mails.map((mail) => mail.text.match(pattern)).find((found) => found !== null) ?? null;
        return match !== null;
      },
      { timeout: 10_000 },
    )
    .toBe(true);
  return match as unknown as RegExpMatchArray;
}
