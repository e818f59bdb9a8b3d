import type { IncomingMessage } from 'node:http';
import { AuthError, authErrorBody } from '../../../server/auth/errors.ts';
import { decideRefresh } from '../../../server/auth/sessions.ts';
import { checkPassword, normalizeEmail, safeRedirect } from '../../../server/auth/validate.ts';
import { fromPgError, isPgError, notSingular, pgErrorStatus } from '../../../server/rest/errors.ts';

function pgError(code: string, message: string, detail?: string): Error {
  return Object.assign(new Error(message), { code, detail });
}

describe('PostgREST error mapping', () => {
  it('maps SQLSTATEs to PostgREST statuses', () => {
    expect(pgErrorStatus('42501', 'anon')).toBe(401);
    expect(pgErrorStatus('42501', 'authenticated')).toBe(403);
    expect(pgErrorStatus('23505', 'authenticated')).toBe(409);
    expect(pgErrorStatus('23503', 'authenticated')).toBe(409);
    expect(pgErrorStatus('23514', 'authenticated')).toBe(400);
    expect(pgErrorStatus('23502', 'authenticated')).toBe(400);
    expect(pgErrorStatus('22P02', 'authenticated')).toBe(400);
    expect(pgErrorStatus('42P01', 'authenticated')).toBe(404);
    expect(pgErrorStatus('25006', 'anon')).toBe(405);
  });

  it('builds {code, message, details, hint} from a database error', () => {
    const error = pgError(
      '23505',
      'duplicate key value violates unique constraint "profiles_username_key"',
      'Key exists.',
    );
    expect(isPgError(error)).toBe(true);
    const mapped = fromPgError(error as never, 'authenticated');
    expect(mapped.status).toBe(409);
    expect(mapped.body).toEqual({
      code: '23505',
      message: 'duplicate key value violates unique constraint "profiles_username_key"',
      details: 'Key exists.',
      hint: null,
    });
    expect(fromPgError(pgError('42501', 'permission denied') as never, 'anon').headers).toHaveProperty(
      'WWW-Authenticate',
    );
  });

  it('words PGRST116 as PostgREST 13', () => {
    expect(notSingular(0).body).toEqual({
      code: 'PGRST116',
      message: 'Cannot coerce the result to a single JSON object',
      details: 'The result contains 0 rows',
      hint: null,
    });
  });
});

describe('GoTrue error shapes', () => {
  const withVersion = { headers: { 'x-supabase-api-version': '2024-01-01' } } as unknown as IncomingMessage;
  const legacy = { headers: {} } as unknown as IncomingMessage;

  it('uses {code, message} with the API version header and {code: status, error_code, msg} without', () => {
    const error = new AuthError(400, 'invalid_credentials', 'Invalid login credentials');
    expect(authErrorBody(withVersion, error)).toEqual({
      code: 'invalid_credentials',
      error_code: 'invalid_credentials',
      message: 'Invalid login credentials',
    });
    expect(authErrorBody(legacy, error)).toEqual({
      code: 400,
      error_code: 'invalid_credentials',
      msg: 'Invalid login credentials',
    });
    expect(error.headers).toEqual({ 'x-sb-error-code': 'invalid_credentials' });
  });

  it('rejects weak and over-long passwords and bad emails like GoTrue', () => {
    expect(() => checkPassword('12345')).toThrow(
      expect.objectContaining({ status: 422, code: 'weak_password' }),
    );
    expect(() => checkPassword('x'.repeat(73))).toThrow(
      expect.objectContaining({ status: 400, code: 'validation_failed' }),
    );
    expect(normalizeEmail('  Ann@Example.ORG ')).toBe('ann@example.org');
    expect(() => normalizeEmail('')).toThrow('An email address is required');
    expect(() => normalizeEmail('nope')).toThrow(expect.objectContaining({ code: 'validation_failed' }));
  });

  it('only redirects to the site or loopback hosts', () => {
    const site = 'http://localhost:5173';
    expect(safeRedirect('http://localhost:5173/welcome', site)).toBe('http://localhost:5173/welcome');
    expect(safeRedirect('http://127.0.0.1:4173/', site)).toBe('http://127.0.0.1:4173/');
    expect(safeRedirect('https://evil.example/', site)).toBe(site);
    expect(safeRedirect('javascript:alert(1)', site)).toBe(site);
    expect(safeRedirect(null, site)).toBe(site);
  });
});

describe('refresh token reuse rules (GoTrue RefreshTokenGrant)', () => {
  const now = new Date('2026-11-20T12:00:00Z');
  const revokedAt = (secondsAgo: number) => new Date(now.getTime() - secondsAgo * 1000);

  it('rotates a live token', () => {
    expect(decideRefresh({ token: 'a', revoked: false, updated_at: now }, undefined, now, 10)).toBe('rotate');
  });

  it('returns the active token when the presented one is its parent', () => {
    expect(
      decideRefresh({ token: 'a', revoked: true, updated_at: revokedAt(60) }, { parent: 'a' }, now, 10),
    ).toBe('return-active');
  });

  it('allows reuse within the interval and refuses it after', () => {
    const active = { parent: 'b' };
    expect(decideRefresh({ token: 'a', revoked: true, updated_at: revokedAt(5) }, active, now, 10)).toBe(
      'rotate',
    );
    expect(decideRefresh({ token: 'a', revoked: true, updated_at: revokedAt(11) }, active, now, 10)).toBe(
      'reuse-denied',
    );
  });
});
