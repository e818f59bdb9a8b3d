import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { provideSupabase } from '../../src/lib/supabase/client';
import type { Database } from '../../src/lib/supabase/database.ts';
import { fetchProfile, updateProfile } from '../../src/lib/supabase/profiles';
import { type TestBackend, confirmedUser, sharedTestBackend } from './harness.ts';

/**
 * Issue 33 "A stale copy overwrote the server": Account opened on the phone's old copy (Username
 * empty) and Save Changes made the server's username null. The app's data module against the backend:
 * a save writes only what differs from the row the form opened with, and only while the row is still
 * that version.
 */
let backend: TestBackend;
let userId: string;
let phone: SupabaseClient;
let otherPhone: SupabaseClient;

beforeAll(async () => {
  backend = await sharedTestBackend();
  const person = await confirmedUser(backend, 'lorato@profile-save.example.org', { full_name: 'Lorato' });
  userId = person.userId;
  phone = person.client;
  otherPhone = (await confirmedUser(backend, 'other@profile-save.example.org')).client;
  await otherPhone.auth.signInWithPassword({
    email: 'lorato@profile-save.example.org',
    password: 'correct-horse',
  });
});
afterAll(async () => {
  provideSupabase(null);
  await backend?.stop();
});

const as = (client: SupabaseClient) => provideSupabase(client as SupabaseClient<Database>);

describe('the stale-copy profile save (issue 33)', () => {
  it('a save from an old copy writes nothing and says the row changed; the username stays', async () => {
    as(phone);
    const copy = await fetchProfile(userId);
    // Another phone of the same person sets the username meanwhile.
    as(otherPhone);
    const now = await updateProfile({
      id: userId,
      username: 'lorato',
      full_name: copy.full_name ?? '',
      opened: copy,
      base: copy,
    });
    expect(now?.username).toBe('lorato');

    as(phone);
    const stale = await updateProfile({
      id: userId,
      username: '',
      full_name: 'Lorato S.',
      opened: copy,
      base: copy,
    });
    expect(stale).toBeNull();
    expect((await fetchProfile(userId)).username).toBe('lorato');
  });

  it('Keep mine over the newer version writes only the field that was edited', async () => {
    as(phone);
    const copy = { ...(await fetchProfile(userId)), username: null };
    const theirs = await fetchProfile(userId);
    const saved = await updateProfile({
      id: userId,
      username: '',
      full_name: 'Lorato Sebina',
      opened: copy,
      base: theirs,
    });
    expect(saved).toMatchObject({ username: 'lorato', full_name: 'Lorato Sebina' });
    expect(await fetchProfile(userId)).toMatchObject({ username: 'lorato', full_name: 'Lorato Sebina' });
  });

  it('nothing edited: nothing is sent and the version shown comes back', async () => {
    as(phone);
    const row = await fetchProfile(userId);
    const same = await updateProfile({
      id: userId,
      username: row.username ?? '',
      full_name: row.full_name ?? '',
      opened: row,
      base: row,
    });
    expect(same).toEqual(row);
    expect((await fetchProfile(userId)).updated_at).toBe(row.updated_at);
  });
});
