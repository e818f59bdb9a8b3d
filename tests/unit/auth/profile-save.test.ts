import { describe, expect, it, vi } from 'vitest';
import type { Profile } from '../../../machines/shared/auth-types';
import { USERNAME_TAKEN, USERNAME_TOO_SHORT } from '../../../machines/shared/profile-edits';
import { NETWORK_FAILURE_MESSAGE } from '../../../machines/shared/auth-types';
import { saveProfileEdits } from '../../../src/features/auth/profile-save';

const row: Profile = { id: 'u1', username: 'neo', full_name: 'Neo', avatar_url: null, updated_at: null };

describe('saveProfileEdits (issue 12: the one username rule, the account page’s words)', () => {
  it('sends id, username and full name, and returns the saved row', async () => {
    const update = vi.fn(async () => row);
    await expect(saveProfileEdits({ id: 'u1', username: 'neo', full_name: 'Neo' }, update)).resolves.toBe(
      row,
    );
    expect(update).toHaveBeenCalledWith({ id: 'u1', username: 'neo', full_name: 'Neo' });
  });

  it('never sends a username that breaks the rule', async () => {
    const update = vi.fn(async () => row);
    await expect(saveProfileEdits({ id: 'u1', username: 'ab', full_name: 'Neo' }, update)).rejects.toThrow(
      USERNAME_TOO_SHORT,
    );
    expect(update).not.toHaveBeenCalled();
  });

  it('words a taken username and a network failure', async () => {
    const taken = async () => {
      throw { code: '23505', message: 'duplicate key value violates unique constraint' };
    };
    await expect(saveProfileEdits({ id: 'u1', username: 'thabo', full_name: '' }, taken)).rejects.toThrow(
      USERNAME_TAKEN,
    );
    const offline = async () => {
      throw { message: 'TypeError: Failed to fetch' };
    };
    await expect(saveProfileEdits({ id: 'u1', username: 'thabo', full_name: '' }, offline)).rejects.toThrow(
      NETWORK_FAILURE_MESSAGE,
    );
  });
});
