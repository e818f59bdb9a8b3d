import { describe, expect, it, vi } from 'vitest';
import type { Profile } from '../../../machines/shared/auth-types';
import { USERNAME_TAKEN, USERNAME_TOO_SHORT } from '../../../machines/shared/profile-edits';
import { NETWORK_FAILURE_MESSAGE } from '../../../machines/shared/auth-types';
import { isProfileChanged } from '../../../machines/auth.machine';
import { saveProfileEdits } from '../../../src/features/auth/profile-save';

const row: Profile = { id: 'u1', username: 'neo', full_name: 'Neo', avatar_url: null, updated_at: null };
const edits = (username: string, full_name: string) => ({
  id: 'u1',
  username,
  full_name,
  opened: null,
  base: null,
});

describe('saveProfileEdits (issue 12: the one username rule, the account page’s words)', () => {
  it('sends id, username and full name, and returns the saved row', async () => {
    const update = vi.fn(async () => row);
    await expect(saveProfileEdits(edits('neo', 'Neo'), update)).resolves.toBe(row);
    expect(update).toHaveBeenCalledWith(edits('neo', 'Neo'));
  });

  it('never sends a username that breaks the rule', async () => {
    const update = vi.fn(async () => row);
    await expect(saveProfileEdits(edits('ab', 'Neo'), update)).rejects.toThrow(USERNAME_TOO_SHORT);
    expect(update).not.toHaveBeenCalled();
  });

  it('words a taken username and a network failure', async () => {
    const taken = async () => {
      throw { code: '23505', message: 'duplicate key value violates unique constraint' };
    };
    await expect(saveProfileEdits(edits('thabo', ''), taken)).rejects.toThrow(USERNAME_TAKEN);
    const offline = async () => {
      throw { message: 'TypeError: Failed to fetch' };
    };
    await expect(saveProfileEdits(edits('thabo', ''), offline)).rejects.toThrow(NETWORK_FAILURE_MESSAGE);
  });
});

describe('the stale-copy profile save (issue 33: a copy with an empty username erased "lorato")', () => {
  const copy: Profile = { ...row, username: null, updated_at: '2026-11-01T08:00:00+00:00' };
  const now: Profile = { ...row, username: 'lorato', updated_at: '2026-11-29T14:02:00+00:00' };

  it('an untouched username is not checked against the rule (the copy had none)', async () => {
    const update = vi.fn(async () => ({ ...copy, full_name: 'Neo K.' }));
    await saveProfileEdits({ id: 'u1', username: '', full_name: 'Neo K.', opened: copy, base: copy }, update);
    expect(update).toHaveBeenCalledTimes(1);
  });

  it('a row changed since the form opened: nothing is taken as saved, the row as it is now comes back', async () => {
    const update = vi.fn(async () => null);
    const current = vi.fn(async () => now);
    const failure = await saveProfileEdits(
      { id: 'u1', username: '', full_name: 'Neo K.', opened: copy, base: copy },
      update,
      current,
    ).catch((error: unknown) => error);
    expect(isProfileChanged(failure)).toBe(true);
    expect(failure).toMatchObject({ theirs: now });
    expect(current).toHaveBeenCalledWith('u1');
  });
});
