import { randomUUID } from 'node:crypto';
import type { IdentityRow, UserRow } from './user-store.ts';

/** GoTrue's JSON user (supabase/auth internal/models/user.go JSON tags; `?` fields omitted when null). */
export type UserJson = Record<string, unknown>;

function iso(value: Date | null | undefined): string | undefined {
  return value ? new Date(value).toISOString() : undefined;
}

/** Drops `undefined` entries, mirroring Go's `omitempty` on nullable times. */
function compact(object: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(object).filter(([, value]) => value !== undefined));
}

/** Serializes an identity as GoTrue does (`identity_id` = row id, `id` = provider id). */
export function identityJson(identity: IdentityRow): Record<string, unknown> {
  return compact({
    identity_id: identity.id,
    id: identity.provider_id,
    user_id: identity.user_id,
    identity_data: identity.identity_data,
    provider: identity.provider,
    last_sign_in_at: iso(identity.last_sign_in_at),
    created_at: iso(identity.created_at),
    updated_at: iso(identity.updated_at),
    email: identity.email ?? undefined,
  });
}

/** Serializes a user row with its identities into GoTrue's user object. */
export function userJson(user: UserRow, identities: IdentityRow[]): UserJson {
  return compact({
    id: user.id,
    aud: user.aud,
    role: user.role,
    email: user.email,
    email_confirmed_at: iso(user.email_confirmed_at),
    phone: user.phone ?? '',
    phone_confirmed_at: iso(user.phone_confirmed_at),
    confirmation_sent_at: iso(user.confirmation_sent_at),
    confirmed_at: iso(user.confirmed_at),
    invited_at: iso(user.invited_at),
    recovery_sent_at: iso(user.recovery_sent_at),
    new_email: user.email_change || undefined,
    email_change_sent_at: iso(user.email_change_sent_at),
    last_sign_in_at: iso(user.last_sign_in_at),
    app_metadata: user.raw_app_meta_data ?? {},
    user_metadata: user.raw_user_meta_data ?? {},
    identities: identities.map(identityJson),
    created_at: iso(user.created_at),
    updated_at: iso(user.updated_at),
    banned_until: iso(user.banned_until),
    is_anonymous: user.is_anonymous,
  });
}

/**
 * The decoy GoTrue returns when someone signs up with an already confirmed email while confirmations
 * are on (signup.go `sanitizeUser`): random id, empty role, no identities — indistinguishable from a
 * real pending sign-up, so addresses cannot be enumerated.
 */
export function obfuscatedUser(email: string, data: Record<string, unknown>): UserJson {
  const now = new Date().toISOString();
  return {
    id: randomUUID(),
    aud: 'authenticated',
    role: '',
    email,
    phone: '',
    confirmation_sent_at: now,
    app_metadata: { provider: 'email', providers: ['email'] },
    user_metadata: data,
    identities: [],
    created_at: now,
    updated_at: now,
    is_anonymous: false,
  };
}
