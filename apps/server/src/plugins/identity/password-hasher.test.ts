import { hashPassword, verifyPassword } from 'better-auth/crypto';
import { describe, expect, it } from 'vitest';
import { workerPasswordHasher } from './password-hasher.ts';

describe('workerPasswordHasher', () => {
  const hasher = workerPasswordHasher(1);

  it("verifies Better Auth's own hashes, and Better Auth verifies its hashes", async () => {
    const existing = await hashPassword('correct-horse-7');
    expect(await hasher.verify({ hash: existing, password: 'correct-horse-7' })).toBe(true);
    expect(await hasher.verify({ hash: existing, password: 'correct-horse-8' })).toBe(false);

    const ours = await hasher.hash('Pässwörd-ﬁ-7');
    expect(ours).toMatch(/^[0-9a-f]{32}:[0-9a-f]{128}$/);
    expect(await verifyPassword({ hash: ours, password: 'Pässwörd-ﬁ-7' })).toBe(true);
    expect(await verifyPassword({ hash: ours, password: 'Passwort-fi-7' })).toBe(false);
  });

  it('hashes many passwords at once, each with its own salt', async () => {
    const hashes = await Promise.all(
      Array.from({ length: 6 }, (_, i) => hasher.hash(`password-${i}`)),
    );
    expect(new Set(hashes.map((h) => h.split(':')[0])).size).toBe(6);
    const checks = await Promise.all(
      hashes.map((hash, i) => hasher.verify({ hash, password: `password-${i}` })),
    );
    expect(checks).toEqual([true, true, true, true, true, true]);
  });
});
