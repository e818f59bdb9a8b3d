import { describe, expect, it } from 'vitest';
import userEvent from '@testing-library/user-event';
import { waitFor, within } from '@testing-library/react';
import type { LodgeRole } from '../../../machines/shared/lodge-types';
import { OrganizationScreen } from '../../../src/features/organization/organization-screen';
import type { OrganizationWrites } from '../../../src/features/organization/lodge-settings.data';
import type { LodgeSettings } from '../../../src/lib/supabase/lodge-settings';
import { testLodge } from '../../support/lodge-fixtures';
import { renderScreen, screen } from '../../support/render';
import { importLazyModulesFirst } from '../../support/lazy-modules';

// The confirm dialogs load on first use; their first import is not part of any test's wait (issue 33:
// "removes the sample content after one confirmed tap" did not find its dialog in time under load).
importLazyModulesFirst(() => import('../../../src/ui/confirm-delete-dialog'));

const settings = (): LodgeSettings => ({
  name: 'Okavango Community Trust',
  location: 'Boro, Okavango Delta',
  latitude: null,
  longitude: null,
  timezone: 'Africa/Gaborone',
  currency: 'USD',
  communitySharePct: 15,
  capacity: null,
  receptionName: 'Lodge Reception',
  receptionPhone: '+267 686 1200',
  sampleContent: true,
});

function fakeWrites(overrides: Partial<OrganizationWrites> = {}) {
  const sent: unknown[][] = [];
  const writes: OrganizationWrites = {
    saveSettings: async ({ lodgeId, opened, settings: typed, seen }) => {
      sent.push(['saveSettings', lodgeId, typed, seen]);
      return { saved: { ...opened, ...typed } };
    },
    removeSampleContent: async (...args) => {
      sent.push(['removeSampleContent', ...args]);
      return 40;
    },
    deleteLodge: async (...args) => void sent.push(['deleteLodge', ...args]),
    leaveLodge: async (...args) => void sent.push(['leaveLodge', ...args]),
    ...overrides,
  };
  return { writes, sent };
}

async function renderOrganization(role: LodgeRole, fake = fakeWrites()) {
  await renderScreen(
    <OrganizationScreen
      lodge={testLodge(role)}
      userId="u-1"
      data={{ settings: role === 'owner' ? settings() : null }}
      writes={fake.writes}
    />,
    { path: '/organization' },
  );
  return fake;
}

// Values are pasted into a field, one input each: typed key by key (a render of the whole Organization
// screen per character) the first test crossed 20 s on a busy machine; none here is about typing.
describe('Lodge settings on /organization (issue 18)', () => {
  it('saves what an owner typed, with the coordinates for the weather', async () => {
    const user = userEvent.setup();
    const fake = await renderOrganization('owner');
    const card = screen.getByRole('region', { name: 'Lodge settings' });
    await user.click(within(card).getByLabelText('Latitude'));
    await user.paste('-19.13');
    await user.click(within(card).getByLabelText('Longitude'));
    await user.paste('23.47');
    await user.clear(within(card).getByLabelText('Currency'));
    await user.click(within(card).getByLabelText('Currency'));
    await user.paste('bwp');
    await user.click(within(card).getByLabelText('Capacity'));
    await user.paste('12');
    await user.click(within(card).getByRole('button', { name: 'Save settings' }));
    await waitFor(() => expect(fake.sent).toHaveLength(1));
    expect(fake.sent[0]).toEqual([
      'saveSettings',
      'lodge-1',
      expect.objectContaining({ latitude: -19.13, longitude: 23.47, currency: 'BWP', capacity: 12 }),
      null,
    ]);
  });

  it('No lost updates (issue 33): settings another owner saved meanwhile are shown beside yours; Keep mine saves over theirs', async () => {
    const user = userEvent.setup();
    const at = '2026-11-29T12:02:00.000Z';
    const fake = fakeWrites();
    const saved = fake.writes.saveSettings;
    fake.writes.saveSettings = async (payload, person) => {
      if (payload.seen === at) return saved(payload, person);
      fake.sent.push(['saveSettings', payload.lodgeId, payload.settings, payload.seen]);
      return { theirs: { byName: 'Kagiso', at, row: { ...payload.opened, location: 'Maun' } } };
    };
    await renderOrganization('owner', fake);
    const card = screen.getByRole('region', { name: 'Lodge settings' });
    await user.clear(within(card).getByLabelText('Capacity'));
    await user.click(within(card).getByLabelText('Capacity'));
    await user.paste('12');
    await user.click(within(card).getByRole('button', { name: 'Save settings' }));
    const alert = await within(card).findByRole('alert');
    expect(alert).toHaveTextContent(/Kagiso changed this at \d\d:\d\d: .*Maun/);
    expect(alert).toHaveTextContent(/Yours: .*capacity 12/);
    expect(within(card).getByLabelText('Capacity')).toHaveValue('12');
    await user.click(within(card).getByRole('button', { name: 'Keep mine' }));
    await waitFor(() => expect(fake.sent.map((call) => call[3])).toEqual([null, at]));
    await waitFor(() => expect(within(card).queryByRole('button', { name: 'Keep mine' })).toBeNull());
  });

  it('refuses numbers out of range with the range shown, and keeps the form', async () => {
    const user = userEvent.setup();
    const fake = await renderOrganization('owner');
    const card = screen.getByRole('region', { name: 'Lodge settings' });
    await user.clear(within(card).getByLabelText('Community share %'));
    await user.click(within(card).getByLabelText('Community share %'));
    await user.paste('150');
    await user.click(within(card).getByLabelText('Latitude'));
    await user.paste('-19.13');
    await user.click(within(card).getByRole('button', { name: 'Save settings' }));
    expect(await within(card).findByText('A share between 0 and 100 %')).toBeInTheDocument();
    expect(within(card).getByText('Give both latitude and longitude, or neither')).toBeInTheDocument();
    expect(within(card).getByLabelText('Community share %')).toHaveValue('150');
    expect(fake.sent).toEqual([]);
  });

  it('removes the sample content after one confirmed tap', async () => {
    const user = userEvent.setup();
    const fake = await renderOrganization('owner');
    await user.click(screen.getByRole('button', { name: 'Remove sample content' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove sample content?' });
    expect(dialog).toHaveTextContent('What your team added stays.');
    await user.click(within(dialog).getByRole('button', { name: 'Remove sample content' }));
    await waitFor(() => expect(fake.sent).toEqual([['removeSampleContent', 'lodge-1']]));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Remove sample content' })).toBeNull());
  });

  it('deletes the lodge only once its name is typed', async () => {
    const user = userEvent.setup();
    const fake = await renderOrganization('owner');
    await user.click(screen.getByRole('button', { name: 'Delete lodge' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete Okavango Community Trust?' });
    const confirm = within(dialog).getByRole('button', { name: 'Delete lodge' });
    expect(confirm).toBeDisabled();
    await user.type(within(dialog).getByLabelText('Lodge name'), 'Okavango Community Trust');
    expect(confirm).toBeEnabled();
    await user.click(confirm);
    await waitFor(() => expect(fake.sent).toEqual([['deleteLodge', 'lodge-1']]));
  });

  it('tells the last owner to hand over before leaving', async () => {
    const user = userEvent.setup();
    await renderOrganization(
      'owner',
      fakeWrites({
        leaveLodge: async () => {
          throw Object.assign(new Error('last_owner'), { code: '42501' });
        },
      }),
    );
    await user.click(screen.getByRole('button', { name: 'Leave lodge' }));
    const dialog = await screen.findByRole('dialog', { name: 'Leave Okavango Community Trust?' });
    await user.click(within(dialog).getByRole('button', { name: 'Leave lodge' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'You are the last owner. Make someone else an owner on the Team page first.',
    );
  });

  it('shows a staff member no settings, only Leave lodge', async () => {
    await renderOrganization('staff');
    expect(screen.queryByRole('region', { name: 'Lodge settings' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Delete lodge' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Leave lodge' })).toBeInTheDocument();
  });
});
