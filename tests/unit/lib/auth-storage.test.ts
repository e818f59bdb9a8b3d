import { describe, expect, it } from 'vitest';
import { authStorageKey, hasStoredSession } from '../../../src/lib/supabase/auth-storage';

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
