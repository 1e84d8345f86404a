import { expect, it, vi } from 'vitest';
import type { Logger } from '../logger';
import { describeEachDriver } from '../testing/describe-each-driver';
import { eventually } from '../testing/eventually';
import { TEST_PUBLIC_URL } from '../testing/test-app-config';
import { testClock } from '../testing/test-clock';
import { createDevMailbox } from './dev-mailbox';

describeEachDriver('the dev mailbox', (t) => {
  const clock = testClock(new Date('2030-07-01T09:00:00Z'));
  const logger: Logger = { info: vi.fn(), warn: vi.fn(), error: vi.fn() };
  const mailbox = () => createDevMailbox(t.db, { logger, publicUrl: TEST_PUBLIC_URL, now: clock.now });

  it('keeps each message, announces it on one line, and lists newest first', async () => {
    await mailbox().send({ to: 'first@example.test', subject: 'One', text: 'one', html: '<p>one</p>' });
    clock.advance(1000);
    await mailbox().send({ to: 'Second@Example.test', subject: 'Two', text: 'two', html: '<p>two</p>' });
    expect(logger.info).toHaveBeenCalledWith(
      `Mail to first@example.test: "One" — read it at ${TEST_PUBLIC_URL}/dev/mailbox.html`,
    );

    const response = await t.app().request('/dev/mailbox');
    expect(response.headers.get('cache-control')).toBe('no-store');
    const all = (await response.json()) as { to: string }[];
    expect(all.slice(0, 2)).toEqual([
      {
        to: 'Second@Example.test',
        subject: 'Two',
        text: 'two',
        html: '<p>two</p>',
        attachments: [],
        createdAt: '2030-07-01T09:00:01.000Z',
      },
      {
        to: 'first@example.test',
        subject: 'One',
        text: 'one',
        html: '<p>one</p>',
        attachments: [],
        createdAt: '2030-07-01T09:00:00.000Z',
      },
    ]);
    const filtered = await (await t.app().request('/dev/mailbox?to=second%40example.test')).json();
    expect(filtered).toHaveLength(1);
  });

  it('keeps attachments and offers them on the page as downloads', async () => {
    const invite = {
      filename: 'appointment.ics',
      content: 'BEGIN:VCALENDAR\r\nEND:VCALENDAR\r\n',
      contentType: 'text/calendar; charset=utf-8; method=REQUEST',
    };
    await mailbox().send({
      to: 'invite@example.test',
      subject: 'Invite',
      text: 'See you',
      html: '<p>See you</p>',
      attachments: [invite],
    });
    const [stored] = (await (await t.app().request('/dev/mailbox?to=invite@example.test')).json()) as {
      attachments: unknown[];
    }[];
    expect(stored?.attachments).toEqual([invite]);
    const page = await (await t.app().request('/dev/mailbox.html?to=invite@example.test')).text();
    const base64 = Buffer.from(invite.content, 'utf8').toString('base64');
    expect(page).toContain(
      `<a download="appointment.ics" href="data:text/calendar;base64,${base64}">appointment.ics</a>`,
    );
  });

  it('shows a page with every value escaped and links clickable', async () => {
    await mailbox().send({
      to: 'page@example.test',
      subject: '<script>alert(1)</script>',
      text: 'Open https://app.example/reset?token=a&b=c now.\n<img src=x onerror=alert(1)>',
      html: '<p>ignored by the page</p>',
    });
    const response = await t.app().request('/dev/mailbox.html?to=page@example.test');
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    const page = await response.text();
    expect(page).not.toContain('<script>alert');
    expect(page).not.toContain('<img');
    expect(page).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(page).toContain(
      '<a href="https://app.example/reset?token=a&amp;b=c">https://app.example/reset?token=a&amp;b=c</a>',
    );
  });

  it('is not served when mail goes out through SMTP', async () => {
    const app = t.app({ config: { smtpUrl: 'smtp://127.0.0.1:9' } });
    for (const path of ['/dev/mailbox', '/dev/mailbox.html']) {
      expect((await app.request(path)).status, path).toBe(404);
    }
  });

  it('answers only requests addressed to this server: a foreign host name (DNS rebinding) gets 403', async () => {
    const app = t.app();
    for (const origin of [
      'http://localhost:3000',
      'http://127.0.0.1:3000',
      'http://[::1]:3000',
      'http://10.0.0.7',
      TEST_PUBLIC_URL,
    ]) {
      expect((await app.request(`${origin}/dev/mailbox`)).status, origin).toBe(200);
    }
    for (const origin of [
      'http://evil.example:3000',
      'http://localhost.evil.example',
      'http://127.0.0.1.nip.example',
    ]) {
      const response = await app.request(`${origin}/dev/mailbox.html`);
      expect(response.status, origin).toBe(403);
      expect(await response.json()).toEqual({
        status: 403,
        message: `The dev mailbox answers only at ${TEST_PUBLIC_URL}, not at ${new URL(origin).hostname}.`,
      });
    }
  });

  it('is off in production even without SMTP: mail is dropped with a warning that holds no body', async () => {
    const warn = vi.fn();
    const app = t.app({ config: { production: true }, logger: { info: vi.fn(), warn, error: vi.fn() } });
    for (const path of ['/dev/mailbox', '/dev/mailbox.html']) {
      expect((await app.request(path)).status, path).toBe(404);
    }
    const response = await app.request('/auth/v1/recover', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'customer@demo.test' }),
    });
    expect(response.status).toBe(200);
    await eventually(() =>
      expect(warn).toHaveBeenCalledWith(
        'Mail to customer@demo.test ("Reset your Injury Assist password") was not sent: set SMTP_URL to send mail in production.',
      ),
    );
  });
});
