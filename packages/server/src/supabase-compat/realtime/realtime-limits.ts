/**
 * What one client may hold of /realtime/v1, so that no client can stall or crowd out the others
 * (docs/realtime-limits.md). Supabase Realtime has the same kinds of limits (channels per client,
 * concurrent users, joins per second) and refuses with the reasons below, which clients match on.
 */
export interface RealtimeLimits {
  /** Channels one socket may have joined at once. */
  channelsPerSocket: number;
  /** `postgres_changes` entries one channel may list. */
  changesPerChannel: number;
  /** Open sockets from one client address (TRUST_PROXY decides what the address is). */
  socketsPerAddress: number;
  /** Sockets that have joined a channel as one signed-in user. */
  socketsPerUser: number;
  /** Joins one client address may make in a burst… */
  joinBurst: number;
  /** …and the rate at which that allowance comes back, per second. */
  joinsPerSecond: number;
}

export const DEFAULT_REALTIME_LIMITS: RealtimeLimits = {
  channelsPerSocket: 100,
  changesPerChannel: 20,
  socketsPerAddress: 20,
  socketsPerUser: 20,
  joinBurst: 100,
  joinsPerSecond: 10,
};

/** The refusals, worded as Supabase Realtime words them (its `phx_reply` error `reason`). */
export const TOO_MANY_CHANNELS = 'ChannelRateLimitReached: Too many channels';
export const TOO_MANY_JOINS = 'ClientJoinRateLimitReached: Too many joins per second';
export const TOO_MANY_CONNECTIONS = 'ConnectionRateLimitReached: Too many connected users';

/** Entries kept for addresses whose allowance is full again are dropped past this many. */
const MAX_IDLE_BUCKETS = 1000;

/**
 * Joins per client address as a token bucket: `joinBurst` at once (a page that opens its channels,
 * a reconnect that rejoins them all), then `joinsPerSecond`. Time comes from the injected clock.
 */
export function joinBudget(limits: RealtimeLimits, now: () => Date) {
  const buckets = new Map<string, { tokens: number; at: number }>();
  const refilled = (bucket: { tokens: number; at: number }, at: number) =>
    Math.min(limits.joinBurst, bucket.tokens + ((at - bucket.at) / 1000) * limits.joinsPerSecond);
  return {
    /** Spends one join of `address`; false when none is left. */
    take(address: string): boolean {
      const at = now().getTime();
      if (buckets.size > MAX_IDLE_BUCKETS) {
        for (const [key, bucket] of buckets) if (refilled(bucket, at) >= limits.joinBurst) buckets.delete(key);
      }
      const bucket = buckets.get(address) ?? { tokens: limits.joinBurst, at };
      const tokens = refilled(bucket, at);
      if (tokens < 1) {
        buckets.set(address, { tokens, at });
        return false;
      }
      buckets.set(address, { tokens: tokens - 1, at });
      return true;
    },
  };
}

/** How many of something each key holds (sockets per address, per user), with a ceiling. */
export function countedSets<T>(limit: number) {
  const sets = new Map<string, Set<T>>();
  return {
    /** Adds `item` under `key` unless the key is full; true when it is (or already was) there. */
    add(key: string, item: T): boolean {
      const set = sets.get(key) ?? new Set<T>();
      if (set.has(item)) return true;
      if (set.size >= limit) return false;
      set.add(item);
      sets.set(key, set);
      return true;
    },
    remove(key: string, item: T): void {
      const set = sets.get(key);
      if (!set) return;
      set.delete(item);
      if (set.size === 0) sets.delete(key);
    },
  };
}
