import { describe, expect, it } from 'vitest';
import {
  readPendingSignOuts,
  readStoredSession,
  removeStoredSession,
  writePendingSignOuts,
} from '../../../src/lib/supabase/auth-offline';
import {
  authStorageKey,
  hasPendingSignOuts,
  hasStoredSession,
  pendingSignOutsKey,
  readSessionToRenew,
} from '../../../src/lib/supabase/auth-storage';

const storage = (entries: Record<string, string>) => ({ getItem: (key: string) => entries[key] ?? null });

describe('hasStoredSession (issue 11: skip supabase-js when there is nothing to restore)', () => {
  it('is true for a session stored under the client’s storage key', () => {
    expect(hasStoredSession(storage({ [authStorageKey]: '{"access_token":"a"}' }), '')).toBe(true);
  });

  it('is false with nothing stored, or only another key', () => {
    expect(hasStoredSession(storage({}), '')).toBe(false);
    expect(hasStoredSession(storage({ 'sb-127-auth-token': '{}' }), '')).toBe(false);
  });

  it('is true for a confirmation link carrying the session in the URL fragment', () => {
    expect(hasStoredSession(storage({}), '#access_token=abc&refresh_token=def&type=signup')).toBe(true);
  });

  it('counts storage that throws as nothing stored', () => {
    const blocked = {
      getItem: () => {
        throw new DOMException('denied', 'SecurityError');
      },
    };
    expect(hasStoredSession(blocked, '')).toBe(false);
  });
});

/** A Storage stand-in over a Map (the browser's localStorage shape). */
function memoryStorage(entries: Record<string, string> = {}) {
  const map = new Map(Object.entries(entries));
  return {
    getItem: (key: string) => map.get(key) ?? null,
    setItem: (key: string, value: string) => void map.set(key, value),
    removeItem: (key: string) => void map.delete(key),
    map,
  };
}

describe('readStoredSession (issue 9: the session supabase-js keeps while offline)', () => {
  it('reads the stored session, and nothing from junk or a throwing storage', () => {
    const session = { access_token: 'a', refresh_token: 'r', expires_at: 1 };
    expect(readStoredSession(memoryStorage({ [authStorageKey]: JSON.stringify(session) }))).toEqual(session);
    expect(readStoredSession(memoryStorage({ [authStorageKey]: '{not json' }))).toBeNull();
    expect(readStoredSession(memoryStorage({ [authStorageKey]: '{"access_token":"a"}' }))).toBeNull();
    expect(
      readStoredSession({
        getItem: () => {
          throw new Error('SecurityError');
        },
      }),
    ).toBeNull();
  });

  it('removeStoredSession signs the device out (the session and its separate user entry)', () => {
    const storage = memoryStorage({ [authStorageKey]: '{}', [`${authStorageKey}-user`]: '{}', other: 'x' });
    removeStoredSession(storage);
    expect([...storage.map.keys()]).toEqual(['other']);
  });
});

describe('readSessionToRenew (issue 22: a returning person is signed in at once on the stored session)', () => {
  const stored = {
    access_token: 'a',
    refresh_token: 'r',
    token_type: 'bearer',
    expires_in: 3600,
    expires_at: 1_000, // long expired: supabase-js renews it behind the screen
    user: { id: 'u1', user_metadata: {} },
  };

  it('returns a stored session with a user, both tokens and both expiry fields, even when expired', () => {
    expect(readSessionToRenew(storage({ [authStorageKey]: JSON.stringify(stored) }))).toEqual(stored);
  });

  it('returns null for what cannot be renewed: no expiry fields, no refresh token, no user, no JSON', () => {
    const without = (key: keyof typeof stored) => {
      const copy: Partial<typeof stored> = { ...stored };
      delete copy[key];
      return storage({ [authStorageKey]: JSON.stringify(copy) });
    };
    for (const key of ['expires_at', 'expires_in', 'refresh_token', 'access_token', 'user'] as const)
      expect(readSessionToRenew(without(key))).toBeNull();
    expect(readSessionToRenew(storage({ [authStorageKey]: '{not json' }))).toBeNull();
    expect(readSessionToRenew(storage({}))).toBeNull();
    const blocked = {
      getItem: () => {
        throw new DOMException('denied', 'SecurityError');
      },
    };
    expect(readSessionToRenew(blocked)).toBeNull();
  });
});

describe('pending sign-outs (issue 9: Sign Out without signal tells the server later)', () => {
  it('keeps each refresh token once, oldest first, and removes the key when none are left', () => {
    const storage = memoryStorage();
    expect(readPendingSignOuts(storage)).toEqual([]);
    expect(hasPendingSignOuts(storage)).toBe(false);
    writePendingSignOuts(['r1', 'r2', 'r1'], storage);
    expect(hasPendingSignOuts(storage)).toBe(true);
    expect(readPendingSignOuts(storage)).toEqual(['r1', 'r2']);
    writePendingSignOuts([], storage);
    expect(storage.map.has(pendingSignOutsKey)).toBe(false);
  });

  it('ignores what is not a list of tokens', () => {
    expect(readPendingSignOuts(memoryStorage({ [pendingSignOutsKey]: '{"a":1}' }))).toEqual([]);
    expect(readPendingSignOuts(memoryStorage({ [pendingSignOutsKey]: '["r1", 2]' }))).toEqual(['r1']);
  });
});
