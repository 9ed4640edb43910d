// A token whose signature checked out is remembered until it expires: it must still
// expire on time, an altered copy must still be refused, and revocation must still be asked.
import { exportJWK, generateKeyPair, SignJWT } from 'jose';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createTokenVerifier } from './tokens.ts';

const ISSUER = 'http://localhost:3000';

async function setUp() {
  const { publicKey, privateKey } = await generateKeyPair('EdDSA', { crv: 'Ed25519' });
  const jwk = { ...(await exportJWK(publicKey)), kid: 'k1', alg: 'EdDSA' };
  const revoked = new Set<string>();
  const verifier = createTokenVerifier({
    loadJwks: async () => ({ keys: [jwk] }),
    issuer: ISSUER,
    audience: ISSUER,
    isRevoked: async ({ sessionId }) => revoked.has(sessionId),
  });
  const sign = (sessionId: string, expiresIn = '15m') =>
    new SignJWT({ sid: sessionId, name: 'Asha' })
      .setProtectedHeader({ alg: 'EdDSA', kid: 'k1' })
      .setSubject('u1')
      .setIssuer(ISSUER)
      .setAudience(ISSUER)
      .setIssuedAt()
      .setExpirationTime(expiresIn)
      .sign(privateKey);
  return { verifier, sign, revoked };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('a verified token is remembered until it expires', () => {
  it('is accepted again, and refused once its expiry has passed', async () => {
    const { verifier, sign } = await setUp();
    const token = await sign('s1', '15m');
    expect(await verifier.verify(token)).toMatchObject({ id: 'u1', name: 'Asha' });
    expect(await verifier.verify(token)).toMatchObject({ id: 'u1' });
    vi.useFakeTimers({ now: Date.now() + 16 * 60_000, toFake: ['Date'] });
    expect(await verifier.verify(token)).toBeNull();
  });

  it('does not let an altered copy of a remembered token through', async () => {
    const { verifier, sign } = await setUp();
    const token = await sign('s1');
    expect(await verifier.verify(token)).not.toBeNull();
    const [header, payload, signature] = token.split('.');
    const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString());
    const altered = Buffer.from(JSON.stringify({ ...claims, sub: 'u2' })).toString('base64url');
    expect(await verifier.verify(`${header}.${altered}.${signature}`)).toBeNull();
    // A character inside the signature, never its last two: an Ed25519 signature's last byte is
    // small, so its tail is often "AA" already, or differs only in bits base64url drops.
    const at = token.length - 10;
    const other = token[at] === 'A' ? 'B' : 'A';
    expect(await verifier.verify(`${token.slice(0, at)}${other}${token.slice(at + 1)}`)).toBeNull();
  });

  it('still refuses a remembered token once its session has ended', async () => {
    const { verifier, sign, revoked } = await setUp();
    const token = await sign('s1');
    expect(await verifier.verify(token)).not.toBeNull();
    revoked.add('s1');
    expect(await verifier.verify(token)).toBeNull();
  });
});
