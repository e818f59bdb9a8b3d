import { afterEach, describe, expect, it } from 'vitest';
import userEvent from '@testing-library/user-event';
import { notifications } from '@mantine/notifications';
import { act, waitFor, within } from '@testing-library/react';
import { NETWORK_FAILURE_MESSAGE } from '../../../machines/shared/auth-types';
import type { LodgeRole } from '../../../machines/shared/lodge-types';
import type { DistributionChannel } from '../../../src/data/distribution';
import { DistributionScreen } from '../../../src/features/organization/distribution-screen';
import type { DistributionWrites } from '../../../src/features/organization/distribution.data';
import { OrganizationScreen } from '../../../src/features/organization/organization-screen';
import { testLodge } from '../../support/lodge-fixtures';
import { renderScreen, screen } from '../../support/render';
import { importLazyModulesFirst } from '../../support/lazy-modules';

// The dialogs load lazily; their first import is not part of any test's wait.
importLazyModulesFirst(
  () => import('../../../src/features/organization/channel-dialog'),
  () => import('../../../src/ui/confirm-delete-dialog'),
);

describe('OrganizationScreen (spec §2 /organization)', () => {
  it.each([
    ['Business Model', '/business'],
    ['Products', '/organization/products'],
    ['Distribution Channels', '/organization/distribution'],
    ['Team', '/organization/team'],
    ['Staff', '/organization/staff'],
  ])('the "%s" card links to %s', async (name, path) => {
    const user = userEvent.setup();
    await renderScreen(<OrganizationScreen />, { path: '/organization' });
    await user.click(screen.getByRole('link', { name }));
    expect(await screen.findByText(`Landed on ${path}`)).toBeInTheDocument();
  });
});

/** The seeded channels (spec §9: direct 45 %, OTA 55 %), as the route loader hands them over. */
const seededChannels = (): DistributionChannel[] => [
  { id: 'ch-direct', kind: 'direct', name: 'Direct bookings', sharePct: 45, commissionPct: null },
  { id: 'ch-ota', kind: 'ota', name: 'Online travel agencies (OTA)', sharePct: 55, commissionPct: 15 },
];

/** In-memory channel writes that answer like the server and record what they were sent. */
function fakeChannels(overrides: Partial<DistributionWrites> = {}) {
  const sent: unknown[][] = [];
  const writes: DistributionWrites = {
    addChannel: async (lodgeId, id, details) => {
      sent.push(['addChannel', lodgeId, details]);
      return { id, ...details };
    },
    updateChannel: async (id, details) => {
      sent.push(['updateChannel', id, details]);
      return { id, ...details };
    },
    removeChannel: async (id) => void sent.push(['removeChannel', id]),
    ...overrides,
  };
  return { writes, sent };
}

async function renderDistribution(role: LodgeRole = 'manager', fake = fakeChannels()) {
  await renderScreen(
    <DistributionScreen data={seededChannels()} lodge={testLodge(role)} writes={fake.writes} />,
    {
      path: '/organization/distribution',
    },
  );
  return fake;
}

const channelNames = () =>
  within(screen.getByRole('list', { name: 'Channels' }))
    .getAllByRole('listitem')
    .map((item) => item.querySelector('p')?.textContent);

describe('DistributionScreen (spec §2 /organization/distribution)', () => {
  afterEach(() =>
    act(() => {
      notifications.clean();
      notifications.cleanQueue();
    }),
  );

  it('has four channel cards linking to the (route-less) channel pages', async () => {
    await renderDistribution();
    const hrefs = ['Activities', 'Accommodation', 'Packages', 'Website'].map((name) =>
      screen.getByRole('link', { name }).getAttribute('href'),
    );
    expect(hrefs).toEqual([
      '/organization/distribution/activities',
      '/organization/distribution/accommodation',
      '/organization/distribution/packages',
      '/organization/distribution/website',
    ]);
  });

  it('shows the strategy panel with direct 45 % and OTA 55 %', async () => {
    await renderDistribution();
    const panel = screen.getByRole('region', { name: 'Distribution Strategy' });
    expect(within(panel).getByRole('progressbar', { name: 'Direct bookings' })).toHaveAttribute(
      'aria-valuenow',
      '45',
    );
    expect(within(panel).getByRole('progressbar', { name: 'Online travel agencies (OTA)' })).toHaveAttribute(
      'aria-valuenow',
      '55',
    );
  });

  it('a channel card leaves the screen for its path', async () => {
    const user = userEvent.setup();
    await renderDistribution();
    await user.click(screen.getByRole('link', { name: 'Website' }));
    expect(await screen.findByText('Landed on /organization/distribution/website')).toBeInTheDocument();
  });

  it.each(['staff', 'trustee'] as const)('shows %s the channels without changing them', async (role) => {
    await renderDistribution(role);
    expect(channelNames()).toEqual(['Direct bookings', 'Online travel agencies (OTA)']);
    expect(screen.getByText('Online travel agency (OTA) · 15% commission')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add channel' })).toBeNull();
    expect(screen.queryByRole('button', { name: /^(Edit|Delete) / })).toBeNull();
  });

  it('adds a channel; the shares no longer add up to 100 %, and it says so', async () => {
    const user = userEvent.setup();
    const fake = await renderDistribution('manager');
    expect(screen.queryByText(/add up to/)).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Add channel' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add channel' });
    await user.type(within(dialog).getByLabelText(/^Name/), 'Maun tour operators');
    await user.click(within(dialog).getByRole('combobox', { name: 'Kind' }));
    await user.click(await screen.findByRole('option', { name: 'Tour operator', hidden: true }));
    await user.type(within(dialog).getByLabelText(/^Share of bookings/), '10');
    await user.type(within(dialog).getByLabelText(/^Commission/), '20');
    await user.click(within(dialog).getByRole('button', { name: 'Add channel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(fake.sent).toEqual([
      [
        'addChannel',
        'lodge-1',
        { name: 'Maun tour operators', kind: 'tour_operator', sharePct: 10, commissionPct: 20 },
      ],
    ]);
    expect(channelNames()).toEqual([
      'Direct bookings',
      'Online travel agencies (OTA)',
      'Maun tour operators',
    ]);
    expect(screen.getByRole('progressbar', { name: 'Maun tour operators' })).toHaveAttribute(
      'aria-valuenow',
      '10',
    );
    expect(screen.getByText('The shares add up to 110%, not 100%.')).toBeInTheDocument();
  });

  it('refuses a share above 100 % or a blank name before saving', async () => {
    const user = userEvent.setup();
    const fake = await renderDistribution('owner');
    await user.click(screen.getByRole('button', { name: 'Add channel' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add channel' });
    await user.type(within(dialog).getByLabelText(/^Share of bookings/), '120');
    await user.click(within(dialog).getByRole('button', { name: 'Add channel' }));
    expect(within(dialog).getByText('Enter a name')).toBeInTheDocument();
    expect(within(dialog).getByText('A percentage from 0 to 100')).toBeInTheDocument();
    expect(fake.sent).toEqual([]);
  });

  it('edits a channel’s share; a failed save keeps the form as typed', async () => {
    const user = userEvent.setup();
    let fail = true;
    const fake = fakeChannels();
    const update = fake.writes.updateChannel;
    fake.writes.updateChannel = async (...args) => {
      if (fail) throw new Error('Failed to fetch');
      return update(...args);
    };
    await renderDistribution('manager', fake);
    await user.click(screen.getByRole('button', { name: 'Edit Direct bookings' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Direct bookings' });
    const share = within(dialog).getByLabelText(/^Share of bookings/);
    expect(share).toHaveValue('45');
    await user.clear(share);
    await user.type(share, '50');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      `Not saved. ${NETWORK_FAILURE_MESSAGE}`,
    );
    expect(share).toHaveValue('50');
    fail = false;
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('progressbar', { name: 'Direct bookings' })).toHaveAttribute(
      'aria-valuenow',
      '50',
    );
    expect(fake.sent).toEqual([
      [
        'updateChannel',
        'ch-direct',
        { name: 'Direct bookings', kind: 'direct', sharePct: 50, commissionPct: null },
      ],
    ]);
  });

  it('deletes a channel after asking', async () => {
    const user = userEvent.setup();
    const fake = await renderDistribution('manager');
    await user.click(screen.getByRole('button', { name: 'Delete Online travel agencies (OTA)' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete Online travel agencies (OTA)?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(channelNames()).toEqual(['Direct bookings']);
    expect(fake.sent).toEqual([['removeChannel', 'ch-ota']]);
  });
});
