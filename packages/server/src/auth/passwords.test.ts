import { readdirSync, readFileSync } from 'node:fs';
import bcrypt from 'bcryptjs';
import { describe, expect, it } from 'vitest';
import { createPasswordHashing } from './password-hashing';
import { hashPassword, verifyPassword } from './passwords';

/** The niceness of each thread of this process by thread id (Linux keeps it per thread). */
function threadNiceness(): Map<string, number> {
  return new Map(
    readdirSync('/proc/self/task').map((tid) => {
      const stat = readFileSync(`/proc/self/task/${tid}/stat`, 'utf8');
      return [tid, Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[16])];
    }),
  );
}

describe('passwords', () => {
  it('hashes with argon2id and checks the password, a wrong one and a damaged hash', async () => {
    const hash = await hashPassword('Correct-horse-1');
    expect(hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(await verifyPassword('Correct-horse-1', hash)).toEqual({ ok: true, rehash: undefined });
    expect(await verifyPassword('correct-horse-1', hash)).toEqual({ ok: false });
    expect(await verifyPassword('Correct-horse-1', `${hash.slice(0, -6)}AAAAAA`)).toEqual({ ok: false });
    expect(await verifyPassword('Correct-horse-1', '$argon2id$nonsense')).toEqual({ ok: false });
    expect(await verifyPassword('Correct-horse-1', null)).toEqual({ ok: false });
  });

  it('still checks bcrypt hashes, and offers an argon2id one in their place', async () => {
    const old = await bcrypt.hash('Old-password-1', 4);
    const check = await verifyPassword('Old-password-1', old);
    expect(check).toEqual({ ok: true, rehash: expect.stringMatching(/^\$argon2id\$/) });
    if (!check.ok || !check.rehash) throw new Error('No rehash.');
    expect(await verifyPassword('Old-password-1', check.rehash)).toEqual({ ok: true, rehash: undefined });
    expect(await verifyPassword('old-password-1', old)).toEqual({ ok: false });
  });

  it('hashes on threads of their own below the event loop’s priority, one per two cores at most', async () => {
    const hashing = createPasswordHashing(1);
    // Threads are told apart by id: servers of earlier files in this worker may still be ending
    // their own hashing threads, so a count of niced threads can fall while this one starts.
    const before = new Set(threadNiceness().keys());
    const hashes = await Promise.all(
      Array.from({ length: 4 }, (_, i) =>
        hashing.hash(`password-${i}`, { memoryCost: 1024, timeCost: 1, parallelism: 1 }),
      ),
    );
    expect(new Set(hashes).size).toBe(4);
    // One more thread, niced to 10; the event loop's thread keeps niceness 0.
    const after = threadNiceness();
    const started = [...after].filter(([tid, nice]) => !before.has(tid) && nice === 10);
    expect(started).toHaveLength(1);
    expect(after.get(String(process.pid))).toBe(0);
  });
});
