import type { RealtimeChannel, SupabaseClient } from '@supabase/supabase-js';
import { openDb } from '../../db/open-db';
import { supabaseAs } from '../supabase-client';
import { admin, customer, provider, type World } from './soak-actors';
import { overCapacity, overviewMismatches, type ShownOverview, sentMailMissing } from './soak-checks';
import { Ledger } from './soak-ledger';
import { Metrics } from './soak-metrics';
import { registerCustomer, registerProvider, type SoakContext, signIn } from './soak-people';
import { type SoakDriver, startSoakServer } from './soak-server';

/** Health and readiness must answer within this, every second (issue 21). */
export const PROBE_LIMIT_MS = 1_000;
/** Where the readiness probe may live; the first that the server answers (not 404) is watched. */
const READINESS_PATHS = ['/api/v1/ready', '/api/v1/readiness', '/ready', '/readyz', '/health/ready'];

export interface SoakOptions {
  driver: SoakDriver;
  minutes: number;
  /** PostgreSQL only: the database the server is to use (a throwaway one: the soak writes to it). */
  databaseUrl?: string;
  log?: (line: string) => void;
  /** A probe slower than this fails the soak (default PROBE_LIMIT_MS, the issue's 1 s). */
  probeLimitMs?: number;
}

export interface SoakResult {
  /** The one line issue 21 asks for. */
  line: string;
  requests: number;
  errors5xx: number;
  maxHealthMs: number;
  hangs: number;
  lostWrites: number;
  rssStartMb: number;
  rssEndMb: number;
  /** Everything that failed, one sentence each; empty when the soak passed. */
  failures: string[];
  /** What is worth knowing but not a failure: refusals by request, what the readiness probe was. */
  notes: string[];
}

/**
 * One real server process on `driver`, driven for `minutes` by customers, providers and an admin
 * at once, with realtime subscribers listening and probes every second; then the checks.
 */
export async function runSoak({
  driver,
  minutes,
  databaseUrl,
  log = console.log,
  probeLimitMs = PROBE_LIMIT_MS,
}: SoakOptions): Promise<SoakResult> {
  const server = await startSoakServer({ driver, ...(databaseUrl ? { databaseUrl } : {}) });
  const failures: string[] = [];
  const notes: string[] = [];
  const metrics = new Metrics();
  const context: SoakContext = { url: server.url, metrics };
  const subscribers: SupabaseClient[] = [];
  try {
    const rssStartMb = server.rssMb();
    const readiness = await findReadiness(server.url);
    notes.push(readiness ? `readiness probed at ${readiness}` : 'no readiness probe found: health alone was probed');

    const [demoCustomer, demoProvider, demoAdmin] = await Promise.all([
      signIn(context, 'customer@demo.test'),
      signIn(context, 'provider@demo.test'),
      signIn(context, 'admin@demo.test'),
    ]);
    // The newcomers register side by side, as people do, so setup stays short beside `npm test`'s
    // half-minute soak.
    const [registeredCustomers, registeredProviders] = await Promise.all([
      Promise.all(['Casey Soak', 'Robin Soak', 'Alex Soak'].map((name) => registerCustomer(context, name))),
      Promise.all([
        registerProvider(context, {
          businessName: 'Soak Ortho Coral',
          zipCode: '33145',
          addressLine1: '2100 Coral Way',
        }),
        registerProvider(context, {
          businessName: 'Soak Ortho Brickell',
          zipCode: '33131',
          addressLine1: '100 SE 2nd St',
        }),
      ]),
    ]);
    const customers = [demoCustomer, ...registeredCustomers];
    const providers = [demoProvider, ...registeredProviders];
    log(
      `soak: ${driver} server at ${server.url} with ${customers.length} customers, ${providers.length} providers, 1 admin`,
    );

    const until = Date.now() + minutes * 60_000;
    const world: World = {
      ...context,
      ledger: new Ledger(),
      until,
      businesses: new Map(),
      pendingEvents: new Set(),
      notificationsSent: new Set(),
      customerIds: new Set(customers.map((person) => person.userId)),
      actionErrors: new Map(),
      actionsRun: new Map(),
    };
    const adminClient = supabaseAs(server.url, demoAdmin.token);
    subscribers.push(adminClient);
    const received = new Set<string>();
    let changesSeen = 0;
    await subscribed(
      adminClient,
      adminClient
        .channel('soak-admin')
        .on('postgres_changes', { event: 'INSERT', schema: 'public', table: 'system_notifications' }, (change) => {
          received.add(String((change.new as { id?: string }).id));
        }),
    );
    for (let index = 0; index < 3; index++) {
      const listener = supabaseAs(server.url, customers[index % customers.length]?.token);
      subscribers.push(listener);
      await subscribed(
        listener,
        listener
          .channel(`soak-listener-${index}`)
          .on('postgres_changes', { event: '*', schema: 'public', table: 'events' }, () => changesSeen++)
          .on('postgres_changes', { event: '*', schema: 'public', table: 'blogs' }, () => changesSeen++),
      );
    }

    const probes = probe(server.url, readiness, until, metrics, probeLimitMs);
    await Promise.all([
      ...customers.map((person) => customer(world, person)),
      ...providers.map((person) => provider(world, person)),
      admin(world, demoAdmin, adminClient),
      probes.done,
    ]);

    // The load has stopped: what the Overview shows now is what the rows must count.
    const shown: ShownOverview[] = [];
    for (const person of providers) {
      if (!(await answers(server.url))) {
        failures.push(`the Overview of ${person.email} was not read: the server does not answer`);
        continue;
      }
      try {
        const profile = await person.api.GET('/provider/profile');
        const overview = await person.api.GET('/provider/overview', { params: { query: { period: 365 } } });
        if (!profile.data || !overview.data) throw new Error(`${overview.response.status}`);
        shown.push({ providerId: profile.data.data.id, overview: overview.data.data });
      } catch (error) {
        failures.push(`the Overview of ${person.email} could not be read: ${messageOf(error)}`);
      }
    }
    await waitFor(() => [...world.notificationsSent].every((id) => received.has(id)), 5_000);
    const missed = [...world.notificationsSent].filter((id) => !received.has(id));
    if (missed.length > 0) {
      failures.push(
        `the admin's realtime subscription missed ${missed.length} of ${world.notificationsSent.size} notifications`,
      );
    }
    notes.push(
      `realtime: ${received.size} notifications to the admin, ${changesSeen} event and blog changes to 3 listeners`,
    );
    const rssEndMb = server.rssMb();
    for (const client of subscribers) await client.removeAllChannels().catch(() => undefined);

    const stopped = await server.terminate();
    if (stopped.exitedInMs === null) failures.push('SIGTERM: the server was still running 10 s later (killed)');
    else notes.push(`SIGTERM: exited with code ${stopped.code} in ${stopped.exitedInMs} ms`);
    if (stopped.code !== null && stopped.code !== 0)
      failures.push(`SIGTERM: the server exited with code ${stopped.code}`);

    let lostWrites = 0;
    try {
      const db = await openDb({
        databaseUrl: driver === 'postgres' ? databaseUrl : undefined,
        dataDir: server.dataDir,
      });
      try {
        const lost = await world.ledger.lostWrites(db);
        lostWrites = lost.length;
        for (const write of lost.slice(0, 20)) {
          failures.push(`lost write: ${write.what}: expected ${write.expected}, found ${write.found}`);
        }
        const kinds = [...world.ledger.kinds()].map(([kind, count]) => `${count} × ${kind}`).join(', ');
        notes.push(`ledger: ${world.ledger.size} things written, all checked (${kinds})`);
        failures.push(...(await overCapacity(db)));
        failures.push(...(await overviewMismatches(db, shown)));
        const mail = await sentMailMissing(db);
        if (mail === undefined) notes.push('no private.mail_outbox: the sent-mail check did not run');
        else failures.push(...mail);
      } finally {
        await db.close();
      }
    } catch (error) {
      failures.push(`the database could not be checked after the soak: ${messageOf(error)}`);
    }

    failures.push(
      ...counted(
        metrics.serverErrors.map((failure) => `5xx: ${failure.request} answered ${failure.status}: ${failure.message}`),
      ),
      ...counted(metrics.hangs.map((hang) => `no answer within 15 s: ${hang.request} (${hang.message})`)),
      ...counted(probes.failures),
    );
    const notRun = [...world.actionsRun].filter(([, count]) => count === 0).map(([what]) => what);
    if (notRun.length > 0) failures.push(`never carried out before the soak ended: ${notRun.join(', ')}`);
    notes.push(`actions: ${[...world.actionsRun].map(([what, count]) => `${count} × ${what}`).join(', ')}`);
    for (const [what, count] of world.actionErrors) notes.push(`${count} × ${what}`);
    for (const [what, count] of [...metrics.refusals].sort((a, b) => b[1] - a[1]).slice(0, 25)) {
      notes.push(`${count} × ${what}`);
    }
    const errorLog = server.errors().trim();
    if (errorLog) notes.push(`server error log (first 2,000 characters):\n${errorLog.slice(0, 2000)}`);

    const result = {
      requests: metrics.requests,
      errors5xx: metrics.serverErrors.length,
      maxHealthMs: probes.maxMs(),
      hangs: metrics.hangs.length,
      lostWrites,
      rssStartMb,
      rssEndMb,
    };
    if (result.maxHealthMs > probeLimitMs) failures.push(`the slowest probe took ${result.maxHealthMs} ms`);
    return {
      ...result,
      line: `soak: driver=${driver} minutes=${minutes} requests=${result.requests} errors_5xx=${result.errors5xx} max_health_ms=${result.maxHealthMs} hangs=${result.hangs} lost_writes=${lostWrites} rss_start_mb=${rssStartMb} rss_end_mb=${rssEndMb}`,
      failures,
      notes,
    };
  } finally {
    for (const client of subscribers) await client.removeAllChannels().catch(() => undefined);
    await server.terminate();
    server.remove();
  }
}

/** Repeated sentences once each, with how often they came. */
function counted(sentences: readonly string[]): string[] {
  const counts = new Map<string, number>();
  for (const sentence of sentences) counts.set(sentence, (counts.get(sentence) ?? 0) + 1);
  return [...counts].map(([sentence, count]) => (count > 1 ? `${count} × ${sentence}` : sentence));
}

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

async function answers(url: string): Promise<boolean> {
  try {
    const response = await fetch(`${url}/api/v1/health`, { signal: AbortSignal.timeout(5_000) });
    await response.body?.cancel();
    return response.ok;
  } catch {
    return false;
  }
}

async function findReadiness(url: string): Promise<string | undefined> {
  for (const path of READINESS_PATHS) {
    const response = await fetch(`${url}${path}`);
    const json = response.headers.get('content-type')?.includes('application/json') ?? false;
    await response.body?.cancel();
    // The app's page answers every other path with HTML: only a JSON answer is a probe.
    if (json && (response.status === 200 || response.status === 503)) return path;
  }
  return undefined;
}

/** Health (and readiness, when the server has it) once a second, each allowed `limitMs`. */
function probe(url: string, readiness: string | undefined, until: number, metrics: Metrics, limitMs: number) {
  const failures: string[] = [];
  let max = 0;
  const paths = ['/api/v1/health', ...(readiness ? [readiness] : [])];
  // A probe is waited for as long as any request (a slow one is timed, not cut off at 1 s), so
  // max_health_ms tells a slow server from a hung one.
  const once = async (path: string) => {
    const started = Date.now();
    try {
      const response = await metrics.send(new Request(`${url}${path}`));
      await response.body?.cancel();
      if (response.status !== 200) failures.push(`${path} answered ${response.status}`);
    } catch {
      // Counted as a hang by the metrics.
    } finally {
      const ms = Date.now() - started;
      max = Math.max(max, ms);
      if (ms > limitMs) failures.push(`${path} took over ${limitMs} ms`);
    }
  };
  const done = (async () => {
    const inFlight: Promise<void>[] = [];
    for (let tick = Date.now(); tick < until; tick += 1_000) {
      inFlight.push(...paths.map(once));
      await new Promise((resolve) => setTimeout(resolve, Math.max(0, tick + 1_000 - Date.now())));
    }
    await Promise.all(inFlight);
  })();
  return { done, failures, maxMs: () => max };
}

async function subscribed(client: SupabaseClient, channel: RealtimeChannel): Promise<void> {
  // The channel joins with the session's token only once the client has been given it.
  await client.realtime.setAuth();
  await new Promise<void>((resolve, reject) => {
    channel.subscribe((status, error) => {
      if (status === 'SUBSCRIBED') resolve();
      else if (status === 'CHANNEL_ERROR' || status === 'TIMED_OUT') {
        reject(new Error(`A realtime subscription failed: ${status} ${error?.message ?? ''}`));
      }
    });
  });
}

async function waitFor(condition: () => boolean, ms: number): Promise<void> {
  const deadline = Date.now() + ms;
  while (!condition() && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 100));
}
