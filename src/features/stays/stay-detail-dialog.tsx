import { useCallback, useEffect, useState } from 'react';
import { Alert, Badge, Button, Group, Select, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useMachine } from '@xstate/react';
import { fromPromise } from 'xstate';
import { stayMachine, type StayActionInput, type StayEvent } from '../../../machines/stay.machine';
import { formatMoney } from '../../data/money';
import { nightsBetween, nightsLabel, stayRangeText, stayStatusLabels } from '../../data/room-words';
import { addDays, longDate, longDay } from '../../lib/calendar-day';
import type { ShownStay } from '../../lib/offline/commands';
import type { OutboxPerson } from '../../lib/offline/queued-writes';
import type { Room } from '../../lib/supabase/rooms';
import { GuardedModal } from '../../ui/guarded-modal';
import type { BookingMoneyPort } from '../../ui/bookings/booking-money-section';
import { lazyPiece } from '../../ui/lazy-piece';
import { NeedsConnection } from '../../ui/needs-connection';
import { WAITING_WORDS } from './calendar-grid';
import { runStayAction } from './stay-actions';
import { stayProblem } from './stay-problem';
import type { StaysWrites } from './stays.writes';

// The booking money section (items, payments), reused as it is (issue 31: "unchanged"); loads on first view.
const BookingMoneySection = lazyPiece(
  () => import('../../ui/bookings/booking-money-section').then((module) => module.BookingMoneySection),
  { unavailable: (retry) => <NeedsConnection what="The payments part" onRetry={retry} /> },
);

/** The stay's refusal in words: a room not ready names the ready ones; an overlap names who holds it. */
function problemWords(error: unknown): string {
  return stayProblem('That did not go through.', error);
}

/** A time as "November 29, 2026, 09:12". */
const when = (instant: string) =>
  `${longDate(instant)}, ${new Date(instant).toLocaleTimeString('en-GB', { hour: '2-digit', minute: '2-digit' })}`;

/**
 * A stay (issue 31), opened from its calendar bar: the status in words (and "Waiting to send — not
 * confirmed yet" while it waits in the outbox), dates and nights, guests, rooms with their rates, the
 * guest's contact, who made and changed it and when; the actions its status allows (the stay machine:
 * Confirm, Check in, Check out — a balance due asked first —, Extend / Shorten, Move to another room
 * among those free for the remaining nights, Cancel, No-show); and the booking money section (items,
 * payments) as activity bookings have it.
 */
export function StayDetailDialog({
  stay,
  rooms,
  currency,
  today,
  writes,
  person,
  money,
  mayManage,
  people,
  onClose,
  onSaved,
}: {
  stay: ShownStay | null;
  rooms: readonly Room[];
  currency: string;
  today: string;
  writes: StaysWrites;
  person: OutboxPerson | null;
  money?: BookingMoneyPort | undefined;
  /** Owners and managers: Cancel, No-show, dates and moves; staff check in and out. */
  mayManage: boolean;
  /** The lodge's members' names by user id (who booked a stay). */
  people: Readonly<Record<string, string>>;
  onClose: () => void;
  onSaved: (stay: ShownStay) => void;
}) {
  const [shown, setShown] = useState(stay);
  if (stay && stay !== shown) setShown(stay);
  return (
    <GuardedModal opened={stay !== null} onClose={onClose} title={shown?.guestName ?? ''} centered size="md">
      {shown ? (
        <StayDetail
          key={shown.id}
          stay={shown}
          rooms={rooms}
          currency={currency}
          today={today}
          writes={writes}
          person={person}
          money={money}
          mayManage={mayManage}
          people={people}
          onSaved={onSaved}
        />
      ) : null}
    </GuardedModal>
  );
}

function StayDetail({
  stay,
  rooms,
  currency,
  today,
  writes,
  person,
  money,
  mayManage,
  people,
  onSaved,
}: {
  stay: ShownStay;
  rooms: readonly Room[];
  currency: string;
  today: string;
  writes: StaysWrites;
  person: OutboxPerson | null;
  money?: BookingMoneyPort | undefined;
  mayManage: boolean;
  people: Readonly<Record<string, string>>;
  onSaved: (stay: ShownStay) => void;
}) {
  const [latest] = useState(() => ({ stay, rooms, writes, person, onSaved }));
  Object.assign(latest, { stay, rooms, writes, person, onSaved });
  const [snapshot, send] = useMachine(
    stayMachine.provide({
      actors: {
        runStayAction: fromPromise(({ input }: { input: StayActionInput }) =>
          runStayAction(input, latest.stay, latest.rooms, latest.writes, latest.person, latest.onSaved),
        ),
      },
    }),
    { input: { status: stay.status, version: stay.version } },
  );
  const [due, setDue] = useState<{ amount: number; currency: string } | null>(null);
  const onDueChange = useCallback(
    (amount: number, moneyCurrency: string) => {
      setDue({ amount, currency: moneyCurrency });
      send({ type: 'balance.known', due: amount });
    },
    [send],
  );
  const busy = snapshot.matches('working');
  const can = (event: StayEvent) => !busy && snapshot.can(event);
  const status = snapshot.context.status;
  const held = stay.rooms.filter((room) => !room.released);
  const nameOf = (roomId: string) =>
    rooms.find((room) => room.id === roomId)?.name ??
    held.find((part) => part.roomId === roomId)?.roomName ??
    'Room';
  const personName = (userId: string | null) =>
    userId ? (people[userId] ?? 'a member of the team') : 'someone';
  const nights = nightsBetween(stay.arrival, stay.departure);
  const problem = snapshot.context.problem;

  return (
    <Stack gap="md">
      <Group gap="sm">
        <Badge
          variant="filled"
          color={status === 'tentative' ? 'gray.7' : 'lodge'}
          aria-label={`Status: ${stayStatusLabels[status]}`}
        >
          {stayStatusLabels[status]}
        </Badge>
        {stay.pending ? (
          <Text size="sm" c="orange.9" fw={600}>
            {WAITING_WORDS}
          </Text>
        ) : null}
      </Group>
      <div>
        <Text>
          {longDay(stay.arrival)} to {longDay(stay.departure)} · {nightsLabel(nights)}
        </Text>
        <Text size="sm" c="dimmed">
          {stay.adults} {stay.adults === 1 ? 'adult' : 'adults'}
          {stay.children > 0 ? `, ${stay.children} ${stay.children === 1 ? 'child' : 'children'}` : ''}
        </Text>
      </div>
      <section aria-label="Rooms of this stay">
        <Text fw={600} size="sm">
          Rooms
        </Text>
        {held.map((part) => (
          <Text size="sm" key={part.id}>
            {nameOf(part.roomId)} · {stayRangeText(part.arrival, part.departure)} ·{' '}
            {formatMoney(part.nightlyRate, currency)} a night
          </Text>
        ))}
      </section>
      {stay.contact && (stay.contact.phone || stay.contact.email) ? (
        <Text size="sm">
          {[stay.contact.phone, stay.contact.email].filter((part) => part !== '').join(' · ')}
        </Text>
      ) : null}
      {problem !== null ? (
        <Alert color="red" variant="light" role="alert">
          {problemWords(problem)}
        </Alert>
      ) : null}
      <Group gap="sm" grow>
        {can({ type: 'stay.confirm' }) ? (
          <Button onClick={() => send({ type: 'stay.confirm' })}>Confirm</Button>
        ) : null}
        {can({ type: 'stay.checkIn' }) && stay.arrival <= today ? (
          <Button onClick={() => send({ type: 'stay.checkIn' })}>Check in</Button>
        ) : null}
        {can({ type: 'stay.checkOut' }) ? (
          <Button onClick={() => send({ type: 'stay.checkOut' })}>Check out</Button>
        ) : null}
      </Group>
      {status === 'confirmed' && stay.arrival > today ? (
        <Text size="sm" c="dimmed">
          Check-in opens on {longDay(stay.arrival)}.
        </Text>
      ) : null}
      {snapshot.matches('askingCheckOut') ? (
        <Alert color="orange" variant="light" role="alertdialog" aria-label="Balance due">
          <Text size="sm" mb="xs">
            {due ? formatMoney(due.amount, due.currency) : 'A balance is'} still due — check out anyway?
          </Text>
          <Group gap="sm">
            <Button size="sm" onClick={() => send({ type: 'checkOut.confirm' })}>
              Check out anyway
            </Button>
            <Button size="sm" variant="default" onClick={() => send({ type: 'checkOut.back' })}>
              Not yet
            </Button>
          </Group>
        </Alert>
      ) : null}
      {busy ? (
        <Text size="sm" role="status">
          Saving…
        </Text>
      ) : null}
      {mayManage && can({ type: 'stay.changeDates', arrival: stay.arrival, departure: stay.departure }) ? (
        <ChangeDates
          stay={stay}
          checkedIn={status === 'checked_in'}
          today={today}
          onChange={(arrival, departure) => send({ type: 'stay.changeDates', arrival, departure })}
        />
      ) : null}
      {mayManage && can({ type: 'stay.move', fromRoomId: '', toRoomId: '' }) && held.length > 0 ? (
        <MoveRoom
          stay={stay}
          held={held.map((part) => ({ roomId: part.roomId, name: nameOf(part.roomId) }))}
          from={status === 'checked_in' && today > stay.arrival ? today : stay.arrival}
          freeRooms={(from) => writes.freeRooms(stay.lodgeId, from, stay.departure, stay.id)}
          onMove={(fromRoomId, toRoomId) => send({ type: 'stay.move', fromRoomId, toRoomId })}
        />
      ) : null}
      {money ? (
        <BookingMoneySection
          bookingId={stay.id}
          bookingName={stay.guestName}
          port={money}
          onDueChange={onDueChange}
        />
      ) : null}
      {/* "light" with a shade (orange.9) drew the words in the fill's own colour: unreadable. */}
      <Group gap="sm">
        {mayManage && can({ type: 'stay.noShow' }) ? (
          <Button variant="default" onClick={() => send({ type: 'stay.noShow' })}>
            No-show
          </Button>
        ) : null}
        {mayManage && can({ type: 'stay.cancel' }) ? (
          <Button variant="filled" color="red.9" onClick={() => send({ type: 'stay.cancel' })}>
            Cancel stay
          </Button>
        ) : null}
      </Group>
      <Text size="xs" c="dimmed">
        {stay.pending ? 'Made on this phone' : `Booked by ${personName(stay.createdBy)}`} on{' '}
        {when(stay.createdAt)}
        {stay.updatedAt !== stay.createdAt ? ` · last changed on ${when(stay.updatedAt)}` : ''}
      </Text>
    </Stack>
  );
}

/** Extend / Shorten: new dates (arrival only before check-in); an early departure returns nights. */
function ChangeDates({
  stay,
  checkedIn,
  today,
  onChange,
}: {
  stay: ShownStay;
  checkedIn: boolean;
  today: string;
  onChange: (arrival: string, departure: string) => void;
}) {
  const [arrival, setArrival] = useState(stay.arrival);
  const [departure, setDeparture] = useState(stay.departure);
  const [problem, setProblem] = useState<string | null>(null);
  const submit = () => {
    if (!(departure > arrival)) return setProblem('The departure must be after the arrival');
    if (checkedIn && departure < today) return setProblem('A guest in the room leaves today at the earliest');
    if (nightsBetween(arrival, departure) > 365) return setProblem('A stay is at most 365 nights');
    setProblem(null);
    onChange(arrival, departure);
  };
  const changed = arrival !== stay.arrival || departure !== stay.departure;
  const verb =
    departure > stay.departure || arrival < stay.arrival
      ? 'Extend stay'
      : changed
        ? 'Shorten stay'
        : 'Change dates';
  return (
    <section aria-label="Change dates">
      <Text fw={600} size="sm">
        Extend or shorten
      </Text>
      <SimpleGrid cols={2} spacing="sm">
        <TextInput
          type="date"
          label="Arrival"
          value={arrival}
          disabled={checkedIn}
          onChange={(event) => setArrival(event.currentTarget.value)}
        />
        <TextInput
          type="date"
          label="Departure"
          value={departure}
          min={checkedIn ? today : addDays(arrival, 1)}
          error={problem}
          onChange={(event) => setDeparture(event.currentTarget.value)}
        />
      </SimpleGrid>
      <Button mt="xs" variant="light" disabled={!changed} onClick={submit}>
        {verb}
      </Button>
    </section>
  );
}

/** Move to another room: only rooms free for the remaining nights (`from` to departure), as the server says. */
function MoveRoom({
  stay,
  held,
  from,
  freeRooms,
  onMove,
}: {
  stay: ShownStay;
  held: { roomId: string; name: string }[];
  from: string;
  freeRooms: (from: string) => Promise<Room[]>;
  onMove: (fromRoomId: string, toRoomId: string) => void;
}) {
  const [source, setSource] = useState(held[0]!.roomId);
  const [target, setTarget] = useState<string | null>(null);
  const [free, setFree] = useState<Room[] | 'loading' | 'failed'>('loading');
  const [asked, setAsked] = useState(false);
  useEffect(() => {
    if (!asked) return;
    let live = true;
    freeRooms(from).then(
      (rooms) => live && setFree(rooms.filter((room) => !held.some((part) => part.roomId === room.id))),
      () => live && setFree('failed'),
    );
    return () => {
      live = false;
    };
    // `held` and `freeRooms` are the stay's: asked again when the stay or the nights change.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [asked, from, stay.id, stay.version]);
  const remaining = nightsBetween(from, stay.departure);
  if (!asked) {
    return (
      <Button variant="light" onClick={() => setAsked(true)}>
        Move to another room
      </Button>
    );
  }
  return (
    <section aria-label="Move to another room">
      <Text fw={600} size="sm">
        Move to another room
      </Text>
      {held.length > 1 ? (
        <Select
          label="From"
          data={held.map((part) => ({ value: part.roomId, label: part.name }))}
          value={source}
          onChange={(value) => value && setSource(value)}
          allowDeselect={false}
          comboboxProps={{ withinPortal: true }}
        />
      ) : null}
      {free === 'loading' ? (
        <Text size="sm">Finding rooms free for the remaining {nightsLabel(remaining)}…</Text>
      ) : free === 'failed' ? (
        <Text size="sm" c="red.8">
          Free rooms could not be found without a connection.
        </Text>
      ) : free.length === 0 ? (
        <Text size="sm">No other room is free for the remaining {nightsLabel(remaining)}.</Text>
      ) : (
        <Select
          label="To"
          description={`Free for the remaining ${nightsLabel(remaining)} (${stayRangeText(from, stay.departure)})`}
          data={free.map((room) => ({ value: room.id, label: `${room.name} — free` }))}
          value={target}
          onChange={setTarget}
          comboboxProps={{ withinPortal: true }}
        />
      )}
      <Button
        mt="xs"
        variant="light"
        disabled={target === null}
        onClick={() => target && onMove(source, target)}
      >
        Move
      </Button>
    </section>
  );
}
