import { afterEach, describe, expect, it, vi } from 'vitest';
import userEvent from '@testing-library/user-event';
import { within } from '@testing-library/react';
import { RegisterScreen } from '../../../src/features/auth/register-screen';
import { renderScreen, screen } from '../../support/render';

/**
 * Issue 33, finding 4 "A wrong invite code at Register is ignored": the register form with its
 * production sign-up (src/features/auth/register-screen.tsx), the server answered by stand-ins for the
 * three data calls it makes (`invite_code_is_valid`, `is_username_available`, GoTrue's sign-up).
 */
const server = vi.hoisted(() => ({
  isInviteCodeValid: vi.fn<(code: string) => Promise<boolean>>(),
  isUsernameAvailable: vi.fn<(username: string) => Promise<boolean>>(),
  signUp: vi.fn<(details: Record<string, unknown>) => Promise<void>>(),
}));
vi.mock('../../../src/lib/supabase/lodge-invitations', () => ({
  isInviteCodeValid: server.isInviteCodeValid,
}));
vi.mock('../../../src/lib/supabase/profiles', () => ({ isUsernameAvailable: server.isUsernameAvailable }));
vi.mock('../../../src/lib/supabase/auth', () => ({ signUp: server.signUp }));

const REFUSED =
  'This invite code cannot be used: it is wrong, was already used, has expired or was withdrawn. Check it, or ask for a new one.';
const WAIT = 'Too many invite codes were checked from here. Wait 10 minutes, then try again.';

/** GoTrue's answer to a sign-up its trigger refused. */
const generic500 = () =>
  Object.assign(new Error('Database error saving new user'), {
    status: 500,
    name: 'AuthRetryableFetchError',
  });

async function register(code: string) {
  await renderScreen(<RegisterScreen />, { path: '/auth/register' });
  const user = userEvent.setup();
  const values: Array<[RegExp, string]> = [
    [/^Username/, 'lorato'],
    [/^Email/, 'lorato@lodge.bw'],
    [/^Password/, 'secret1'],
    [/^Confirm password/, 'secret1'],
    [/^Invite code/, code],
  ];
  for (const [label, value] of values) {
    await user.click(screen.getByLabelText(label, { selector: 'input' }));
    await user.paste(value);
  }
  await user.click(screen.getByRole('button', { name: 'Create Account' }));
}

const codeField = () => screen.getByLabelText(/^Invite code/, { selector: 'input' });

/** The refusal is on the Invite code field, everything typed is kept, and nothing says "successful". */
async function expectRefusedOnField(sentence: string, code: string) {
  expect(await screen.findByText(sentence)).toBeVisible();
  expect(codeField()).toHaveAttribute('aria-invalid', 'true');
  expect(codeField()).toHaveValue(code);
  expect(screen.getByLabelText(/^Email/, { selector: 'input' })).toHaveValue('lorato@lodge.bw');
  expect(screen.getByLabelText(/^Password/, { selector: 'input' })).toHaveValue('secret1');
  expect(screen.queryByText(/Registration successful/)).toBeNull();
  expect(screen.queryByText('Registration failed')).toBeNull();
  expect(screen.queryByText('Landed on /auth/login')).toBeNull();
  expect(screen.getByRole('button', { name: 'Create Account' })).toBeEnabled();
}

describe('A wrong invite code at Register is ignored (issue 33): now refused in words', () => {
  afterEach(() => vi.resetAllMocks());

  it('a code the check calls not valid is refused on its field, and no sign-up is sent', async () => {
    server.isUsernameAvailable.mockResolvedValue(true);
    server.isInviteCodeValid.mockResolvedValue(false);
    await register('ZZZZ-ZZZZ');
    await expectRefusedOnField(REFUSED, 'ZZZZ-ZZZZ');
    expect(server.isInviteCodeValid).toHaveBeenCalledWith('ZZZZ-ZZZZ');
    expect(server.signUp).not.toHaveBeenCalled();
  });

  it('a code refused by the sign-up itself (used meanwhile: GoTrue’s generic 500) is asked about again and worded', async () => {
    server.isUsernameAvailable.mockResolvedValue(true);
    server.isInviteCodeValid.mockResolvedValueOnce(true).mockResolvedValueOnce(false);
    server.signUp.mockRejectedValue(generic500());
    await register('abcd 2345');
    await expectRefusedOnField(REFUSED, 'abcd 2345');
    expect(server.signUp).toHaveBeenCalledTimes(1);
    expect(server.isInviteCodeValid).toHaveBeenCalledTimes(2);
    expect(screen.queryByText('Database error saving new user')).toBeNull();
  });

  it('too many checks says to wait, on the field', async () => {
    server.isUsernameAvailable.mockResolvedValue(true);
    server.isInviteCodeValid.mockRejectedValue({
      code: 'PT429',
      message: 'too_many_invite_code_checks',
      status: 429,
    });
    await register('ABCD-2345');
    await expectRefusedOnField(WAIT, 'ABCD-2345');
    expect(server.signUp).not.toHaveBeenCalled();
  });

  it('a good code is sent with the sign-up, which succeeds', async () => {
    server.isUsernameAvailable.mockResolvedValue(true);
    server.isInviteCodeValid.mockResolvedValue(true);
    server.signUp.mockResolvedValue(undefined);
    await register('ABCD-2345');
    expect(await screen.findByText('Landed on /auth/login')).toBeInTheDocument();
    expect(server.signUp).toHaveBeenCalledWith(expect.objectContaining({ inviteCode: 'ABCD-2345' }));
    expect(within(document.body).queryByText(REFUSED)).toBeNull();
  });
});
