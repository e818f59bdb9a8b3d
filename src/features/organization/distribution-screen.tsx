import type { Icon } from '@tabler/icons-react';
import { IconBed, IconCompass, IconPackage, IconPlus, IconWorldWww } from '@tabler/icons-react';
import { useRef, useState } from 'react';
import { Anchor, Button, Group, Paper, Progress, Stack, Text, Title } from '@mantine/core';
import { Link, useRouter } from '@tanstack/react-router';
import { useOutboxPerson } from '../../lib/auth/use-outbox-person';
import type { LodgeMembership } from '../../../machines/shared/lodge-types';
import { channelKindLabels, type DistributionChannel } from '../../data/distribution';
import { can } from '../../data/lodge-roles';
import type { ChannelDetails, ChannelShares } from '../../lib/supabase/distribution-channels';
import { showNotification } from '../../ui/notify';
import { savedWords } from '../../lib/offline/saved-words';
import { Page } from '../../ui/page';
import { useSyncedState } from '../../ui/use-synced-state';
import { channelProblem } from './channel-problem';
import { distributionWrites, type DistributionData, type DistributionWrites } from './distribution.data';
import { LinkCard } from './link-card';
import { RowActions } from '../../ui/row-actions';
import { dialogAskedFor, lazyPiece } from '../../ui/lazy-piece';
import { ConfirmDeleteDialog } from '../../ui/lazy-confirm-delete-dialog';

// The dialogs (forms, number inputs, selects) load when first opened, not with the page (issue 11:
// every route's own chunks ≤ 50 KiB gzip).
const ChannelDialog = lazyPiece(() => import('./channel-dialog').then((module) => module.ChannelDialog), {
  asked: dialogAskedFor,
});

/** The four channel pages of spec §2 (no routes exist: they land on the 404 page, as the spec says). */
const channelPages: readonly { path: string; title: string; description: string; icon: Icon }[] = [
  {
    path: '/organization/distribution/activities',
    title: 'Activities',
    description: 'Mokoro trips, bush walks and village visits: where each is listed.',
    icon: IconCompass,
  },
  {
    path: '/organization/distribution/accommodation',
    title: 'Accommodation',
    description: 'Tents and chalets on booking sites and with tour operators.',
    icon: IconBed,
  },
  {
    path: '/organization/distribution/packages',
    title: 'Packages',
    description: 'Multi-night experiences sold through agents and directly.',
    icon: IconPackage,
  },
  {
    path: '/organization/distribution/website',
    title: 'Website',
    description: 'The lodge’s own site, where direct bookings pay no commission.',
    icon: IconWorldWww,
  },
];

/** Bar colours of the strategy panel, by channel position (each dark enough for 3:1 against white). */
const shareColors = ['lodge.7', 'blue.8', 'grape.8', 'orange.9', 'teal.9', 'red.9'] as const;
const colorAt = (index: number) => shareColors[index % shareColors.length]!;
const cssColor = (color: string) => `var(--mantine-color-${color.replace('.', '-')})`;

const formatPct = (value: number) => `${Number.isInteger(value) ? value : value.toFixed(1)}%`;

/** "December 2025 – November 2026": the window the shares were counted over. */
function windowWords(shares: ChannelShares): string {
  const month = (day: string) =>
    new Date(`${day}T12:00:00`).toLocaleDateString('en', { month: 'long', year: 'numeric' });
  return `${month(shares.from)} – ${month(shares.to)}`;
}

/**
 * The strategy panel's figures (issue 34): each channel's share of the lodge's booking revenue over
 * the last 12 months, from its bookings (the sum Finances shows) — or says there are none yet, with
 * the way to the bookings, or that they need a connection.
 */
function ChannelShareFigures({ shares }: { shares: ChannelShares | null }) {
  if (!shares)
    return <Text size="sm">Channel shares need a connection. They appear here when the signal is back.</Text>;
  if (shares.channels.length === 0)
    return (
      <Stack gap={6}>
        <Text size="sm">
          No bookings with prices in the last 12 months yet. Each channel’s share appears here as bookings
          come in.
        </Text>
        <Anchor component={Link} to="/bookings" fw={600} size="sm">
          Go to Bookings
        </Anchor>
      </Stack>
    );
  return (
    <>
      <Text size="sm">
        Share of booking revenue by channel, {windowWords(shares)}. Every direct booking saves the OTA
        commission.
      </Text>
      <Progress.Root size={28} radius="md" aria-hidden="true">
        {shares.channels.map((channel, index) => (
          <Progress.Section
            key={channel.channelId ?? channel.name}
            value={channel.sharePct}
            color={colorAt(index)}
          >
            {channel.sharePct >= 12 ? <Progress.Label>{formatPct(channel.sharePct)}</Progress.Label> : null}
          </Progress.Section>
        ))}
      </Progress.Root>
      <Stack component="ul" gap={6} m={0} p={0} style={{ listStyle: 'none' }} aria-label="Shares of bookings">
        {shares.channels.map((channel, index) => (
          <Group
            component="li"
            key={channel.channelId ?? channel.name}
            justify="space-between"
            wrap="nowrap"
            gap="xs"
          >
            <Group gap="xs" wrap="nowrap" style={{ minWidth: 0 }}>
              <span
                aria-hidden="true"
                style={{
                  width: 12,
                  height: 12,
                  flex: '0 0 12px',
                  borderRadius: 3,
                  background: cssColor(colorAt(index)),
                }}
              />
              <Text size="sm">{channel.name}</Text>
            </Group>
            <Text fw={700}>{formatPct(channel.sharePct)}</Text>
          </Group>
        ))}
      </Stack>
    </>
  );
}

/**
 * Distribution Channels (/organization/distribution, spec §2): four channel cards linking to
 * /organization/distribution/{activities,accommodation,packages,website} (no routes: they land on the
 * 404 page, as the spec says) and a strategy panel with each channel's share of the lodge's booking
 * revenue over the last 12 months, from its bookings (issue 34: RPC `channel_shares`, the sum
 * Finances shows; "none yet" when there are none), and the lodge's channels with their commission.
 * Owners and managers add, edit and delete channels (issue 8); everyone else reads them. `data` comes
 * from the route loader.
 */
export function DistributionScreen({
  data,
  lodge,
  writes = distributionWrites,
}: {
  /** The route loader's rows (issue 19: screens take `data` and `writes`). */
  data: DistributionData;
  lodge: LodgeMembership;
  writes?: DistributionWrites;
}) {
  const router = useRouter();
  const person = useOutboxPerson();
  const mayManage = can(lodge.role, 'manageProducts');
  const [shown, update] = useSyncedState(data.channels);
  const [dialog, setDialog] = useState<{ editing: DistributionChannel | null } | null>(null);
  const [deleting, setDeleting] = useState<DistributionChannel | null>(null);
  // Once opened, a dialog stays mounted, so it can play its closing transition.
  const dialogUsed = useRef(false);
  const confirmUsed = useRef(false);
  if (dialog) dialogUsed.current = true;
  if (deleting) confirmUsed.current = true;

  const save = async (details: ChannelDetails, over?: string) => {
    const editing = dialog?.editing ?? null;
    let saved: DistributionChannel;
    let said = 'Channel added';
    if (editing) {
      // Issue 33: only what was changed, conditional on the version seen (theirs after Keep mine).
      const seen = over ?? editing.updatedAt ?? null;
      const change = { lodgeId: lodge.lodgeId, opened: editing, details, seen };
      const edited = await writes.editChannel(change, person);
      if (edited.theirs) return edited.theirs;
      saved = edited.saved;
      said = savedWords('channel.edit', change, edited);
    } else saved = await writes.addChannel(lodge.lodgeId, crypto.randomUUID(), details);
    update((current) =>
      editing ? current.map((c) => (c.id === saved.id ? saved : c)) : [...current, saved],
    );
    setDialog(null);
    showNotification({ tone: 'success', title: said });
    void router.invalidate();
  };

  return (
    <Page title="Distribution Channels" description="Where each product is sold">
      <Stack gap="sm">
        {channelPages.map((page) => (
          <LinkCard
            key={page.path}
            to={page.path}
            title={page.title}
            description={page.description}
            icon={page.icon}
          />
        ))}
      </Stack>
      <Paper withBorder radius="md" p="md" component="section" aria-labelledby="distribution-strategy">
        <Stack gap="sm">
          <Title order={2} size="h4" id="distribution-strategy">
            Distribution Strategy
          </Title>
          <ChannelShareFigures shares={data.shares} />
        </Stack>
      </Paper>
      <Paper withBorder radius="md" p="md" component="section" aria-labelledby="distribution-channels">
        <Stack gap="sm">
          <Title order={2} size="h4" id="distribution-channels">
            Your Channels
          </Title>
          {shown.length === 0 ? (
            <Text size="sm">No channels yet.{mayManage ? ' Add where your bookings come from.' : ''}</Text>
          ) : (
            <Stack component="ul" gap={6} m={0} p={0} style={{ listStyle: 'none' }} aria-label="Channels">
              {shown.map((channel) => (
                <li key={channel.id}>
                  <Stack gap={0} style={{ minWidth: 0 }}>
                    <Text size="sm">{channel.name}</Text>
                    <Text size="xs" c="dimmed">
                      {channelKindLabels[channel.kind]}
                      {channel.commissionPct != null
                        ? ` · ${formatPct(channel.commissionPct)} commission`
                        : ''}
                    </Text>
                  </Stack>
                  {mayManage ? (
                    <RowActions
                      name={channel.name}
                      onEdit={() => setDialog({ editing: channel })}
                      onDelete={() => setDeleting(channel)}
                    />
                  ) : null}
                </li>
              ))}
            </Stack>
          )}
          {mayManage ? (
            <Button
              variant="light"
              leftSection={<IconPlus size={18} aria-hidden="true" />}
              onClick={() => setDialog({ editing: null })}
              aria-haspopup="dialog"
            >
              Add channel
            </Button>
          ) : null}
        </Stack>
      </Paper>
      {dialogUsed.current ? (
        <ChannelDialog
          opened={dialog !== null}
          editing={dialog?.editing ?? null}
          onClose={() => setDialog(null)}
          onSave={save}
        />
      ) : null}
      {confirmUsed.current ? (
        <ConfirmDeleteDialog
          opened={deleting !== null}
          title={deleting ? `Delete ${deleting.name}?` : 'Delete'}
          confirmLabel="Delete"
          failure={(error) => `The channel was not deleted. ${channelProblem(error)}`}
          onClose={() => setDeleting(null)}
          onConfirm={async () => {
            if (!deleting) return;
            await writes.removeChannel(deleting.id);
            update((current) => current.filter((c) => c.id !== deleting.id));
            setDeleting(null);
            showNotification({ tone: 'success', title: `${deleting.name} was deleted` });
            void router.invalidate();
          }}
        >
          <Text>The channel and its share leave the strategy panel.</Text>
        </ConfirmDeleteDialog>
      ) : null}
    </Page>
  );
}
