import { useMemo, useState } from 'react';
import { Alert, Button, CopyButton, Group, Paper, Stack, Text, TextInput } from '@mantine/core';
import { useMachine } from '@xstate/react';
import { fromPromise } from 'xstate';
import {
  stayConflictMachine,
  type AskedNights,
  type ConflictChoice,
  type FreeRoom,
} from '../../machines/stay-conflict.machine';
import { nightsLabel, overlapSentence, type StayOverlap } from '../data/stay-conflict';
import { overlapFrom } from '../lib/supabase/stays';
import { describe, type StayShape, type OutboxCommand } from '../lib/offline/commands';
import { dismissAttention, resendEdited, type AttentionItem } from '../lib/offline/outbox';
import { failureSentence } from '../lib/supabase/errors';

/** Who holds the nights a set-aside stay write asked for (its `23P01` details), or null. */
export function overlapOf(item: AttentionItem): StayOverlap | null {
  const overlap = overlapFrom({ code: item.code, message: item.message, details: item.details });
  return overlap
    ? {
        roomName: overlap.roomName,
        guestName: overlap.guestName ?? '',
        arrival: overlap.arrival,
        departure: overlap.departure,
        outOfOrder: overlap.outOfOrder,
      }
    : null;
}

/** The room a set-aside stay write was refused for (its `23P01` details' `room_id`), if named. */
export function heldRoomIdOf(item: AttentionItem): string | undefined {
  const overlap = overlapFrom({ code: item.code, message: item.message, details: item.details });
  return overlap?.roomId || undefined;
}

/** The conflict machine's actors, as the card supplies them. */
export interface StayConflictActors {
  loadFreeRooms: ReturnType<typeof fromPromise<FreeRoom[], AskedNights>>;
  resend: ReturnType<typeof fromPromise<void, ConflictChoice>>;
  discard: ReturnType<typeof fromPromise<void, void>>;
}

/** How the card reads the rooms free for some nights (`public.free_rooms`), swappable in tests. */
export type FreeRoomsReader = (
  lodgeId: string,
  asked: AskedNights,
  exceptBookingId: string | null,
) => Promise<FreeRoom[]>;

/** The lodge's free rooms through `lib/supabase/rooms` (loaded when first asked). */
const readFreeRooms: FreeRoomsReader = async (lodgeId, asked, exceptBookingId) => {
  try {
    const rooms = await import('../lib/supabase/rooms');
    const free = await rooms.freeRooms(lodgeId, asked.arrival, asked.departure, exceptBookingId ?? undefined);
    return free.map((room) => ({ id: room.id, name: room.name }));
  } catch (error) {
    throw new Error(failureSentence('The free rooms could not be read.', error), { cause: error });
  }
};

/**
 * A stay write refused because its room was taken while the person was offline (issue 31, `23P01`):
 * nothing was overwritten; the card says so in plain words ("Tent 3 was booked by Kagiso for 2–4 Dec
 * while you were offline") and offers **Move to** (the rooms free for those nights, listed: a tap
 * sends it there — two taps in all), **Change dates**, **Copy** (the guest's details) and **Discard**.
 * Its modes are the `stayConflict` machine's; a choice goes back to the outbox as a new write.
 */
export function StayConflictCard({
  userId,
  item,
  shape,
  readRooms = readFreeRooms,
  actors,
}: {
  userId: string;
  item: AttentionItem;
  shape: StayShape<OutboxCommand>;
  readRooms?: FreeRoomsReader;
  /** The machine's actors swapped (model tests); by default the free rooms, the outbox and the list. */
  actors?: Partial<StayConflictActors>;
}) {
  const { command } = item;
  const asked = shape.asked(command, heldRoomIdOf(item));
  const overlap = overlapOf(item);
  const otherRoomIds = asked.otherRoomIds?.join(' ') ?? '';
  const logic = useMemo(
    () =>
      stayConflictMachine.provide({
        actors: {
          // The guest's other rooms in the same write are not offered: they hold them already.
          loadFreeRooms: fromPromise<FreeRoom[], AskedNights>(async ({ input }) =>
            (await readRooms(command.lodgeId, input, asked.bookingId)).filter(
              (room) => !otherRoomIds.split(' ').includes(room.id),
            ),
          ),
          resend: fromPromise<void, ConflictChoice>(async ({ input }) => {
            const edited =
              input.kind === 'move'
                ? shape.withRoom(command, { id: input.roomId, name: input.roomName }, asked.roomId)
                : shape.withDates(command, input.arrival, input.departure);
            try {
              await resendEdited(userId, command.id, edited);
            } catch (error) {
              throw new Error(failureSentence('It could not be kept on this phone.', error), {
                cause: error,
              });
            }
          }),
          discard: fromPromise<void, void>(() => dismissAttention(userId, command.id)),
          ...actors,
        },
      }),
    [readRooms, command, asked.bookingId, asked.roomId, otherRoomIds, shape, userId, actors],
  );
  const [snapshot, send] = useMachine(logic, {
    input: {
      asked: {
        roomId: asked.roomId,
        roomName: asked.roomName,
        arrival: asked.arrival,
        departure: asked.departure,
      },
      overlap,
    },
  });
  const [arrival, setArrival] = useState(asked.arrival);
  const [departure, setDeparture] = useState(asked.departure);
  const { freeRooms, problem } = snapshot.context;
  const nights = nightsLabel(asked.arrival, asked.departure);
  const back = (
    <Button variant="default" mih={44} onClick={() => send({ type: 'conflict.back' })}>
      Back
    </Button>
  );

  return (
    <Paper withBorder radius="md" p="sm" component="li">
      <Stack gap={6}>
        <Text fw={700} size="sm" style={{ overflowWrap: 'anywhere' }} lineClamp={4}>
          {describe(command)}
        </Text>
        <Text size="sm">{overlapSentence(overlap)}.</Text>
        <Text size="sm" c="dimmed">
          Nothing was overwritten. Your stay for {asked.roomName}, {nights}, was not booked.
        </Text>
        {snapshot.matches('reviewing') ? (
          <Group gap="xs" justify="flex-end">
            <Button variant="default" mih={44} onClick={() => send({ type: 'conflict.discard' })}>
              Discard
            </Button>
            <CopyButton value={shape.guest(command)}>
              {({ copied, copy }) => (
                <Button variant="default" mih={44} onClick={copy} aria-label="Copy the guest’s details">
                  {copied ? 'Copied' : 'Copy'}
                </Button>
              )}
            </CopyButton>
            <Button variant="light" mih={44} onClick={() => send({ type: 'conflict.changeDates' })}>
              Change dates
            </Button>
            <Button mih={44} onClick={() => send({ type: 'conflict.move' })}>
              Move to
            </Button>
          </Group>
        ) : null}
        {snapshot.matches({ choosingRoom: 'loading' }) ? (
          <Group gap="xs" justify="space-between">
            <Text size="sm" role="status">
              Finding the rooms free for {nights}…
            </Text>
            {back}
          </Group>
        ) : null}
        {snapshot.matches({ choosingRoom: 'listing' }) ? (
          <Stack gap="xs">
            <Text size="sm" fw={600} id={`free-${command.id}`}>
              {freeRooms.length > 0
                ? `Free for ${nights}:`
                : `No room is free for ${nights}. Change the dates, or discard it.`}
            </Text>
            <Group gap="xs" role="list" aria-labelledby={`free-${command.id}`}>
              {freeRooms.map((room) => (
                <div role="listitem" key={room.id}>
                  <Button
                    mih={44}
                    variant="light"
                    aria-label={`Move to ${room.name}`}
                    onClick={() => send({ type: 'room.pick', roomId: room.id, roomName: room.name })}
                  >
                    {room.name}
                  </Button>
                </div>
              ))}
            </Group>
            <Group justify="flex-end">{back}</Group>
          </Stack>
        ) : null}
        {snapshot.matches('choosingDates') ? (
          <form
            noValidate
            onSubmit={(event) => {
              event.preventDefault();
              send({ type: 'dates.submit', arrival, departure });
            }}
          >
            <Stack gap="xs">
              <Group gap="xs" grow>
                <TextInput
                  type="date"
                  label="Arrival"
                  value={arrival}
                  onChange={(event) => setArrival(event.currentTarget.value)}
                  data-autofocus
                />
                <TextInput
                  type="date"
                  label="Departure"
                  value={departure}
                  onChange={(event) => setDeparture(event.currentTarget.value)}
                />
              </Group>
              <Group gap="xs" justify="flex-end">
                {back}
                <Button type="submit" mih={44}>
                  Send
                </Button>
              </Group>
            </Stack>
          </form>
        ) : null}
        {snapshot.matches('sending') || snapshot.matches('discarding') ? (
          <Text size="sm" role="status">
            {snapshot.matches('sending') ? 'Sending…' : 'Discarding…'}
          </Text>
        ) : null}
        {snapshot.matches('resolved') ? (
          <Text size="sm" role="status">
            Sent on as you chose: the lodge answers when it arrives.
          </Text>
        ) : null}
        {snapshot.matches('discarded') ? (
          <Text size="sm" role="status">
            Discarded.
          </Text>
        ) : null}
        {problem ? (
          <Alert color="red" variant="light" role="alert">
            {problem}
          </Alert>
        ) : null}
        {snapshot.matches('failed') || snapshot.matches({ choosingRoom: 'loadFailed' }) ? (
          <Group gap="xs" justify="flex-end">
            {back}
            <Button mih={44} onClick={() => send({ type: 'conflict.retry' })}>
              Try again
            </Button>
          </Group>
        ) : null}
      </Stack>
    </Paper>
  );
}
