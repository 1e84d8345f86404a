import { vi } from 'vitest';

/**
 * Waits until `check` passes (or answers without throwing) and gives its answer. The work waited
 * for happens after an answer or on another connection, so it takes what the machine has to spare:
 * vi.waitFor's own second ran out on a busy machine. The limit only catches a hang.
 */
export function eventually<T>(check: () => T | Promise<T>): Promise<T> {
  return vi.waitFor(check, { timeout: 20_000, interval: 20 });
}
