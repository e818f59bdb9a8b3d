import { describe, expect, it, vi } from 'vitest';
import userEvent from '@testing-library/user-event';
import { AuthApiError } from '@supabase/supabase-js';
import { ChangePasswordSection } from '../../../src/features/account/change-password-section';
import { renderScreen, screen } from '../../support/render';

type Change = (currentPassword: string, newPassword: string) => Promise<void>;

async function renderChange(change: Change) {
  const user = userEvent.setup();
  await renderScreen(<ChangePasswordSection change={change} />, { path: '/account' });
  const form = screen.getByRole('form', { name: 'Change password' });
  const fields = {
    current: screen.getByLabelText(/^Current password/),
    next: screen.getByLabelText(/^New password/),
    confirm: screen.getByLabelText(/^Confirm new password/),
  };
  const fill = async (current: string, next: string, confirm = next) => {
    if (current) await user.type(fields.current, current);
    if (next) await user.type(fields.next, next);
    if (confirm) await user.type(fields.confirm, confirm);
  };
  const send = () => user.click(screen.getByRole('button', { name: 'Change password' }));
  return { form, fields, fill, send };
}

describe('Change password (issue 34, /account)', () => {
  it('changes it with the current and the new password, then clears the form and says so', async () => {
    const change = vi.fn<Change>(async () => {});
    const { fields, fill, send } = await renderChange(change);
    await fill('mokoro-123', 'delta-river-7');
    await send();
    expect(await screen.findByText('Your password was changed')).toBeInTheDocument();
    expect(change).toHaveBeenCalledWith('mokoro-123', 'delta-river-7');
    expect(fields.current).toHaveValue('');
    expect(fields.next).toHaveValue('');
    expect(fields.confirm).toHaveValue('');
  });

  it('Change password: a wrong current password is said on its field, in plain words, and nothing typed is lost', async () => {
    const change = vi.fn<Change>(async () => {
      throw new AuthApiError(
        'Current password required when setting new password.',
        400,
        'current_password_invalid',
      );
    });
    const { fields, fill, send } = await renderChange(change);
    await fill('not-my-password', 'delta-river-7');
    await send();
    expect(
      await screen.findByText(
        'The password was not changed. Your current password is not right. Check it and try again.',
      ),
    ).toBeInTheDocument();
    expect(fields.current).toHaveAccessibleDescription(/Your current password is not right/);
    expect(fields.current).toHaveValue('not-my-password');
    expect(fields.next).toHaveValue('delta-river-7');
    expect(fields.confirm).toHaveValue('delta-river-7');
  });

  it('Change password: the spec’s 6-character rule and a mismatch are said before anything is sent', async () => {
    const change = vi.fn<Change>(async () => {});
    const { fields, fill, send } = await renderChange(change);
    await fill('mokoro-123', 'abc12');
    await send();
    expect(await screen.findByText('Password must be at least 6 characters long')).toBeInTheDocument();
    await userEvent.clear(fields.next);
    await userEvent.type(fields.next, 'delta-river-7');
    await send();
    expect(await screen.findByText('Passwords do not match')).toBeInTheDocument();
    expect(fields.confirm).toHaveAccessibleDescription(/Passwords do not match/);
    expect(change).not.toHaveBeenCalled();
  });

  it('Change password: the same password, a session too old and no connection each say why, keeping the form', async () => {
    const change = vi.fn<Change>(async () => {
      throw new AuthApiError('Password update requires reauthentication', 400, 'reauthentication_needed');
    });
    const { fields, fill, send } = await renderChange(change);
    await fill('mokoro-123', 'mokoro-123');
    await send();
    expect(
      await screen.findByText('The new password is your current one. Choose a different one.'),
    ).toBeInTheDocument();
    expect(change).not.toHaveBeenCalled();
    await userEvent.clear(fields.next);
    await userEvent.clear(fields.confirm);
    await userEvent.type(fields.next, 'delta-river-7');
    await userEvent.type(fields.confirm, 'delta-river-7');
    await send();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The password was not changed. For your safety, the password can be changed only soon after signing in. Sign out, sign in again, then change it.',
    );
    change.mockImplementation(async () => {
      throw new TypeError('Failed to fetch');
    });
    await send();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      /^The password was not changed. Could not reach/,
    );
    expect(fields.current).toHaveValue('mokoro-123');
    expect(fields.confirm).toHaveValue('delta-river-7');
  });
});
