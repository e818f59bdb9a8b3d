import { useEffect, useState, type FormEvent } from 'react';
import {
  Checkbox,
  Group,
  Loader,
  SegmentedControl,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { TEXT_LIMITS } from '../../data/field-limits';
import { nightsBetween, nightsLabel } from '../../data/room-words';
import { roomTypeLabels, type Room } from '../../lib/supabase/rooms';
import { GuardedModal, useDialogDraft } from '../../ui/guarded-modal';
import { LimitedTextInput } from '../../ui/limited-text';
import { DialogFooter } from '../../ui/dialog-footer';
import { useSubmit } from '../../ui/use-submit';
import {
  checkNewStay,
  datesProblem,
  newStayDraft,
  rateText,
  type NewStayDraft,
  type NewStayProblems,
} from './new-stay-rules';
import { stayProblem } from './stay-problem';
import type { StayChannel } from './stays.data';
import type { StayInput } from '../../lib/supabase/stays';
import { addDays } from '../../lib/calendar-day';

/** Where New stay opens: the day (and room) of the calendar cell tapped. */
export interface NewStayTarget {
  arrival: string;
  roomId: string | null;
}

/** The free rooms for the dates typed, as the server answered (or why not). */
type Free =
  | { state: 'loading' }
  | { state: 'known'; rooms: Room[] }
  /** No answer from the server: the rooms free on the phone's copy (the lodge decides when it is sent). */
  | { state: 'copy'; rooms: Room[] }
  | { state: 'failed' };

/**
 * **New stay** (issue 31): the guest's name and contact, adults and children, arrival and departure
 * (the phone's date picker), the rooms free for those nights as the server says (`freeRooms`, asked
 * again whenever the dates change; a room chosen that is no longer free is dropped with a word), each
 * with its rate per night copied from the room and changeable, the channel, and Tentative or
 * Confirmed. Checked as the database will; a refused booking (a room taken meanwhile) keeps the form
 * with the reason. `onBook` resolves once the stay is sent or waits in the outbox (offline).
 */
export function NewStayDialog({
  target,
  rooms,
  channels,
  currency,
  lodgeId,
  freeRooms,
  freeOnCopy,
  onClose,
  onBook,
}: {
  target: NewStayTarget | null;
  /** Every room of the lodge (names for the rooms offered). */
  rooms: readonly Room[];
  channels: readonly StayChannel[];
  currency: string;
  lodgeId: string;
  freeRooms: (arrival: string, departure: string) => Promise<Room[]>;
  /**
   * With no signal: the rooms free for those nights on the phone's copy, or null when the copy does
   * not reach them (issue 31: a stay can be made offline; the server decides when it is sent).
   */
  freeOnCopy?: ((arrival: string, departure: string) => Room[] | null) | undefined;
  onClose: () => void;
  onBook: (input: Omit<StayInput, 'id'>) => Promise<void>;
}) {
  return (
    <GuardedModal opened={target !== null} onClose={onClose} title="New stay" centered size="md">
      {target ? (
        <NewStayForm
          target={target}
          rooms={rooms}
          channels={channels}
          currency={currency}
          lodgeId={lodgeId}
          freeRooms={freeRooms}
          freeOnCopy={freeOnCopy}
          onClose={onClose}
          onBook={onBook}
        />
      ) : null}
    </GuardedModal>
  );
}

function NewStayForm({
  target,
  rooms,
  channels,
  currency,
  lodgeId,
  freeRooms,
  freeOnCopy,
  onClose,
  onBook,
}: {
  target: NewStayTarget;
  rooms: readonly Room[];
  channels: readonly StayChannel[];
  currency: string;
  lodgeId: string;
  freeRooms: (arrival: string, departure: string) => Promise<Room[]>;
  freeOnCopy?: ((arrival: string, departure: string) => Room[] | null) | undefined;
  onClose: () => void;
  onBook: (input: Omit<StayInput, 'id'>) => Promise<void>;
}) {
  const [draft, setDraft] = useState<NewStayDraft>(() =>
    newStayDraft(
      target.arrival,
      addDays(target.arrival, 1),
      rooms.find((room) => room.id === target.roomId) ?? null,
      currency,
    ),
  );
  const [problems, setProblems] = useState<NewStayProblems>({});
  const save = useSubmit();
  const [free, setFree] = useState<Free>({ state: 'loading' });
  const requestClose = useDialogDraft(
    draft.guestName.trim() !== '' || draft.guestPhone.trim() !== '',
    onClose,
  );
  const datesOk = Object.keys(datesProblem(draft.arrival, draft.departure)).length === 0;

  // The rooms free for every night of the dates typed: asked of the server each time they change.
  useEffect(() => {
    if (!datesOk) return;
    let live = true;
    setFree({ state: 'loading' });
    freeRooms(draft.arrival, draft.departure).then(
      (answer) => live && setFree({ state: 'known', rooms: answer }),
      () => {
        if (!live) return;
        const onCopy = freeOnCopy?.(draft.arrival, draft.departure) ?? null;
        setFree(onCopy ? { state: 'copy', rooms: onCopy } : { state: 'failed' });
      },
    );
    return () => {
      live = false;
    };
  }, [draft.arrival, draft.departure, datesOk, freeRooms, freeOnCopy]);

  const freeIds =
    free.state === 'known' || free.state === 'copy' ? new Set(free.rooms.map((room) => room.id)) : null;
  const takenChosen = freeIds ? draft.rooms.filter((room) => !freeIds.has(room.roomId)) : [];
  const nameOf = (roomId: string) => rooms.find((room) => room.id === roomId)?.name ?? 'A room';

  const set = <K extends keyof NewStayDraft>(key: K, value: NewStayDraft[K]) =>
    setDraft((current) => ({ ...current, [key]: value }));
  const text = (
    key: 'guestName' | 'guestPhone' | 'guestEmail' | 'adults' | 'children' | 'arrival' | 'departure',
  ) => ({
    value: draft[key],
    error: problems[key],
    onChange: (event: { currentTarget: HTMLInputElement }) => set(key, event.currentTarget.value),
  });
  const toggle = (room: Room, on: boolean) =>
    setDraft((current) => ({
      ...current,
      rooms: on
        ? [...current.rooms, { roomId: room.id, rate: rateText(room, currency) }]
        : current.rooms.filter((chosen) => chosen.roomId !== room.id),
    }));

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (save.pending) return;
    const checked = checkNewStay(draft, currency, lodgeId);
    if ('problems' in checked) {
      setProblems(checked.problems);
      return;
    }
    if (takenChosen.length > 0) {
      setProblems({
        rooms: `${takenChosen.map((room) => nameOf(room.roomId)).join(', ')} is not free on those nights`,
      });
      return;
    }
    setProblems({});
    await save.run(
      (error) => stayProblem('The stay was not booked.', error),
      () => onBook(checked.input),
    );
  };

  const nights = datesOk ? nightsBetween(draft.arrival, draft.departure) : null;
  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <Stack gap="sm">
        <LimitedTextInput
          label="Guest's name"
          withAsterisk
          autoComplete="off"
          limit={TEXT_LIMITS.guestName}
          data-autofocus
          {...text('guestName')}
        />
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          <LimitedTextInput
            label="Phone"
            type="tel"
            inputMode="tel"
            autoComplete="off"
            limit={TEXT_LIMITS.guestPhone}
            {...text('guestPhone')}
          />
          <TextInput
            label="E-mail"
            type="email"
            autoComplete="off"
            maxLength={TEXT_LIMITS.guestEmail}
            {...text('guestEmail')}
          />
        </SimpleGrid>
        <SimpleGrid cols={2} spacing="sm">
          <TextInput label="Adults" description="1 to 50" inputMode="numeric" {...text('adults')} />
          <TextInput label="Children" description="0 to 50" inputMode="numeric" {...text('children')} />
        </SimpleGrid>
        <SimpleGrid cols={2} spacing="sm">
          <TextInput type="date" label="Arrival" {...text('arrival')} />
          <TextInput type="date" label="Departure" {...text('departure')} />
        </SimpleGrid>
        {nights !== null ? (
          <Text size="sm" c="dimmed">
            {nightsLabel(nights)}
          </Text>
        ) : null}
        <Checkbox.Group
          label="Rooms"
          description={
            free.state === 'copy'
              ? "Free on this phone's copy. No signal: the lodge confirms when the stay is sent."
              : freeIds
                ? 'Free for every night of these dates'
                : undefined
          }
          withAsterisk
          error={problems.rooms}
          value={draft.rooms.map((room) => room.roomId)}
        >
          <Stack gap="xs" mt={6}>
            {!datesOk ? (
              <Text size="sm" c="dimmed">
                Choose the dates to see which rooms are free.
              </Text>
            ) : free.state === 'loading' ? (
              <Group gap="xs">
                <Loader size="xs" />
                <Text size="sm">Finding free rooms…</Text>
              </Group>
            ) : free.state === 'failed' ? (
              <Text size="sm" c="red.8">
                Free rooms could not be found without a connection. Try again when the signal is back.
              </Text>
            ) : free.rooms.length === 0 ? (
              <Text size="sm">No room is free for every night of these dates.</Text>
            ) : (
              free.rooms.map((room) => {
                const chosen = draft.rooms.find((entry) => entry.roomId === room.id);
                return (
                  <Group key={room.id} gap="sm" align="flex-start" wrap="wrap">
                    <Checkbox
                      value={room.id}
                      label={`${room.name} (${roomTypeLabels[room.roomType]}, sleeps ${room.sleeps})`}
                      checked={chosen !== undefined}
                      onChange={(event) => toggle(room, event.currentTarget.checked)}
                      styles={{ body: { minHeight: 44, alignItems: 'center' } }}
                      style={{ flex: '1 1 180px' }}
                    />
                    {chosen ? (
                      <TextInput
                        label={`Rate per night, ${room.name} (${currency})`}
                        inputMode="decimal"
                        placeholder="0.00"
                        value={chosen.rate}
                        error={problems[`rate:${room.id}`]}
                        onChange={(event) => {
                          const rate = event.currentTarget.value;
                          setDraft((current) => ({
                            ...current,
                            rooms: current.rooms.map((entry) =>
                              entry.roomId === room.id ? { ...entry, rate } : entry,
                            ),
                          }));
                        }}
                        style={{ flex: '1 1 140px' }}
                      />
                    ) : null}
                  </Group>
                );
              })
            )}
            {takenChosen.length > 0 ? (
              <Text size="sm" c="orange.9" role="status">
                {takenChosen.map((room) => nameOf(room.roomId)).join(', ')} is not free on those nights.
              </Text>
            ) : null}
          </Stack>
        </Checkbox.Group>
        <Select
          label="Channel"
          placeholder="Direct"
          data={channels.map((channel) => ({ value: channel.id, label: channel.name }))}
          value={draft.channelId === '' ? null : draft.channelId}
          onChange={(value) => set('channelId', value ?? '')}
          clearable
          comboboxProps={{ withinPortal: true }}
        />
        <div>
          <Text size="sm" fw={500} id="new-stay-status">
            Status
          </Text>
          <SegmentedControl
            aria-labelledby="new-stay-status"
            fullWidth
            value={draft.status}
            onChange={(value) => set('status', value === 'tentative' ? 'tentative' : 'confirmed')}
            data={[
              { value: 'tentative', label: 'Tentative' },
              { value: 'confirmed', label: 'Confirmed' },
            ]}
          />
        </div>
        <DialogFooter
          onCancel={requestClose}
          confirmLabel="Book stay"
          loading={save.pending}
          problem={save.problem}
          spaced
        />
      </Stack>
    </form>
  );
}
