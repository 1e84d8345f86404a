/**
 * The advisory lock namespaces of the server, listed once so no two uses share one by accident.
 * Each is the first key of `pg_advisory_xact_lock(namespace, hashtext(…))` (or the only key of the
 * whole-database locks); the numbers are arbitrary but must be the same in every server process
 * sharing a database.
 */
export const ADVISORY_LOCKS = {
  /** Whole database: one process applies the migrations. */
  migrations: 7_301_942,
  /** Whole database: one process runs the seed. */
  seed: 7_301_948,
  /** Per e-mail address: the sign-in throttle's count and check. */
  signInAddress: 7_301_943,
  /** Per client address: the sign-in throttle's count and check. */
  signInClient: 7_301_944,
  /** Per rate-limit key: the count and the check are one step. */
  rateLimit: 7_301_945,
  /** Per customer: the upcoming-bookings cap. */
  bookingCap: 7_301_946,
  /** Per ZIP code and boost type: who takes one of its 2 slots. */
  boostSlots: 7_301_947,
  /** Per customer: the concerns raised an hour and a day. */
  concernQuota: 7_301_949,
  /** Per provider, customer and action: one lead event an hour. */
  leadEvent: 1_301_913,
} as const;
