import { describe, expect, it } from 'vitest';
import userEvent from '@testing-library/user-event';
import { waitFor, within } from '@testing-library/react';
import type { LodgeRole } from '../../../machines/shared/lodge-types';
import { TeamScreen } from '../../../src/features/organization/team-screen';
import type { TeamWrites } from '../../../src/features/organization/team.data';
import type { LodgeMember } from '../../../src/lib/supabase/lodge-members';
import type { PendingInvitation } from '../../../src/lib/supabase/lodge-invitations';
import { testLodge } from '../../support/lodge-fixtures';
import { renderScreen, screen } from '../../support/render';
import { importLazyModulesFirst } from '../../support/lazy-modules';

// The dialogs load lazily (the screen's budget); their first import is not part of any test's wait.
importLazyModulesFirst(
  () => import('../../../src/features/organization/invite-dialog'),
  () => import('../../../src/ui/confirm-delete-dialog'),
);

const members = (): LodgeMember[] => [
  { userId: 'u-owner', fullName: 'Neo Kgosi', username: 'neo', role: 'owner' },
  { userId: 'u-mgr', fullName: 'Mpho Dube', username: 'mpho', role: 'manager' },
  { userId: 'u-staff', fullName: 'Kabo Sekgoma', username: 'kabo', role: 'staff' },
];

function fakeTeam(overrides: Partial<TeamWrites> = {}) {
  const sent: unknown[][] = [];
  const writes: TeamWrites = {
    createInvitation: async (lodgeId, role) => {
      sent.push(['createInvitation', lodgeId, role]);
      return { code: 'K7QM-3XPA', role, expiresAt: '2026-11-30T10:00:00Z' };
    },
    changeRole: async ({ lodgeId, opened, role }) => {
      sent.push(['changeRole', lodgeId, opened.userId, role]);
      return { saved: { ...opened, role } };
    },
    stepDown: async (...args) => void sent.push(['stepDown', ...args]),
    removeMember: async (...args) => void sent.push(['removeMember', ...args]),
    loadInvitations: async () => [],
    revokeInvitation: async (...args) => void sent.push(['revokeInvitation', ...args]),
    ...overrides,
  };
  return { writes, sent };
}

async function renderTeam(
  role: LodgeRole,
  userId: string,
  fake = fakeTeam(),
  team: LodgeMember[] = members(),
  invitations: PendingInvitation[] | null = null,
) {
  await renderScreen(
    <TeamScreen
      data={{ members: team, invitations }}
      lodge={testLodge(role)}
      userId={userId}
      writes={fake.writes}
    />,
    {
      path: '/organization/team',
    },
  );
  return fake;
}

/** Opens a Mantine Select and picks an option from its own list (other Selects' lists stay mounted). */
async function pick(user: ReturnType<typeof userEvent.setup>, combobox: HTMLElement, option: string) {
  await user.click(combobox);
  await waitFor(() => expect(combobox.getAttribute('aria-controls')).toBeTruthy());
  const list = document.getElementById(combobox.getAttribute('aria-controls')!)!;
  await user.click(within(list).getByRole('option', { name: option, hidden: true }));
}

const memberRow = (name: RegExp) =>
  within(screen.getByRole('list', { name: 'Members' }))
    .getAllByRole('listitem')
    .find((item) => name.test(item.textContent ?? ''))!;

describe('TeamScreen (issue 8 /organization/team)', () => {
  it('lists members with name, @username and role', async () => {
    await renderTeam('staff', 'u-staff');
    const owner = memberRow(/Neo Kgosi/);
    expect(within(owner).getByText('@neo')).toBeInTheDocument();
    expect(within(owner).getByText('Owner')).toBeInTheDocument();
    expect(within(memberRow(/Kabo Sekgoma/)).getByText('Kabo Sekgoma (you)')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Invite someone' })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Remove/ })).toBeNull();
  });

  it('invites someone: Role → an XXXX-XXXX code with Copy', async () => {
    const user = userEvent.setup();
    const fake = await renderTeam('manager', 'u-mgr');
    await user.click(screen.getByRole('button', { name: 'Invite someone' }));
    const dialog = await screen.findByRole('dialog', { name: 'Invite someone' });
    await pick(user, within(dialog).getByRole('combobox', { name: /Role/ }), 'Trustee');
    await user.click(within(dialog).getByRole('button', { name: 'Create invite code' }));
    expect(await within(dialog).findByLabelText('Invite code')).toHaveTextContent('K7QM-3XPA');
    // Issue 34: new people join with the code when registering, not only from Account.
    expect(dialog).toHaveTextContent('They enter it when registering, or under Join a lodge');
    expect(within(dialog).getByRole('button', { name: 'Copy' })).toBeInTheDocument();
    expect(fake.sent).toEqual([['createInvitation', 'lodge-1', 'trustee']]);
  });

  it('says why when no code could be made, and keeps the chosen role', async () => {
    const user = userEvent.setup();
    await renderTeam(
      'manager',
      'u-mgr',
      fakeTeam({
        createInvitation: async () => {
          throw new Error('Failed to fetch');
        },
      }),
    );
    await user.click(screen.getByRole('button', { name: 'Invite someone' }));
    const dialog = await screen.findByRole('dialog', { name: 'Invite someone' });
    await user.click(within(dialog).getByRole('button', { name: 'Create invite code' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      /No code was made. Could not reach the server.*Nothing you typed was lost./, // issue 12: network errors in words
    );
    expect(within(dialog).getByRole('combobox', { name: /Role/ })).toHaveValue('Staff');
  });

  it("changes a member's role and removes a member", async () => {
    const user = userEvent.setup();
    const fake = await renderTeam('owner', 'u-owner');
    await pick(user, screen.getByRole('combobox', { name: 'Role of Kabo Sekgoma' }), 'Manager');
    await waitFor(() => expect(fake.sent).toContainEqual(['changeRole', 'lodge-1', 'u-staff', 'manager']));
    expect(screen.getByRole('combobox', { name: 'Role of Kabo Sekgoma' })).toHaveValue('Manager');

    await user.click(screen.getByRole('button', { name: 'Remove Mpho Dube' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove Mpho Dube?' });
    await user.click(within(dialog).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.queryByText('Mpho Dube')).toBeNull();
    expect(fake.sent).toContainEqual(['removeMember', 'lodge-1', 'u-mgr']);
  });

  it('offers a manager no way to change or remove an owner', async () => {
    await renderTeam('manager', 'u-mgr');
    expect(screen.queryByRole('button', { name: 'Remove Neo Kgosi' })).toBeNull();
    expect(screen.queryByRole('combobox', { name: 'Role of Neo Kgosi' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Remove Kabo Sekgoma' })).toBeInTheDocument();
  });

  it('keeps the remove dialog open with the reason when the server refuses', async () => {
    const user = userEvent.setup();
    await renderTeam(
      'owner',
      'u-owner',
      fakeTeam({
        removeMember: async () => {
          throw Object.assign(new Error('last_owner'), { code: '42501' });
        },
      }),
    );
    await user.click(screen.getByRole('button', { name: 'Remove Mpho Dube' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove Mpho Dube?' });
    await user.click(within(dialog).getByRole('button', { name: 'Remove' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('A lodge needs at least one owner.');
  });

  it('makes someone an owner only after confirming, and never from the Role list', async () => {
    const user = userEvent.setup();
    const team = [
      ...members(),
      { userId: 'u-lorato', fullName: 'Lorato Sebina', username: 'lorato', role: 'manager' as const },
    ];
    const fake = await renderTeam('owner', 'u-owner', fakeTeam(), team);
    await user.click(screen.getByRole('combobox', { name: 'Role of Lorato Sebina' }));
    const list = document.getElementById(
      screen.getByRole('combobox', { name: 'Role of Lorato Sebina' }).getAttribute('aria-controls')!,
    )!;
    expect(
      within(list)
        .getAllByRole('option', { hidden: true })
        .map((o) => o.textContent),
    ).toEqual(['Manager', 'Staff', 'Trustee']);
    await user.keyboard('{Escape}');

    await user.click(screen.getByRole('button', { name: 'Make Lorato Sebina an owner' }));
    const dialog = await screen.findByRole('dialog', { name: 'Make Lorato an owner?' });
    expect(dialog).toHaveTextContent('Owners can change everything, including who else is an owner');
    expect(fake.sent).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Make owner' }));
    await waitFor(() => expect(fake.sent).toContainEqual(['changeRole', 'lodge-1', 'u-lorato', 'owner']));
  });

  it('offers an owner no way to change or remove another owner', async () => {
    const team: LodgeMember[] = [
      ...members(),
      { userId: 'u-o2', fullName: 'Lorato Sebina', username: 'lorato', role: 'owner' },
    ];
    await renderTeam('owner', 'u-owner', fakeTeam(), team);
    expect(screen.queryByRole('button', { name: 'Remove Lorato Sebina' })).toBeNull();
    expect(screen.queryByRole('combobox', { name: 'Role of Lorato Sebina' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Step down as owner' })).toBeInTheDocument();
  });

  it('issue 33: a role someone changed meanwhile is not overwritten — both shown, Keep mine sends it over theirs', async () => {
    const user = userEvent.setup();
    const v1 = '2026-11-29T13:00:00.000Z';
    const v2 = '2026-11-29T14:02:00.000Z';
    const seen: (string | null)[] = [];
    const team = members().map((m) => ({ ...m, updatedAt: v1 }));
    const fake = fakeTeam({
      changeRole: async ({ opened, role, seen: version }) => {
        seen.push(version);
        return version === v1
          ? { theirs: { row: { ...opened, role: 'trustee', updatedAt: v2 }, byName: 'Kagiso', at: v2 } }
          : { saved: { ...opened, role, updatedAt: '2026-11-29T14:05:00.000Z' } };
      },
    });
    await renderTeam('owner', 'u-owner', fake, team);
    const role = screen.getByRole('combobox', { name: 'Role of Kabo Sekgoma' });
    await pick(user, role, 'Manager');

    const row = memberRow(/Kabo Sekgoma/);
    const alert = await within(row).findByRole('alert');
    expect(alert).toHaveTextContent(/Kagiso changed this at \d\d:\d\d: Trustee/);
    expect(alert).toHaveTextContent('Yours: Manager');
    // What the person picked stays picked.
    expect(role).toHaveValue('Manager');

    await user.click(within(row).getByRole('button', { name: 'Keep mine' }));
    await waitFor(() => expect(within(row).queryByRole('alert')).toBeNull());
    expect(seen).toEqual([v1, v2]);
    expect(role).toHaveValue('Manager');
  });

  it('issue 33: Take theirs shows the role as the other person left it, nothing sent', async () => {
    const user = userEvent.setup();
    const v2 = '2026-11-29T14:02:00.000Z';
    let calls = 0;
    const fake = fakeTeam({
      changeRole: async ({ opened }) => {
        calls += 1;
        return { theirs: { row: { ...opened, role: 'trustee', updatedAt: v2 }, byName: 'Kagiso', at: v2 } };
      },
    });
    await renderTeam('owner', 'u-owner', fake);
    await pick(user, screen.getByRole('combobox', { name: 'Role of Kabo Sekgoma' }), 'Manager');
    const row = memberRow(/Kabo Sekgoma/);
    await user.click(await within(row).findByRole('button', { name: 'Take theirs' }));
    await waitFor(() => expect(within(row).queryByRole('alert')).toBeNull());
    expect(screen.getByRole('combobox', { name: 'Role of Kabo Sekgoma' })).toHaveValue('Trustee');
    expect(calls).toBe(1);
  });

  it('does not offer the last owner to step down', async () => {
    await renderTeam('owner', 'u-owner');
    expect(screen.queryByRole('button', { name: 'Step down as owner' })).toBeNull();
  });

  it('lists pending invitations with role and expiry, and revokes one', async () => {
    const user = userEvent.setup();
    const fake = await renderTeam('manager', 'u-mgr', fakeTeam(), members(), [
      { id: 'inv-1', code: 'K7QM-3XPA', role: 'staff', expiresAt: '2026-11-30T10:00:00Z' },
    ]);
    const section = screen.getByRole('region', { name: 'Pending invitations' });
    expect(section).toHaveTextContent('K7QM-3XPA');
    expect(section).toHaveTextContent(/Staff · until Mon 30 Nov/);
    await user.click(within(section).getByRole('button', { name: 'Revoke code K7QM-3XPA' }));
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Pending invitations' })).toBeNull());
    expect(fake.sent).toContainEqual(['revokeInvitation', 'inv-1']);
  });
});
