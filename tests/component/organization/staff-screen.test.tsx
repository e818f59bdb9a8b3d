import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { notifications } from '@mantine/notifications';
import userEvent from '@testing-library/user-event';
import { act, waitFor, within } from '@testing-library/react';
import dayjs from 'dayjs';
import { NETWORK_FAILURE_MESSAGE } from '../../../machines/shared/auth-types';
import type { LodgeRole } from '../../../machines/shared/lodge-types';
import type { StaffMember } from '../../../src/data/staff';
import { StaffScreen } from '../../../src/features/organization/staff-screen';
import type { StaffPageData, StaffWrites } from '../../../src/features/organization/staff.data';
import type { LodgeMember } from '../../../src/lib/supabase/lodge-members';
import { testLodge, testStaff } from '../../support/lodge-fixtures';
import { renderScreen, screen } from '../../support/render';
import { importLazyModulesFirst } from '../../support/lazy-modules';
import { COPY_FORM_MARK, showPhoneCopy, showServerRows, touched } from '../../support/copy-form';
import { staffDetailsOf } from '../../../src/lib/supabase/staff-members';

// The dialogs load lazily; their first import is not part of any test's wait.
importLazyModulesFirst(
  () => import('../../../src/features/organization/staff-member-dialog'),
  () => import('../../../src/ui/confirm-delete-dialog'),
);

const today = dayjs().format('YYYY-MM-DD');
const tomorrow = dayjs().add(1, 'day').format('YYYY-MM-DD');

const members = (): LodgeMember[] => [
  { userId: 'u-owner', fullName: 'Neo Kgosi', username: 'neo', role: 'owner' },
  { userId: 'u-thato', fullName: 'Thato Moremi', username: 'thato', role: 'staff' },
];

/** The seeded staff (Thato linked to his account), Thato and Kabo on shift today. */
function pageData(): StaffPageData {
  const staff = testStaff().map((p) => (p.id === 'st-1' ? { ...p, userId: 'u-thato' } : p));
  return { staff, members: members(), date: today, today, onShift: ['st-1', 'st-2'] };
}

/** Set by the rendered StaffRoute: reloads its data as the server has it (today's rota from pageData). */
let reloadRoute: () => void = () => {};

/** The rota of another day as the route's loader reads it (`?day=`): here always Onalenna only. */
type ReadRota = (day: string) => Promise<string[]>;

/** In-memory writes (and the loader's rota read) that answer like the server, record what they were sent, and can fail. */
function fakeWrites(overrides: Partial<StaffWrites & { readRota: ReadRota }> = {}) {
  const sent: unknown[][] = [];
  const writes: StaffWrites & { readRota: ReadRota } = {
    readRota: async (day) => {
      sent.push(['readRota', day]);
      return ['st-3'];
    },
    addStaffMember: async (lodgeId, id, details): Promise<StaffMember> => {
      sent.push(['addStaffMember', lodgeId, details]);
      return { id, ...details, phone: details.phone || null, avatar: null };
    },
    editStaffMember: async ({ opened, details, seen }) => {
      sent.push(['editStaffMember', opened.id, details, seen]);
      return { saved: { ...opened, ...details, phone: details.phone || null } };
    },
    removeStaffMember: async (id) => void sent.push(['removeStaffMember', id]),
    addShift: async (...args) => void sent.push(['addShift', ...args]),
    removeShift: async (...args) => void sent.push(['removeShift', ...args]),
    ...overrides,
  };
  return { writes, sent };
}

/**
 * The Staff screen as its route runs it (issue 19): a picked day goes to the loader (here
 * `readRota`), whose answer becomes the screen's `data`, a failed rota as `rotaError`.
 */
function StaffRoute({ role, fake }: { role: LodgeRole; fake: ReturnType<typeof fakeWrites> }) {
  const [data, setData] = useState(pageData);
  // A reload of the route landing now (the sync's or another write's), answering the server's rota.
  reloadRoute = () => setData({ ...pageData(), date: data.date });
  return (
    <StaffScreen
      data={data}
      lodge={testLodge(role)}
      writes={fake.writes}
      onPickDay={(day) =>
        void fake.writes.readRota(day).then(
          (onShift) => setData((current) => ({ ...current, date: day, onShift, rotaError: undefined })),
          (rotaError: unknown) => setData((current) => ({ ...current, date: day, onShift: [], rotaError })),
        )
      }
    />
  );
}

async function renderStaff(role: LodgeRole, fake = fakeWrites()) {
  const { router } = await renderScreen(<StaffRoute role={role} fake={fake} />, {
    path: '/organization/staff',
  });
  return { ...fake, router };
}

const card = (name: string) =>
  within(screen.getByRole('list', { name: 'Staff' })).getByRole('listitem', { name });
const names = () =>
  within(screen.getByRole('list', { name: 'Staff' }))
    .getAllByRole('listitem')
    .map((item) => item.getAttribute('aria-label'));
const rotaStatus = () => within(screen.getByRole('region', { name: 'Rota' })).getByRole('status');

describe('StaffScreen (issue 8 "Staff on shift")', () => {
  // Toasts outlive a test (the outlet shows 3); each test starts with none.
  afterEach(() =>
    act(() => {
      notifications.clean();
      notifications.cleanQueue();
    }),
  );

  it.each(['staff', 'trustee'] as const)(
    'shows %s the list with role, phone and account, and today’s rota read-only',
    async (role) => {
      await renderStaff(role);
      expect(names()).toEqual(['Thato Moremi', 'Kabo Sekgoma', 'Onalenna Tau']);
      const kabo = card('Kabo Sekgoma');
      expect(within(kabo).getByText('Mokoro Poler')).toBeInTheDocument();
      // RLS shows staff phones to every member (trustees included): they are not guest contact data.
      expect(within(kabo).getByRole('link', { name: '+267 72 345 678' })).toHaveAttribute(
        'href',
        'tel:+26772345678',
      );
      expect(within(kabo).getByText('No account')).toBeInTheDocument();
      expect(within(card('Thato Moremi')).getByText('Account: Thato Moremi')).toBeInTheDocument();
      expect(within(kabo).getByText('On shift')).toBeInTheDocument();
      expect(within(card('Onalenna Tau')).getByText('Off')).toBeInTheDocument();
      expect(rotaStatus()).toHaveTextContent('2 of 3 on shift today.');
      expect(screen.queryByRole('button', { name: 'Add staff member' })).toBeNull();
      expect(screen.queryByRole('switch')).toBeNull();
      expect(screen.queryByRole('button', { name: /^(Edit|Remove) / })).toBeNull();
    },
  );

  it('adds someone without an account; they join the list in name order', async () => {
    const user = userEvent.setup();
    const fake = await renderStaff('manager');
    await user.click(screen.getByRole('button', { name: 'Add staff member' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add staff member' });
    // Pasted, one input per field: typed key by key (a render of the dialog per character, 48 of
    // them) this test crossed its limit on a busy machine; it is not about typing.
    await user.click(within(dialog).getByLabelText(/^Name/));
    await user.paste('Boitumelo Ditshwanelo');
    await user.click(within(dialog).getByRole('combobox', { name: /^Role/ }));
    await user.paste('Mokoro Poler');
    await user.click(within(dialog).getByLabelText(/^Phone/));
    await user.paste('+267 75 111 222');
    await user.click(within(dialog).getByRole('button', { name: 'Add staff member' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(fake.sent).toContainEqual([
      'addStaffMember',
      'lodge-1',
      { name: 'Boitumelo Ditshwanelo', role: 'Mokoro Poler', phone: '+267 75 111 222', userId: null },
    ]);
    expect(names()).toEqual(['Boitumelo Ditshwanelo', 'Kabo Sekgoma', 'Onalenna Tau', 'Thato Moremi']);
    expect(await screen.findByText('Boitumelo Ditshwanelo was added to the staff list')).toBeInTheDocument();
    expect(within(card('Boitumelo Ditshwanelo')).getByRole('switch')).not.toBeChecked();
  });

  it('asks for a name and a usable phone before saving anything', async () => {
    const user = userEvent.setup();
    const fake = await renderStaff('owner');
    await user.click(screen.getByRole('button', { name: 'Add staff member' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add staff member' });
    await user.type(within(dialog).getByLabelText(/^Phone/), 'call the office');
    await user.click(within(dialog).getByRole('button', { name: 'Add staff member' }));
    expect(within(dialog).getByText('Enter a name')).toBeInTheDocument();
    expect(within(dialog).getByText(/Use digits, spaces and a leading \+/)).toBeInTheDocument();
    expect(within(dialog).getByLabelText(/^Phone/)).toHaveValue('call the office');
    expect(fake.sent.filter(([write]) => write === 'addStaffMember')).toEqual([]);
  });

  it('a failed save keeps the form as typed and says why', async () => {
    const user = userEvent.setup();
    await renderStaff(
      'manager',
      fakeWrites({
        addStaffMember: async () => {
          throw new Error('Failed to fetch');
        },
      }),
    );
    await user.click(screen.getByRole('button', { name: 'Add staff member' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add staff member' });
    await user.type(within(dialog).getByLabelText(/^Name/), 'Mpho');
    await user.click(within(dialog).getByRole('button', { name: 'Add staff member' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      `Not saved. ${NETWORK_FAILURE_MESSAGE}`,
    );
    expect(within(dialog).getByLabelText(/^Name/)).toHaveValue('Mpho');
    expect(names()).not.toContain('Mpho');
  });

  it('edits a person and links an account not linked to anyone else', async () => {
    const user = userEvent.setup();
    const fake = await renderStaff('manager');
    await user.click(screen.getByRole('button', { name: 'Edit Kabo Sekgoma' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Kabo Sekgoma' });
    expect(within(dialog).getByLabelText(/^Name/)).toHaveValue('Kabo Sekgoma');
    const account = within(dialog).getByRole('combobox', { name: /Team member account/ });
    await user.click(account);
    const list = document.getElementById(account.getAttribute('aria-controls')!)!;
    // Thato's account is linked to Thato already.
    expect(
      within(list)
        .getAllByRole('option', { hidden: true })
        .map((o) => o.textContent),
    ).toEqual(['Neo Kgosi']);
    await user.click(within(list).getByRole('option', { name: 'Neo Kgosi', hidden: true }));
    await user.clear(within(dialog).getByLabelText(/^Phone/));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(fake.sent).toContainEqual([
      'editStaffMember',
      'st-2',
      { name: 'Kabo Sekgoma', role: 'Mokoro Poler', phone: '', userId: 'u-owner' },
      null,
    ]);
    expect(within(card('Kabo Sekgoma')).getByText('Account: Neo Kgosi')).toBeInTheDocument();
    expect(within(card('Kabo Sekgoma')).queryByRole('link')).toBeNull();
  });

  it('No lost updates (issue 33): a person changed meanwhile shows both versions; Take theirs loads them, Keep mine saves over them', async () => {
    const user = userEvent.setup();
    const at = '2026-11-29T12:02:00.000Z';
    const fake = fakeWrites();
    const saved = fake.writes.editStaffMember;
    fake.writes.editStaffMember = async (payload, person) => {
      if (payload.seen === at) return saved(payload, person);
      fake.sent.push(['editStaffMember', payload.opened.id, payload.details, payload.seen]);
      return { theirs: { byName: 'Kagiso', at, row: { ...payload.opened, role: 'Head Guide' } } };
    };
    await renderStaff('manager', fake);
    await user.click(screen.getByRole('button', { name: 'Edit Kabo Sekgoma' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Kabo Sekgoma' });
    const name = within(dialog).getByLabelText(/^Name/);
    await user.clear(name);
    await user.type(name, 'Kabo S.');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent(/Kagiso changed this at \d\d:\d\d: Kabo Sekgoma, Head Guide/);
    expect(alert).toHaveTextContent(/Yours: Kabo S\., Mokoro Poler/);
    expect(name).toHaveValue('Kabo S.');
    await user.click(within(dialog).getByRole('button', { name: 'Keep mine' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(fake.sent.filter((call) => call[0] === 'editStaffMember').map((call) => call[3])).toEqual([
      null,
      at,
    ]);
  });

  it("issue 33: a form opened from the phone's copy says 'Updated 14:32 — changes are sent when the signal is back' and sends only the field changed", async () => {
    const user = userEvent.setup();
    showPhoneCopy();
    try {
      const fake = await renderStaff('manager');
      await user.click(screen.getByRole('button', { name: 'Edit Kabo Sekgoma' }));
      const dialog = await screen.findByRole('dialog', { name: 'Edit Kabo Sekgoma' });
      expect(within(dialog).getByRole('status')).toHaveTextContent(COPY_FORM_MARK);
      const phone = within(dialog).getByLabelText(/^Phone/);
      await user.clear(phone);
      await user.type(phone, '+267 72 000 111');
      await user.click(within(dialog).getByRole('button', { name: 'Save' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      const [, , details] = fake.sent.find((call) => call[0] === 'editStaffMember') ?? [];
      const kabo = testStaff().find((person) => person.id === 'st-2')!;
      expect(touched(staffDetailsOf(kabo), details as object)).toEqual(['phone']);
    } finally {
      showServerRows();
    }
  });

  it("issue 33: a form opened from the server's rows carries no copy mark", async () => {
    const user = userEvent.setup();
    await renderStaff('manager');
    await user.click(screen.getByRole('button', { name: 'Edit Kabo Sekgoma' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Kabo Sekgoma' });
    expect(within(dialog).queryByText(/changes are sent when the signal is back/)).toBeNull();
  });

  it('removes a person only after asking', async () => {
    const user = userEvent.setup();
    const fake = await renderStaff('manager');
    await user.click(screen.getByRole('button', { name: 'Remove Onalenna Tau' }));
    let dialog = await screen.findByRole('dialog', { name: 'Remove Onalenna Tau?' });
    await user.click(within(dialog).getByRole('button', { name: 'Keep' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(names()).toContain('Onalenna Tau');

    await user.click(screen.getByRole('button', { name: 'Remove Onalenna Tau' }));
    dialog = await screen.findByRole('dialog', { name: 'Remove Onalenna Tau?' });
    await user.click(within(dialog).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(names()).toEqual(['Thato Moremi', 'Kabo Sekgoma']);
    expect(fake.sent).toContainEqual(['removeStaffMember', 'st-3']);
  });

  it('puts someone on today’s shift and takes someone off', async () => {
    const user = userEvent.setup();
    const fake = await renderStaff('manager');
    expect(
      within(card('Thato Moremi')).getByRole('switch', { name: 'On shift: Thato Moremi' }),
    ).toBeChecked();
    await user.click(within(card('Onalenna Tau')).getByRole('switch'));
    await user.click(within(card('Thato Moremi')).getByRole('switch'));
    await waitFor(() => expect(rotaStatus()).toHaveTextContent('2 of 3 on shift today.'));
    expect(within(card('Onalenna Tau')).getByRole('switch')).toBeChecked();
    expect(within(card('Thato Moremi')).getByRole('switch')).not.toBeChecked();
    expect(fake.sent).toEqual([
      ['addShift', 'lodge-1', 'st-3', today],
      ['removeShift', 'lodge-1', 'st-1', today],
    ]);
  });

  it('bug: a reload landing while a shift change is saved flipped the switch back (e2e "did not change its state")', async () => {
    const user = userEvent.setup();
    let finishWrite = () => {};
    const fake = fakeWrites({
      addShift: (...args) =>
        new Promise<void>((resolve) => {
          finishWrite = () => {
            fake.sent.push(['addShift', ...args]);
            resolve();
          };
        }),
    });
    await renderStaff('manager', fake);
    const onalenna = () =>
      within(card('Onalenna Tau')).getByRole('switch', { name: 'On shift: Onalenna Tau' });
    await user.click(onalenna());
    expect(onalenna()).toBeChecked();
    // The server's rota from before the write arrives while the write is on its way.
    act(() => reloadRoute());
    expect(onalenna()).toBeChecked();
    expect(rotaStatus()).toHaveTextContent('3 of 3 on shift today.');
    await act(async () => finishWrite());
    await waitFor(() => expect(onalenna()).toBeEnabled());
    expect(onalenna()).toBeChecked();
    expect(fake.sent).toEqual([['addShift', 'lodge-1', 'st-3', today]]);
  });

  it('a refused shift change flips back and says why', async () => {
    const user = userEvent.setup();
    await renderStaff(
      'manager',
      fakeWrites({
        addShift: async () => {
          throw Object.assign(new Error('new row violates row-level security policy'), { code: '42501' });
        },
      }),
    );
    await user.click(within(card('Onalenna Tau')).getByRole('switch'));
    expect(await screen.findByText('The rota was not saved')).toBeInTheDocument();
    expect(screen.getByText('Only owners and managers can change the staff list.')).toBeInTheDocument();
    await waitFor(() => expect(within(card('Onalenna Tau')).getByRole('switch')).not.toBeChecked());
  });

  it('shows and changes another day’s rota', async () => {
    const user = userEvent.setup();
    const fake = await renderStaff('manager');
    expect(screen.getByLabelText('Day')).toHaveValue(today);
    await user.click(screen.getByRole('button', { name: 'Next day' }));
    expect(screen.getByLabelText('Day')).toHaveValue(tomorrow);
    await waitFor(() => expect(rotaStatus()).toHaveTextContent('1 of 3 on shift tomorrow.'));
    expect(within(card('Onalenna Tau')).getByRole('switch')).toBeChecked();
    await user.click(within(card('Kabo Sekgoma')).getByRole('switch'));
    expect(fake.sent).toEqual([
      ['readRota', tomorrow],
      ['addShift', 'lodge-1', 'st-2', tomorrow],
    ]);
  });

  it('says so when another day’s rota cannot be read, and tries again', async () => {
    const user = userEvent.setup();
    const { router } = await renderStaff(
      'staff',
      fakeWrites({
        readRota: async () => {
          throw new Error('Failed to fetch');
        },
      }),
    );
    await user.click(screen.getByRole('button', { name: 'Previous day' }));
    const rota = screen.getByRole('region', { name: 'Rota' });
    expect(await within(rota).findByRole('alert')).toHaveTextContent(
      'The rota for yesterday could not be loaded',
    );
    // The list stays; Try again runs the route's loader again.
    expect(names()).toEqual(['Thato Moremi', 'Kabo Sekgoma', 'Onalenna Tau']);
    const invalidate = vi.spyOn(router, 'invalidate');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(invalidate).toHaveBeenCalled();
  });

  it('says the rota is loading while the loader reads the day picked, then shows that day', async () => {
    const user = userEvent.setup();
    let answer!: (ids: string[]) => void;
    await renderStaff(
      'manager',
      fakeWrites({ readRota: () => new Promise<string[]>((resolve) => (answer = resolve)) }),
    );
    await user.click(screen.getByRole('button', { name: 'Next day' }));
    expect(screen.getByLabelText('Day')).toHaveValue(tomorrow);
    expect(rotaStatus()).toHaveTextContent('Loading the rota for tomorrow…');
    expect(within(card('Kabo Sekgoma')).getByRole('switch')).toBeDisabled();
    act(() => answer(['st-2']));
    await waitFor(() => expect(rotaStatus()).toHaveTextContent('1 of 3 on shift tomorrow.'));
  });
});
