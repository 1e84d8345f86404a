import { randomUUID } from 'node:crypto';
import type { paths } from '@injury-assist/contract';
import createClient, { type Client } from 'openapi-fetch';
import { REGISTRATION_TOKEN_HEADER } from '../../onboarding/registration-routes';
import { VISA_SUCCEEDS } from '../payments';
import { ANON_KEY } from '../supabase-client';
import type { Metrics } from './soak-metrics';

export const DEMO_PASSWORD = 'Demo1234!';
export type Api = Client<paths>;

/** One simulated person: their own client address, and their session once signed in. */
export interface Person {
  name: string;
  email: string;
  ip: string;
  userId: string;
  token: string;
  api: Api;
}

export interface SoakContext {
  url: string;
  metrics: Metrics;
}

let clients = 0;
/** A fresh client address (X-Forwarded-For; the soak server trusts its proxy header). */
export const nextIp = (): string => {
  clients++;
  return `10.77.${(clients >> 8) & 255}.${clients & 255}`;
};

export function apiFor(context: SoakContext, ip: string, headers: Record<string, string> = {}): Api {
  return createClient<paths>({
    baseUrl: `${context.url}/api/v1`,
    fetch: context.metrics.fetcher(),
    headers: { 'x-forwarded-for': ip, ...headers },
  });
}

/** A request outside API v1 (mailbox, checkout page, /auth/v1), counted like the rest. */
export function send(context: SoakContext, path: string, init: RequestInit = {}): Promise<Response> {
  return context.metrics.send(new Request(`${context.url}${path}`, init));
}

export async function signIn(context: SoakContext, email: string, password = DEMO_PASSWORD): Promise<Person> {
  const ip = nextIp();
  const { data, error, response } = await apiFor(context, ip).POST('/login', { body: { email, password } });
  if (!data) throw new Error(`Signing in ${email} answered ${response.status}: ${JSON.stringify(error)}`);
  return personFor(context, ip, data.data.user.name ?? email, email, data.data.user.id, data.data.token);
}

function personFor(context: SoakContext, ip: string, name: string, email: string, userId: string, token: string) {
  return { name, email, ip, userId, token, api: apiFor(context, ip, { authorization: `Bearer ${token}` }) };
}

/** The newest mail to `to` whose text matches, as a person waits for it in the dev mailbox. */
export async function mailTo(context: SoakContext, to: string, pattern: RegExp): Promise<RegExpExecArray> {
  const deadline = Date.now() + 20_000;
  for (;;) {
    const response = await send(context, `/dev/mailbox?to=${encodeURIComponent(to)}`);
    const mails = (await response.json()) as Array<{ text: string }>;
    for (const mail of mails) {
      const match = pattern.exec(mail.text);
      if (match) return match;
    }
    if (Date.now() > deadline) throw new Error(`No mail to ${to} matching ${pattern} arrived in 20 s.`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/** `/user-sign-up` → code → verified → the set-password link → a password → signed in. */
export async function registerCustomer(context: SoakContext, name: string): Promise<Person> {
  const ip = nextIp();
  const api = apiFor(context, ip);
  const email = `soak-customer-${randomUUID().slice(0, 8)}@example.test`;
  const started = await api.POST('/verify_email', {
    body: { name, email, phone: '(305) 555-0100', gender: 'other', dob: '1990-04-12', userType: 'customer' },
  });
  if (!started.data) throw new Error(`verify_email answered ${started.response.status}`);
  const [, code] = await mailTo(context, email, /\b(\d{6})\b/);
  const verified = await api.POST('/verify_otp_user', { body: { email, otp: code ?? '' } });
  if (!verified.data) throw new Error(`verify_otp_user answered ${verified.response.status}`);
  const [link] = await mailTo(context, email, /https?:\/\/\S+\/auth\/v1\/verify\?\S+/);
  const opened = await send(context, new URL(link).pathname + new URL(link).search, {
    headers: { 'x-forwarded-for': ip },
  });
  const hash = new URL(opened.headers.get('location') ?? '', context.url).hash.slice(1);
  const recoveryToken = new URLSearchParams(hash).get('access_token');
  if (!recoveryToken) throw new Error(`The set-password link answered ${opened.status} without a session.`);
  const password = await send(context, '/auth/v1/user', {
    method: 'PUT',
    headers: {
      apikey: ANON_KEY,
      authorization: `Bearer ${recoveryToken}`,
      'content-type': 'application/json',
      'x-forwarded-for': ip,
    },
    body: JSON.stringify({ password: DEMO_PASSWORD }),
  });
  if (!password.ok) throw new Error(`Setting the password answered ${password.status}`);
  return signIn(context, email);
}

/** A Miami business through every step of `/provider-sign-up`, paid with 4242…, then signed in. */
export async function registerProvider(
  context: SoakContext,
  { businessName, zipCode, addressLine1 }: { businessName: string; zipCode: string; addressLine1: string },
): Promise<Person & { businessName: string; zipCode: string }> {
  const ip = nextIp();
  const api = apiFor(context, ip);
  const email = `soak-provider-${randomUUID().slice(0, 8)}@example.test`;
  const started = await api.POST('/provider_registration', {
    body: {
      firstName: 'Sam',
      lastName: 'Soak',
      businessName,
      country: 'United States',
      categoryId: 1,
      subcategoryId: 5,
      serviceId: 6,
      phone: '(305) 555-0142',
      email,
    },
  });
  if (!started.data) throw new Error(`provider_registration answered ${started.response.status}`);
  const [, code] = await mailTo(context, email, /\b(\d{6})\b/);
  const verified = await api.POST('/provider_registration/verify', { body: { email, otp: code ?? '' } });
  if (!verified.data) throw new Error(`provider_registration/verify answered ${verified.response.status}`);
  const withToken = apiFor(context, ip, { [REGISTRATION_TOKEN_HEADER]: verified.data.token });
  const located = await withToken.PUT('/provider_registration/locations', {
    body: {
      businessName,
      numberOfLocations: '1',
      locations: [{ addressLine1, addressLine2: '', city: 'Miami', state: 'FL', zipCode, googleMyBusinessLink: '' }],
    },
  });
  if (!located.data) throw new Error(`provider_registration/locations answered ${located.response.status}`);
  const checkout = await withToken.POST('/provider_registration/checkout', {
    body: { planId: 'professional', addonPlanIds: [], interval: 'monthly' },
  });
  if (!checkout.data) throw new Error(`provider_registration/checkout answered ${checkout.response.status}`);
  const paid = await payLocally(context, checkout.data.data.sessionId, ip);
  if (paid.status !== 303) throw new Error(`Paying the registration answered ${paid.status}`);
  const session = await withToken.POST('/provider_registration/session', {});
  if (!session.data) throw new Error(`provider_registration/session answered ${session.response.status}`);
  const { user, token } = session.data.data;
  return { ...personFor(context, ip, user.name ?? businessName, email, user.id, token), businessName, zipCode };
}

/** The local checkout page's card form, submitted with the card that succeeds. */
export function payLocally(context: SoakContext, sessionId: string, ip: string): Promise<Response> {
  return send(context, `/checkout/${sessionId}/pay`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-forwarded-for': ip },
    body: new URLSearchParams({ ...VISA_SUCCEEDS }).toString(),
  });
}
