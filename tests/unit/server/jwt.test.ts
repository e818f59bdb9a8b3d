import { SignJWT } from 'jose';
import { JwtError, apiKeys, signJwt, verifyJwt } from '../../../server/auth/jwt.ts';

const secret = 'unit-test-secret-unit-test-secret-0123456789';
const key = new TextEncoder().encode(secret);
const now = () => Math.floor(Date.now() / 1000);

function b64(value: unknown): string {
  return Buffer.from(JSON.stringify(value)).toString('base64url');
}

async function reason(token: string): Promise<string> {
  try {
    await verifyJwt(token, secret);
    return 'accepted';
  } catch (error) {
    return error instanceof JwtError ? error.reason : 'other';
  }
}

describe('JWT verification (HS256 only)', () => {
  it('accepts a token signed with the secret and returns its claims', async () => {
    const token = await signJwt({ sub: 'u1', role: 'authenticated', exp: now() + 60 }, secret);
    expect(token.split('.')[0]).toBe(b64({ alg: 'HS256', typ: 'JWT' }));
    await expect(verifyJwt(token, secret)).resolves.toMatchObject({ sub: 'u1', role: 'authenticated' });
  });

  it('refuses an expired token', async () => {
    const token = await signJwt({ sub: 'u1', exp: now() - 1 }, secret);
    expect(await reason(token)).toBe('expired');
  });

  it('refuses a bad signature', async () => {
    const token = await new SignJWT({ sub: 'u1' })
      .setProtectedHeader({ alg: 'HS256' })
      .sign(new TextEncoder().encode('another-secret-another-secret-another'));
    expect(await reason(token)).toBe('signature');
  });

  it('refuses alg none and other algorithms', async () => {
    const none = `${b64({ alg: 'none', typ: 'JWT' })}.${b64({ sub: 'u1', role: 'service_role' })}.`;
    expect(await reason(none)).not.toBe('accepted');
    const hs512 = await new SignJWT({ sub: 'u1' }).setProtectedHeader({ alg: 'HS512' }).sign(key);
    expect(await reason(hs512)).not.toBe('accepted');
  });

  it('refuses tokens that are not three parts', async () => {
    expect(await reason('abc.def')).toBe('malformed');
    expect(await reason('not a token')).toBe('malformed');
  });

  it('makes anon and service_role keys like the Supabase CLI, stable for a secret', async () => {
    const keys = await apiKeys(secret);
    await expect(verifyJwt(keys.anonKey, secret)).resolves.toEqual({
      iss: 'supabase-demo',
      role: 'anon',
      exp: 1983812996,
    });
    await expect(verifyJwt(keys.serviceRoleKey, secret)).resolves.toMatchObject({ role: 'service_role' });
    expect(await apiKeys(secret)).toEqual(keys);
  });
});
