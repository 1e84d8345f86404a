import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { loadOrCreateJwtSecret } from './jwt-secret';

describe('the generated JWT secret', () => {
  const dirs: string[] = [];
  const tempDir = () => {
    const dir = mkdtempSync(join(tmpdir(), 'ia-secret-'));
    dirs.push(dir);
    return dir;
  };
  afterEach(() => {
    for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
  });

  it('is made once, readable by its owner only, and reused', () => {
    const dataDir = join(tempDir(), 'data');
    const first = loadOrCreateJwtSecret(dataDir);
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(statSync(join(dataDir, 'jwt-secret')).mode & 0o777).toBe(0o600);
    expect(loadOrCreateJwtSecret(dataDir)).toBe(first);
    expect(readFileSync(join(dataDir, 'jwt-secret'), 'utf8')).toBe(first);
  });

  it('refuses a file holding too short a secret', () => {
    const dataDir = tempDir();
    writeFileSync(join(dataDir, 'jwt-secret'), 'short');
    expect(() => loadOrCreateJwtSecret(dataDir)).toThrow(/must hold at least 32 characters/);
  });
});
