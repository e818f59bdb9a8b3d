import { useState, type FormEvent } from 'react';
import { SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { nightsBetween, nightsLabel } from '../../data/room-words';
import { addDays } from '../../lib/calendar-day';
import { failureSentence } from '../../lib/supabase/errors';
import { ROOM_LIMITS, type Room } from '../../lib/supabase/rooms';
import { GuardedModal, useDialogDraft } from '../../ui/guarded-modal';
import { LimitedTextInput } from '../../ui/limited-text';
import { DialogFooter } from '../../ui/dialog-footer';
import { useSubmit } from '../../ui/use-submit';
import { checkOutOfOrder, type OutOfOrderDraft } from './room-rules';

/** Words for a stay refused because it overlaps (the database's 23P01), else the catalogue's sentence. */
function outOfOrderFailure(error: unknown): string {
  const code = typeof error === 'object' && error !== null && 'code' in error ? error.code : null;
  return code === '23P01'
    ? 'Not saved: a stay already holds this room on some of those nights. Move the stay first, or choose other days.'
    : failureSentence('Not saved.', error);
}

/**
 * Out of order for one room (issue 31): the first night out, the day it is back in use (the nights
 * in between are blocked, never sold) and a reason. A stay already holding one of those nights is
 * refused by the database (23P01) and said in words; the form keeps what was typed.
 */
export function OutOfOrderDialog({
  room,
  today,
  onClose,
  onSave,
}: {
  /** The room to block, or null when closed. */
  room: Room | null;
  /** The lodge's today, `YYYY-MM-DD`: the form starts there. */
  today: string;
  onClose: () => void;
  onSave: (period: OutOfOrderDraft) => Promise<void>;
}) {
  return (
    <GuardedModal
      opened={room !== null}
      onClose={onClose}
      title={room ? `${room.name} out of order` : ''}
      centered
    >
      {room ? <OutOfOrderForm room={room} today={today} onClose={onClose} onSave={onSave} /> : null}
    </GuardedModal>
  );
}

function OutOfOrderForm({
  room,
  today,
  onClose,
  onSave,
}: {
  room: Room;
  today: string;
  onClose: () => void;
  onSave: (period: OutOfOrderDraft) => Promise<void>;
}) {
  const [draft, setDraft] = useState<OutOfOrderDraft>({
    roomId: room.id,
    startsOn: today,
    endsOn: addDays(today, 1),
    reason: '',
  });
  const [problems, setProblems] = useState<Partial<Record<keyof OutOfOrderDraft, string>>>({});
  const save = useSubmit();
  const requestClose = useDialogDraft(draft.reason.trim() !== '', onClose);
  const nights =
    draft.endsOn > draft.startsOn && draft.startsOn !== ''
      ? nightsBetween(draft.startsOn, draft.endsOn)
      : null;

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (save.pending) return;
    const checked = checkOutOfOrder(draft);
    if ('problems' in checked) {
      setProblems(checked.problems);
      return;
    }
    setProblems({});
    await save.run(outOfOrderFailure, () => onSave(checked.period));
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <Stack gap="sm">
        <SimpleGrid cols={2} spacing="sm">
          <TextInput
            type="date"
            label="From"
            description="First night out"
            value={draft.startsOn}
            error={problems.startsOn}
            onChange={(event) => {
              const startsOn = event.currentTarget.value;
              setDraft((current) => ({ ...current, startsOn }));
            }}
          />
          <TextInput
            type="date"
            label="Back in use"
            description="First night sold again"
            value={draft.endsOn}
            error={problems.endsOn}
            onChange={(event) => {
              const endsOn = event.currentTarget.value;
              setDraft((current) => ({ ...current, endsOn }));
            }}
          />
        </SimpleGrid>
        {nights !== null ? (
          <Text size="sm" c="dimmed">
            {nightsLabel(nights)} blocked
          </Text>
        ) : null}
        <LimitedTextInput
          label="Reason"
          withAsterisk
          placeholder="Roof repair"
          limit={ROOM_LIMITS.reason}
          value={draft.reason}
          error={problems.reason}
          data-autofocus
          onChange={(event) => {
            const reason = event.currentTarget.value;
            setDraft((current) => ({ ...current, reason }));
          }}
        />
        <DialogFooter
          onCancel={requestClose}
          confirmLabel="Block these nights"
          loading={save.pending}
          problem={save.problem}
        />
      </Stack>
    </form>
  );
}
