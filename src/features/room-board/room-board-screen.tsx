import { useEffect, useState } from 'react';
import { Alert, Badge, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { IconCloudUpload } from '@tabler/icons-react';
import { useRouter } from '@tanstack/react-router';
import type { LodgeMembership } from '../../../machines/shared/lodge-types';
import type { HousekeepingStatus } from '../../data/front-desk';
import {
  boardOrder,
  boardReason,
  boardWord,
  housekeepingLabels,
  marksFor,
  withMark,
  type BoardRoom,
} from '../../data/housekeeping-board';
import { clockTime, longDay } from '../../lib/calendar-day';
import { useOutboxPerson } from '../../lib/auth/use-outbox-person';
import { preloadQueuedWrites } from '../../lib/offline/lazy-queued-writes';
import { CopyMark } from '../../ui/copy-mark';
import { Page } from '../../ui/page';
import { useOnline } from '../../ui/use-online';
import { useSubmit } from '../../ui/use-submit';
import { useSyncedState } from '../../ui/use-synced-state';
import { roomBoardWrites, type RoomBoardData, type RoomBoardWrites } from './room-board.data';

/** Word colours: dark shades with a word beside them, so colour is never the only sign. */
const wordColors: Readonly<Record<string, string>> = {
  Clean: 'lodge',
  Inspected: 'blue.8',
  Dirty: 'orange.9',
  'Out of order': 'gray.7',
};

/**
 * The **housekeeping board** (issue 31, `/hospitality/rooms`): every room of the lodge with **Clean /
 * Dirty / Inspected / Out of order** in words, departures first, then stay-overs, then the rest, each
 * with why it is there and who marked it when. Staff mark a room Clean (or Dirty); owners and managers
 * also Inspected. With no signal a mark waits in the outbox ("Waiting to send") with the time it was
 * made, so of two people marking the same room the later mark wins whichever is sent first. When the
 * signal goes while the board is on view, it is the phone's copy and says when it was read ("Updated").
 */
export function RoomBoardScreen({
  data,
  lodge,
  writes = roomBoardWrites,
}: {
  data: RoomBoardData;
  lodge: LodgeMembership;
  writes?: RoomBoardWrites;
}) {
  const router = useRouter();
  const person = useOutboxPerson();
  const [shown, update] = useSyncedState(data);
  const marks = marksFor(lodge.role);
  const rooms = boardOrder(shown.rooms);
  const online = useOnline();
  // Marks must queue if the signal goes right after the board opened (issue 31 "Works offline"): the
  // outbox's code is asked for now, not at the first tap (it failed offline: "Failed to fetch
  // dynamically imported module").
  useEffect(() => {
    if (marks.length > 0) preloadQueuedWrites();
  }, [marks.length]);

  const mark = async (room: BoardRoom, status: HousekeepingStatus) => {
    const markedAt = new Date().toISOString();
    const saved = await writes.markRoom(
      { lodgeId: lodge.lodgeId, roomId: room.roomId, roomName: room.name, status, markedAt },
      person,
    );
    update((current) => ({
      ...current,
      rooms: withMark(
        current.rooms,
        { ...saved, markedByName: person?.authorName ?? room.markedByName ?? '' },
        saved.pending === true,
      ),
    }));
    void router.invalidate();
  };

  return (
    <Page
      title="Housekeeping board"
      description={
        <>
          {longDay(data.date)}
          {/* Offline, the server's board read earlier is the phone's copy: marked with when it was read. */}
          <CopyMark copiedAt={data.copiedAt ?? (online ? null : (data.loadedAt ?? null))} />
        </>
      }
    >
      {rooms.length === 0 ? (
        <Text>No rooms yet. Owners and managers add them under Lodge settings → Rooms.</Text>
      ) : (
        <Stack component="ul" gap="xs" m={0} p={0} style={{ listStyle: 'none' }} aria-label="Rooms">
          {rooms.map((room) => (
            <BoardRow key={room.roomId} room={room} marks={marks} onMark={mark} />
          ))}
        </Stack>
      )}
    </Page>
  );
}

/** One room: its word, why it is where it is, who marked it, and the marks the person may make. */
function BoardRow({
  room,
  marks,
  onMark,
}: {
  room: BoardRoom;
  marks: readonly HousekeepingStatus[];
  onMark: (room: BoardRoom, status: HousekeepingStatus) => Promise<void>;
}) {
  // The mark last pressed: its button shows the attempt (the others wait while it runs).
  const [marking, setMarking] = useState<HousekeepingStatus | null>(null);
  const { pending, problem, run: submit } = useSubmit();
  const busy = pending ? marking : null;
  const word = boardWord(room);
  const reason = boardReason(room);
  const run = (status: HousekeepingStatus) => {
    setMarking(status);
    return submit(`${room.name} was not marked ${housekeepingLabels[status]}.`, () => onMark(room, status));
  };
  return (
    <Paper component="li" withBorder radius="md" p="sm" aria-label={`${room.name}: ${word}`}>
      <Stack gap={6}>
        <Group justify="space-between" wrap="nowrap" align="flex-start" gap="xs">
          <Stack gap={2} style={{ minWidth: 0 }}>
            <Text fw={700} style={{ overflowWrap: 'anywhere' }}>
              {room.name}
            </Text>
            {reason ? <Text size="sm">{reason}</Text> : null}
            {room.outOfOrder ? (
              <Text size="sm" c="dimmed">
                Housekeeping: {housekeepingLabels[room.status]}
              </Text>
            ) : null}
            {room.markedAt ? (
              <Text size="xs" c="dimmed">
                Marked {clockTime(room.markedAt)}
                {room.markedByName ? ` by ${room.markedByName}` : ''}
              </Text>
            ) : null}
          </Stack>
          <Stack gap={4} align="flex-end" style={{ flexShrink: 0 }}>
            <Badge variant="filled" color={wordColors[word] ?? 'gray.7'} size="lg">
              {word}
            </Badge>
            {room.pending ? (
              <Badge
                variant="outline"
                size="sm"
                color="orange.9"
                leftSection={<IconCloudUpload size={12} aria-hidden="true" />}
              >
                Waiting to send
              </Badge>
            ) : null}
          </Stack>
        </Group>
        {marks.length > 0 ? (
          <Group gap="xs">
            {marks
              .filter((status) => status !== room.status)
              .map((status) => (
                <Button
                  key={status}
                  mih={44}
                  size="sm"
                  variant={status === 'dirty' ? 'default' : 'light'}
                  loading={busy === status}
                  disabled={busy !== null}
                  aria-label={`Mark ${room.name} ${housekeepingLabels[status]}`}
                  onClick={() => void run(status)}
                  style={{ flex: '1 0 auto' }}
                >
                  Mark {housekeepingLabels[status]}
                </Button>
              ))}
          </Group>
        ) : null}
        {problem ? (
          <Alert color="red" variant="light" role="alert">
            {problem}
          </Alert>
        ) : null}
      </Stack>
    </Paper>
  );
}
