import { afterEach, describe, expect, it } from 'vitest';
import userEvent from '@testing-library/user-event';
import { notifications } from '@mantine/notifications';
import { act, waitFor, within } from '@testing-library/react';
import { NETWORK_FAILURE_MESSAGE } from '../../../machines/shared/auth-types';
import type { LodgeRole } from '../../../machines/shared/lodge-types';
import type { DistributionChannel } from '../../../src/data/distribution';
import { DistributionScreen } from '../../../src/features/organization/distribution-screen';
import type { DistributionWrites } from '../../../src/features/organization/distribution.data';
import type { ChannelShares } from '../../../src/lib/supabase/distribution-channels';
import { OrganizationScreen } from '../../../src/features/organization/organization-screen';
import { testLodge } from '../../support/lodge-fixtures';
import { renderScreen, screen } from '../../support/render';
import { importLazyModulesFirst } from '../../support/lazy-modules';
import { COPY_FORM_MARK, showPhoneCopy, showServerRows, touched } from '../../support/copy-form';

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

/** The seeded channels, as the route loader hands them over (their typed shares no longer shown). */
const seededChannels = (): DistributionChannel[] => [
  { id: 'ch-direct', kind: 'direct', name: 'Direct bookings', sharePct: 45, commissionPct: null },
  { id: 'ch-ota', kind: 'ota', name: 'Online travel agencies (OTA)', sharePct: 55, commissionPct: 15 },
];

/** What `channel_shares` answers for a lodge with bookings on both channels. */
const bookedShares = (): ChannelShares => ({
  from: '2025-12-01',
  to: '2026-11-30',
  channels: [
    { channelId: 'ch-direct', name: 'Direct bookings', sharePct: 61.3 },
    { channelId: 'ch-ota', name: 'Online travel agencies (OTA)', sharePct: 38.7 },
  ],
});

/** In-memory channel writes that answer like the server and record what they were sent. */
function fakeChannels(overrides: Partial<DistributionWrites> = {}) {
  const sent: unknown[][] = [];
  const writes: DistributionWrites = {
    addChannel: async (lodgeId, id, details) => {
      sent.push(['addChannel', lodgeId, details]);
      return { id, ...details };
    },
    editChannel: async ({ opened, details, seen }) => {
      sent.push(['editChannel', opened.id, details, seen]);
      return { saved: { ...opened, ...details } };
    },
    removeChannel: async (id) => void sent.push(['removeChannel', id]),
    ...overrides,
  };
  return { writes, sent };
}

async function renderDistribution(
  role: LodgeRole = 'manager',
  fake = fakeChannels(),
  shares: ChannelShares | null = bookedShares(),
) {
  await renderScreen(
    <DistributionScreen
      data={{ channels: seededChannels(), shares }}
      lodge={testLodge(role)}
      writes={fake.writes}
    />,
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

  it('issue 34: channel shares come from the lodge’s bookings by channel, never typed in', async () => {
    const user = userEvent.setup();
    await renderDistribution('manager');
    const panel = screen.getByRole('region', { name: 'Distribution Strategy' });
    expect(panel).toHaveTextContent('Share of booking revenue by channel, December 2025 – November 2026');
    const shares = within(panel).getByRole('list', { name: 'Shares of bookings' });
    expect(
      within(shares)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Direct bookings61.3%', 'Online travel agencies (OTA)38.7%']);
    // The shares typed before (45 % / 55 %) are not shown, and there is nothing to add up.
    expect(panel).not.toHaveTextContent('45%');
    expect(screen.queryByText(/add up to/)).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Add channel' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add channel' });
    expect(within(dialog).queryByLabelText(/Share of bookings/)).toBeNull();
  });

  it('issue 34: with no priced bookings the shares say there are none yet, and lead to Bookings', async () => {
    const user = userEvent.setup();
    await renderDistribution('staff', fakeChannels(), { from: '2025-12-01', to: '2026-11-30', channels: [] });
    const panel = screen.getByRole('region', { name: 'Distribution Strategy' });
    expect(panel).toHaveTextContent('No bookings with prices in the last 12 months yet.');
    expect(within(panel).queryByRole('list', { name: 'Shares of bookings' })).toBeNull();
    await user.click(within(panel).getByRole('link', { name: 'Go to Bookings' }));
    expect(await screen.findByText('Landed on /bookings')).toBeInTheDocument();
  });

  it('issue 34: offline before the shares were ever read, it says they need a connection', async () => {
    await renderDistribution('manager', fakeChannels(), null);
    expect(screen.getByRole('region', { name: 'Distribution Strategy' })).toHaveTextContent(
      'Channel shares need a connection.',
    );
    expect(channelNames()).toEqual(['Direct bookings', 'Online travel agencies (OTA)']);
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

  it('adds a channel with its commission; it is listed at once', async () => {
    const user = userEvent.setup();
    const fake = await renderDistribution('manager');
    await user.click(screen.getByRole('button', { name: 'Add channel' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add channel' });
    await user.type(within(dialog).getByLabelText(/^Name/), 'Maun tour operators');
    await user.click(within(dialog).getByRole('combobox', { name: 'Kind' }));
    await user.click(await screen.findByRole('option', { name: 'Tour operator', hidden: true }));
    await user.type(within(dialog).getByLabelText(/^Commission/), '20');
    await user.click(within(dialog).getByRole('button', { name: 'Add channel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(fake.sent).toEqual([
      [
        'addChannel',
        'lodge-1',
        { name: 'Maun tour operators', kind: 'tour_operator', sharePct: null, commissionPct: 20 },
      ],
    ]);
    expect(channelNames()).toEqual([
      'Direct bookings',
      'Online travel agencies (OTA)',
      'Maun tour operators',
    ]);
    expect(screen.getByText('Tour operator · 20% commission')).toBeInTheDocument();
  });

  it('refuses a commission above 100 % or a blank name before saving', async () => {
    const user = userEvent.setup();
    const fake = await renderDistribution('owner');
    await user.click(screen.getByRole('button', { name: 'Add channel' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add channel' });
    await user.type(within(dialog).getByLabelText(/^Commission/), '120');
    await user.click(within(dialog).getByRole('button', { name: 'Add channel' }));
    expect(within(dialog).getByText('Enter a name')).toBeInTheDocument();
    expect(within(dialog).getByText('A percentage from 0 to 100')).toBeInTheDocument();
    expect(fake.sent).toEqual([]);
  });

  it('edits a channel’s commission; a failed save keeps the form as typed', async () => {
    const user = userEvent.setup();
    let fail = true;
    const fake = fakeChannels();
    const update = fake.writes.editChannel;
    fake.writes.editChannel = async (...args) => {
      if (fail) throw new Error('Failed to fetch');
      return update(...args);
    };
    await renderDistribution('manager', fake);
    await user.click(screen.getByRole('button', { name: 'Edit Online travel agencies (OTA)' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Online travel agencies (OTA)' });
    const commission = within(dialog).getByLabelText(/^Commission/);
    expect(commission).toHaveValue('15');
    await user.clear(commission);
    await user.type(commission, '18');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      `Not saved. ${NETWORK_FAILURE_MESSAGE}`,
    );
    expect(commission).toHaveValue('18');
    fail = false;
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByText('Online travel agency (OTA) · 18% commission')).toBeInTheDocument();
    expect(fake.sent).toEqual([
      [
        'editChannel',
        'ch-ota',
        { name: 'Online travel agencies (OTA)', kind: 'ota', sharePct: 55, commissionPct: 18 },
        null,
      ],
    ]);
  });

  it("issue 33: a channel's form opened from the phone's copy says 'Updated 14:32 — changes are sent when the signal is back' and sends only the field changed (bug: it cleared the channel's stored share)", async () => {
    const user = userEvent.setup();
    const fake = fakeChannels();
    const opened: DistributionChannel[] = [];
    const update = fake.writes.editChannel;
    fake.writes.editChannel = async (payload, person) => {
      opened.push(payload.opened);
      return update(payload, person);
    };
    showPhoneCopy();
    try {
      await renderDistribution('manager', fake);
      await user.click(screen.getByRole('button', { name: 'Edit Online travel agencies (OTA)' }));
      const dialog = await screen.findByRole('dialog', { name: 'Edit Online travel agencies (OTA)' });
      expect(within(dialog).getByRole('status')).toHaveTextContent(COPY_FORM_MARK);
      const commission = within(dialog).getByLabelText(/^Commission/);
      await user.clear(commission);
      await user.type(commission, '18');
      await user.click(within(dialog).getByRole('button', { name: 'Save' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      const [, , details] = fake.sent.find((call) => call[0] === 'editChannel') ?? [];
      expect(touched(opened[0] ?? {}, details as object)).toEqual(['commissionPct']);
    } finally {
      showServerRows();
    }
  });

  it('No lost updates (issue 33): a channel changed meanwhile shows both versions; Keep mine saves over theirs', async () => {
    const user = userEvent.setup();
    const at = '2026-11-29T12:02:00.000Z';
    const fake = fakeChannels();
    const saved = fake.writes.editChannel;
    fake.writes.editChannel = async (payload, person) => {
      if (payload.seen === at) return saved(payload, person);
      fake.sent.push(['editChannel', payload.opened.id, payload.details, payload.seen]);
      return { theirs: { byName: 'Kagiso', at, row: { ...payload.opened, commissionPct: 20 } } };
    };
    await renderDistribution('manager', fake);
    await user.click(screen.getByRole('button', { name: 'Edit Online travel agencies (OTA)' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Online travel agencies (OTA)' });
    const commission = within(dialog).getByLabelText(/^Commission/);
    await user.clear(commission);
    await user.type(commission, '18');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent(
      /Kagiso changed this at \d\d:\d\d: Online travel agencies \(OTA\), commission 20%/,
    );
    expect(alert).toHaveTextContent('Yours: Online travel agencies (OTA), commission 18%');
    await user.click(within(dialog).getByRole('button', { name: 'Keep mine' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(fake.sent.map((call) => call[3])).toEqual([null, at]);
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
