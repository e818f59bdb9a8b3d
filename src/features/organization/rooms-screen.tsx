import { useState } from 'react';
import { Button, Group, List, Paper, Stack, Text } from '@mantine/core';
import { IconBed, IconPlus, IconTool } from '@tabler/icons-react';
import { useRouter } from '@tanstack/react-router';
import type { LodgeMembership } from '../../../machines/shared/lodge-types';
import { can } from '../../data/lodge-roles';
import { formatMoney } from '../../data/money';
import { nightsBetween, nightsLabel, stayRangeText } from '../../data/room-words';
import { failureSentence } from '../../lib/supabase/errors';
import { roomTypeLabels, type OutOfOrderPeriod, type Room, type RoomInput } from '../../lib/supabase/rooms';
import { showNotification } from '../../ui/notify';
import { Page } from '../../ui/page';
import { RowActions } from '../../ui/row-actions';
import { useSyncedState } from '../../ui/use-synced-state';
import { dialogAskedFor, lazyPiece } from '../../ui/lazy-piece';
import { ConfirmDeleteDialog } from '../../ui/lazy-confirm-delete-dialog';
import { roomsWrites, type RoomsData, type RoomsWrites } from './rooms.data';

// The dialogs load when first opened, as Products' do (issue 11 route budgets).
const RoomDialog = lazyPiece(() => import('./room-dialog').then((module) => module.RoomDialog), {
  asked: dialogAskedFor,
});
const OutOfOrderDialog = lazyPiece(
  () => import('./out-of-order-dialog').then((module) => module.OutOfOrderDialog),
  { asked: { open: (props) => props.room !== null, close: (props) => props.onClose() } },
);

/** "Tent · sleeps 2 · P 850.00 a night" for a room's second line. */
function roomLine(room: Room, currency: string): string {
  const rate =
    room.nightlyRate === null ? 'no nightly rate' : `${formatMoney(room.nightlyRate, currency)} a night`;
  return `${roomTypeLabels[room.roomType]} · sleeps ${room.sleeps} · ${rate}`;
}

/**
 * Lodge settings → Rooms (/organization/rooms, issue 31; owners and managers): the rooms the lodge
 * sells by the night in their order, each with its type, how many it sleeps and its nightly rate;
 * **Add room**, **Edit** and **Remove**, and **Out of order** from–to with a reason (those nights are
 * never sold; a period is removed with its own button). Saves carry the version that was edited, so a
 * room someone else changed meanwhile is never overwritten (the server refuses; the form keeps what was
 * typed). Data comes from the route loader; after a write the route reloads.
 */
export function RoomsScreen({
  data,
  lodge,
  writes = roomsWrites,
}: {
  data: RoomsData;
  lodge: LodgeMembership;
  writes?: RoomsWrites;
}) {
  const router = useRouter();
  const [shown, update] = useSyncedState(data);
  const [editing, setEditing] = useState<Room | 'new' | null>(null);
  const [removing, setRemoving] = useState<Room | null>(null);
  const [blocking, setBlocking] = useState<Room | null>(null);
  const mayChange = can(lodge.role, 'manageProducts');
  const { currency } = shown;

  if (data.unavailable) {
    return (
      <Page title="Rooms" description="Tents, chalets and rooms the lodge sells by the night">
        <Text size="sm" c="dimmed">
          Rooms need a connection. They appear here when the signal is back.
        </Text>
      </Page>
    );
  }

  const saveRoom = async (details: Omit<RoomInput, 'lodgeId' | 'id'>) => {
    const before = editing === 'new' ? null : editing;
    const saved = await writes.saveRoom(
      { ...details, lodgeId: lodge.lodgeId, ...(before ? { id: before.id } : {}) },
      before?.version,
    );
    update((current) => ({
      ...current,
      rooms: before
        ? current.rooms.map((room) => (room.id === saved.id ? saved : room))
        : [...current.rooms, saved],
    }));
    setEditing(null);
    showNotification({ tone: 'success', title: before ? 'Room saved' : 'Room added' });
    void router.invalidate();
  };

  const periodsOf = (room: Room) => shown.outOfOrder.filter((period) => period.roomId === room.id);

  return (
    <Page title="Rooms" description="Tents, chalets and rooms the lodge sells by the night">
      {mayChange ? (
        <Group>
          <Button leftSection={<IconPlus size={18} aria-hidden="true" />} onClick={() => setEditing('new')}>
            Add room
          </Button>
        </Group>
      ) : null}
      {shown.rooms.length === 0 ? (
        <Paper withBorder radius="md" p="md">
          <Stack align="center" gap="xs">
            <IconBed size={28} aria-hidden="true" />
            <Text ta="center">
              No rooms yet. Add the lodge&apos;s tents, chalets and rooms to sell nights.
            </Text>
          </Stack>
        </Paper>
      ) : (
        <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }} aria-label="Rooms">
          {shown.rooms.map((room) => (
            <Paper component="li" withBorder radius="md" p="sm" key={room.id}>
              <Stack gap={6}>
                <Group justify="space-between" align="flex-start" wrap="wrap" gap="xs">
                  <div style={{ minWidth: 0, flex: '1 1 160px' }}>
                    <Text fw={700}>{room.name}</Text>
                    <Text size="sm" c="dimmed">
                      {roomLine(room, currency)}
                    </Text>
                  </div>
                  {mayChange ? (
                    <RowActions
                      name={room.name}
                      deleteLabel="Remove"
                      onEdit={() => setEditing(room)}
                      onDelete={() => setRemoving(room)}
                    />
                  ) : null}
                </Group>
                <OutOfOrderList
                  room={room}
                  periods={periodsOf(room)}
                  mayChange={mayChange}
                  onRemove={async (period) => {
                    try {
                      await writes.removeOutOfOrder(period.id);
                      update((current) => ({
                        ...current,
                        outOfOrder: current.outOfOrder.filter((p) => p.id !== period.id),
                      }));
                      showNotification({ tone: 'success', title: `${room.name} is back in use` });
                      void router.invalidate();
                    } catch (error) {
                      showNotification({ tone: 'error', title: failureSentence('Not removed.', error) });
                    }
                  }}
                />
                {mayChange ? (
                  <Button
                    variant="subtle"
                    color="orange.9"
                    h={44}
                    px="xs"
                    style={{ alignSelf: 'flex-start' }}
                    leftSection={<IconTool size={16} aria-hidden="true" />}
                    aria-haspopup="dialog"
                    aria-label={`Out of order: ${room.name}`}
                    onClick={() => setBlocking(room)}
                  >
                    Out of order…
                  </Button>
                ) : null}
              </Stack>
            </Paper>
          ))}
        </Stack>
      )}
      <RoomDialog
        opened={editing !== null}
        editing={editing === 'new' ? null : editing}
        rooms={shown.rooms}
        currency={currency}
        onClose={() => setEditing(null)}
        onSave={saveRoom}
      />
      <OutOfOrderDialog
        room={blocking}
        today={shown.today}
        onClose={() => setBlocking(null)}
        onSave={async (period) => {
          const saved = await writes.saveOutOfOrder({ ...period, lodgeId: lodge.lodgeId });
          update((current) => ({
            ...current,
            outOfOrder: [...current.outOfOrder, saved].sort((a, b) => a.startsOn.localeCompare(b.startsOn)),
          }));
          setBlocking(null);
          showNotification({ tone: 'success', title: 'Nights blocked' });
          void router.invalidate();
        }}
      />
      <ConfirmDeleteDialog
        opened={removing !== null}
        title={removing ? `Remove ${removing.name}?` : ''}
        confirmLabel="Remove"
        failure={(error) => failureSentence('The room was not removed.', error)}
        onClose={() => setRemoving(null)}
        onConfirm={async () => {
          if (!removing) return;
          await writes.removeRoom(removing.id);
          update((current) => ({
            ...current,
            rooms: current.rooms.filter((room) => room.id !== removing.id),
          }));
          setRemoving(null);
          showNotification({ tone: 'success', title: 'Room removed' });
          void router.invalidate();
        }}
      >
        <Text size="sm">
          It is no longer offered for new stays. A room that stays have used cannot be removed; the server
          says so and nothing changes.
        </Text>
      </ConfirmDeleteDialog>
    </Page>
  );
}

/** A room's out-of-order periods, each with its nights, reason and (for owners and managers) Remove. */
function OutOfOrderList({
  room,
  periods,
  mayChange,
  onRemove,
}: {
  room: Room;
  periods: readonly OutOfOrderPeriod[];
  mayChange: boolean;
  onRemove: (period: OutOfOrderPeriod) => Promise<void>;
}) {
  if (periods.length === 0) return null;
  return (
    <List size="sm" spacing={4} aria-label={`${room.name} out of order`} listStyleType="none" p={0}>
      {periods.map((period) => (
        <List.Item key={period.id}>
          <Group gap="xs" wrap="wrap">
            <Text size="sm" c="orange.9" fw={600} style={{ flex: '1 1 180px' }}>
              Out of order {stayRangeText(period.startsOn, period.endsOn)} (
              {nightsLabel(nightsBetween(period.startsOn, period.endsOn))}): {period.reason}
            </Text>
            {mayChange ? (
              <Button
                variant="subtle"
                size="xs"
                h={44}
                onClick={() => void onRemove(period)}
                aria-label={`Back in use: remove out of order ${stayRangeText(period.startsOn, period.endsOn)} on ${room.name}`}
              >
                Remove
              </Button>
            ) : null}
          </Group>
        </List.Item>
      ))}
    </List>
  );
}
