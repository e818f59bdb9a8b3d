import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import userEvent from '@testing-library/user-event';
import { waitFor, within } from '@testing-library/react';
import { TeamScreen } from '../../../src/features/organization/team-screen';
import { teamWrites } from '../../../src/features/organization/team.data';
import type { LodgeMember } from '../../../src/lib/supabase/lodge-members';
import { commands, type CommandTable } from '../../../src/lib/offline/commands';
import { saveOrQueue } from '../../../src/lib/offline/queued-writes';
import { listOutbox, wipeOutbox } from '../../../src/lib/offline/outbox';
import { testLodge } from '../../support/lodge-fixtures';
import { renderScreen, screen } from '../../support/render';

/**
 * Issue 33 "what a person saw saved is saved": Team's role change goes through the one write path
 * (`saveOrQueue`, its server a fake): kept on this phone, the toast says so; answered, it says the
 * screen's words. (The fake-IndexedDB outbox runs this file on its own module graph.)
 */
const members = (): LodgeMember[] => [
  { userId: 'u-owner', fullName: 'Neo Kgosi', username: 'neo', role: 'owner' },
  { userId: 'u-staff', fullName: 'Kabo Sekgoma', username: 'kabo', role: 'staff' },
];
const person = { userId: 'u-owner', authorName: 'Neo Kgosi' };

/** The Team screen whose role changes go through `saveOrQueue` to a server that `send`s as given. */
async function renderTeam(send: CommandTable['member.setRole']['send']) {
  const table: CommandTable = { ...commands, 'member.setRole': { ...commands['member.setRole'], send } };
  await renderScreen(
    <TeamScreen
      data={{ members: members(), invitations: null }}
      lodge={testLodge('owner')}
      userId="u-owner"
      writes={{ ...teamWrites, changeRole: (change) => saveOrQueue('member.setRole', change, person, table) }}
    />,
    { path: '/organization/team' },
  );
}

/** Picks `option` in Kabo's Role list. */
async function pickKaboRole(option: string) {
  const user = userEvent.setup();
  const combobox = screen.getByRole('combobox', { name: 'Role of Kabo Sekgoma' });
  await user.click(combobox);
  await waitFor(() => expect(combobox.getAttribute('aria-controls')).toBeTruthy());
  const list = document.getElementById(combobox.getAttribute('aria-controls')!)!;
  await user.click(within(list).getByRole('option', { name: option, hidden: true }));
}

describe('Team: the words after a role change', () => {
  beforeEach(() => wipeOutbox());
  afterEach(() => wipeOutbox());

  it('bug: a role change kept on the phone (no answer) said "Kabo Sekgoma is now trustee" as if the lodge had it', async () => {
    await renderTeam(() => Promise.reject(new TypeError('Failed to fetch')));
    await pickKaboRole('Trustee');
    expect(await screen.findByText('Role change saved on this phone — waiting to send')).toBeVisible();
    expect(screen.queryByText('Kabo Sekgoma is now trustee')).toBeNull();
    expect(screen.getByRole('combobox', { name: 'Role of Kabo Sekgoma' })).toHaveValue('Trustee');
    expect((await listOutbox(person.userId)).map((command) => command.kind)).toEqual(['member.setRole']);
  });

  it('says "Kabo Sekgoma is now manager" once the lodge has the change', async () => {
    await renderTeam(async ({ opened, role }) => ({ saved: { ...opened, role } }));
    await pickKaboRole('Manager');
    expect(await screen.findByText('Kabo Sekgoma is now manager')).toBeVisible();
    expect(screen.queryByText(/waiting to send/)).toBeNull();
    expect(await listOutbox(person.userId)).toEqual([]);
  });
});
