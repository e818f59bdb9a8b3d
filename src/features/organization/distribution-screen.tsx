import type { Icon } from '@tabler/icons-react';
import { IconBed, IconCompass, IconPackage, IconPlus, IconWorldWww } from '@tabler/icons-react';
import { useRef, useState } from 'react';
import { Button, Group, Paper, Progress, Stack, Text, Title } from '@mantine/core';
import { useRouter } from '@tanstack/react-router';
import type { LodgeMembership } from '../../../machines/shared/lodge-types';
import { channelKindLabels, totalShare, type DistributionChannel } from '../../data/distribution';
import { can } from '../../data/lodge-roles';
import type { ChannelDetails } from '../../lib/supabase/distribution-channels';
import { showNotification } from '../../ui/notify';
import { Page } from '../../ui/page';
import { useSyncedState } from '../../ui/use-synced-state';
import { channelProblem } from './channel-problem';
import { distributionWrites, type DistributionWrites } from './distribution.data';
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

const formatPct = (value: number) => `${Number.isInteger(value) ? value : value.toFixed(2)}%`;

/**
 * Distribution Channels (/organization/distribution, spec §2): four channel cards linking to
 * /organization/distribution/{activities,accommodation,packages,website} (no routes: they land on the
 * 404 page, as the spec says) and a strategy panel with the lodge's channels and their share of
 * bookings from the database (seeded direct 45 %, OTA 55 %, spec §9). Owners and managers add, edit
 * and delete channels (issue 8); everyone else reads them. `data` (the channels) comes from the route loader.
 */
export function DistributionScreen({
  data: channels,
  lodge,
  writes = distributionWrites,
}: {
  /** The route loader's rows (issue 19: screens take `data` and `writes`). */
  data: DistributionChannel[];
  lodge: LodgeMembership;
  writes?: DistributionWrites;
}) {
  const router = useRouter();
  const mayManage = can(lodge.role, 'manageProducts');
  const [shown, update] = useSyncedState(channels);
  const [dialog, setDialog] = useState<{ editing: DistributionChannel | null } | null>(null);
  const [deleting, setDeleting] = useState<DistributionChannel | null>(null);
  // Once opened, a dialog stays mounted, so it can play its closing transition.
  const dialogUsed = useRef(false);
  const confirmUsed = useRef(false);
  if (dialog) dialogUsed.current = true;
  if (deleting) confirmUsed.current = true;
  const total = totalShare(shown);

  const save = async (details: ChannelDetails) => {
    const editing = dialog?.editing ?? null;
    const saved = editing
      ? await writes.updateChannel(editing.id, details)
      : await writes.addChannel(lodge.lodgeId, crypto.randomUUID(), details);
    update((current) =>
      editing ? current.map((c) => (c.id === saved.id ? saved : c)) : [...current, saved],
    );
    setDialog(null);
    showNotification({ tone: 'success', title: editing ? 'Channel saved' : 'Channel added' });
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
          <Text size="sm">
            Share of this season’s bookings by channel. Every direct booking saves the OTA commission.
          </Text>
          {shown.length > 0 ? (
            <Progress.Root size={28} radius="md">
              {shown.map((channel, index) =>
                channel.sharePct ? (
                  <Progress.Section
                    key={channel.id}
                    value={channel.sharePct}
                    color={colorAt(index)}
                    aria-label={channel.name}
                  >
                    <Progress.Label>{formatPct(channel.sharePct)}</Progress.Label>
                  </Progress.Section>
                ) : null,
              )}
            </Progress.Root>
          ) : null}
          {shown.length > 0 && total !== 100 ? (
            <Text size="sm" c="dimmed">
              The shares add up to {formatPct(total)}, not 100%.
            </Text>
          ) : null}
          {shown.length === 0 ? (
            <Text size="sm">No channels yet.{mayManage ? ' Add where your bookings come from.' : ''}</Text>
          ) : (
            <Stack component="ul" gap={6} m={0} p={0} style={{ listStyle: 'none' }} aria-label="Channels">
              {shown.map((channel, index) => (
                <li key={channel.id}>
                  <Group justify="space-between" wrap="nowrap" gap="xs">
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
                      <Stack gap={0} style={{ minWidth: 0 }}>
                        <Text size="sm">{channel.name}</Text>
                        <Text size="xs" c="dimmed">
                          {channelKindLabels[channel.kind]}
                          {channel.commissionPct != null
                            ? ` · ${formatPct(channel.commissionPct)} commission`
                            : ''}
                        </Text>
                      </Stack>
                    </Group>
                    <Text fw={700}>{channel.sharePct != null ? formatPct(channel.sharePct) : '–'}</Text>
                  </Group>
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
