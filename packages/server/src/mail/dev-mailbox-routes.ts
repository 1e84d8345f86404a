import { isIP } from 'node:net';
import { Hono } from 'hono';
import type { Db } from '../db/db';
import { errorResponse } from '../http/error-response';
import { listDevMail, type StoredMail } from './dev-mailbox';
import { escapeHtml } from './escape-html';

/**
 * GET /dev/mailbox (JSON) and /dev/mailbox.html (a page for people). Mounted only while the dev
 * mailbox is the mailer: with SMTP configured, or in production, there is nothing here to read.
 *
 * Only for requests addressed to this server by its own name: PUBLIC_URL's host, `localhost`, or
 * an IP address. A web page elsewhere could otherwise point its own host name at 127.0.0.1 (DNS
 * rebinding) and read the mailbox from the visitor's browser as a same-origin page.
 */
export function devMailboxRoutes(db: Db, { publicUrl }: { publicUrl: string }): Hono {
  const ownHostname = new URL(publicUrl).hostname;
  const routes = new Hono();
  routes.use('/dev/*', async (c, next) => {
    const { hostname } = new URL(c.req.url);
    const bare = hostname.replace(/^\[(.*)\]$/, '$1');
    if (hostname !== ownHostname && hostname !== 'localhost' && isIP(bare) === 0) {
      c.header('Cache-Control', 'no-store');
      return errorResponse(c, 403, `The dev mailbox answers only at ${publicUrl}, not at ${hostname}.`);
    }
    await next();
    // Codes and reset links: never cached.
    c.header('Cache-Control', 'no-store');
  });
  routes.get('/dev/mailbox', async (c) => c.json(await listDevMail(db, recipient(c.req.query('to')))));
  routes.get('/dev/mailbox.html', async (c) => {
    const to = recipient(c.req.query('to'));
    return c.html(mailboxPage(await listDevMail(db, to), to));
  });
  return routes;
}

const recipient = (to: string | undefined) => to?.trim() || undefined;

function mailboxPage(mail: StoredMail[], to: string | undefined): string {
  const items = mail
    .map(
      (message) => `<article>
<h2>${escapeHtml(message.subject)}</h2>
<p class="meta">To ${escapeHtml(message.to)} · <time datetime="${escapeHtml(message.createdAt)}">${escapeHtml(message.createdAt.replace('T', ' ').replace(/\.\d+Z$/, ' UTC'))}</time></p>
<pre>${linkify(message.text)}</pre>
${message.attachments.map(attachmentLink).join('\n')}
</article>`,
    )
    .join('\n');
  const heading = to ? `Mail to ${escapeHtml(to)}` : 'All mail';
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Dev mailbox · Injury Assist</title>
<style>
body { font: 16px/1.5 system-ui, sans-serif; max-width: 48rem; margin: 2rem auto; padding: 0 1rem; color: #1a1a1a; }
article { border: 1px solid #ccc; border-radius: 8px; padding: 0 1rem; margin: 1rem 0; }
h2 { font-size: 1.1rem; margin: 0.75rem 0 0.25rem; }
.meta { color: #555; margin: 0; font-size: 0.875rem; }
pre { white-space: pre-wrap; overflow-wrap: anywhere; font: inherit; }
a { color: #0b57d0; }
</style>
</head>
<body>
<h1>Dev mailbox</h1>
<p>Mail the server would have sent. Set SMTP_URL to send real mail instead. ${heading}, newest first${to ? ' · <a href="mailbox.html">show all</a>' : ''}.</p>
${items || '<p>No mail yet.</p>'}
</body>
</html>
`;
}

/** Escapes the text and turns each http(s) URL in it into a link. */
function linkify(text: string): string {
  return text
    .split(/(https?:\/\/[^\s<>"']+)/)
    .map((part, index) => {
      // split() with a capture group puts the URLs at the odd indexes.
      if (index % 2 === 0) return escapeHtml(part);
      const url = escapeHtml(part);
      return `<a href="${url}">${url}</a>`;
    })
    .join('');
}

/** An attachment as a download link carrying the file itself (a data: URL). */
function attachmentLink({ filename, content, contentType }: StoredMail['attachments'][number]): string {
  const href = `data:${contentType.split(';')[0]};base64,${Buffer.from(content, 'utf8').toString('base64')}`;
  return `<p>Attachment: <a download="${escapeHtml(filename)}" href="${escapeHtml(href)}">${escapeHtml(filename)}</a></p>`;
}
