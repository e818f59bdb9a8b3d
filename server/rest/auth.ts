import type { IncomingMessage } from 'node:http';
import type { JWTPayload } from 'jose';
import { JwtError, verifyJwt } from '../auth/jwt.ts';
import { bearerToken } from '../http.ts';
import { RestError, jwtRefused } from './errors.ts';

/** Roles a request may run as (PostgREST's authenticator is a member of exactly these). */
export const REQUEST_ROLES = ['anon', 'authenticated', 'service_role'] as const;

/** The database role and `request.jwt.claims` of a REST request. */
export interface RequestIdentity {
  role: string;
  claims: Record<string, unknown>;
}

/**
 * Resolves who a REST request runs as, like PostgREST (Auth.hs): no bearer token → `anon` (an opaque
 * `sb_…` key never arrives here: the gateway swaps it for the apikey's token, see index.ts); otherwise the verified JWT's `role` claim (default anon)
 * with the claims as `request.jwt.claims`.
 * @throws RestError 401 PGRST301 (malformed, bad signature, wrong alg), PGRST303 (expired, bad claims),
 * 401 42501 for a role outside {@link REQUEST_ROLES} (the authenticator could not switch to it).
 */
export async function requestIdentity(req: IncomingMessage, jwtSecret: string): Promise<RequestIdentity> {
  const token = bearerToken(req);
  if (!token) return { role: 'anon', claims: { role: 'anon' } };
  let payload: JWTPayload;
  try {
    payload = await verifyJwt(token, jwtSecret);
  } catch (error) {
    if (!(error instanceof JwtError)) throw error;
    if (error.reason === 'expired') throw jwtRefused('PGRST303', 'JWT expired');
    if (error.reason === 'claims') throw jwtRefused('PGRST303', error.message);
    if (error.reason === 'malformed') throw jwtRefused('PGRST301', error.message);
    throw jwtRefused('PGRST301', 'JWT cryptographic operation failed');
  }
  const role = typeof payload.role === 'string' && payload.role !== '' ? payload.role : 'anon';
  if (!(REQUEST_ROLES as readonly string[]).includes(role)) {
    throw new RestError(401, '42501', `permission denied to set role "${role}"`, null, null, {
      'WWW-Authenticate': 'Bearer',
    });
  }
  return { role, claims: { ...payload, role } };
}
