import { useState, type FormEvent } from 'react';
import { Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { rangeText } from '../../data/field-limits';
import { ROOM_LIMITS, ROOM_TYPES, roomTypeLabels, type Room, type RoomInput } from '../../lib/supabase/rooms';
import { draftChanged } from '../../ui/draft-changed';
import { GuardedModal, useDialogDraft } from '../../ui/guarded-modal';
import { LimitedTextInput } from '../../ui/limited-text';
import { DialogFooter } from '../../ui/dialog-footer';
import { useSubmit } from '../../ui/use-submit';
import { checkRoom, isRoomType, roomDraftOf, type RoomDraft, type RoomProblems } from './room-rules';

const typeOptions = ROOM_TYPES.map((value) => ({ value, label: roomTypeLabels[value] }));

/**
 * Add or edit a room (issue 31, Lodge settings → Rooms): name, type (display text), sleeps, an
 * optional nightly rate in the lodge's `currency` and the order it is listed in. Every field is
 * checked as the database will with the range shown; `onSave` gets the rate in minor units and rejects
 * on a refused save — the form then stays as typed with the reason above the buttons.
 */
export function RoomDialog({
  opened,
  editing,
  rooms,
  currency,
  onClose,
  onSave,
}: {
  opened: boolean;
  /** The room being edited, or null to add one. */
  editing: Room | null;
  /** Every room of the lodge (for the name's uniqueness and the next order number). */
  rooms: readonly Room[];
  currency: string;
  onClose: () => void;
  onSave: (details: Omit<RoomInput, 'lodgeId' | 'id'>) => Promise<void>;
}) {
  return (
    <GuardedModal
      opened={opened}
      onClose={onClose}
      title={editing ? `Edit ${editing.name}` : 'Add room'}
      centered
    >
      {opened ? (
        <RoomForm editing={editing} rooms={rooms} currency={currency} onClose={onClose} onSave={onSave} />
      ) : null}
    </GuardedModal>
  );
}

function RoomForm({
  editing,
  rooms,
  currency,
  onClose,
  onSave,
}: {
  editing: Room | null;
  rooms: readonly Room[];
  currency: string;
  onClose: () => void;
  onSave: (details: Omit<RoomInput, 'lodgeId' | 'id'>) => Promise<void>;
}) {
  const nextOrder = rooms.reduce((top, room) => Math.max(top, room.sortOrder + 1), 0);
  const [opening] = useState<RoomDraft>(() => roomDraftOf(editing, currency, nextOrder));
  const [draft, setDraft] = useState<RoomDraft>(opening);
  const [problems, setProblems] = useState<RoomProblems>({});
  const save = useSubmit();
  const requestClose = useDialogDraft(draftChanged(draft, opening), onClose);
  const text = (key: Exclude<keyof RoomDraft, 'roomType'>) => ({
    value: draft[key],
    error: problems[key],
    onChange: (event: { currentTarget: HTMLInputElement }) => {
      const { value } = event.currentTarget;
      setDraft((current) => ({ ...current, [key]: value }));
    },
  });

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (save.pending) return;
    const checked = checkRoom(
      draft,
      currency,
      rooms.filter((room) => room.id !== editing?.id),
    );
    if ('problems' in checked) {
      setProblems(checked.problems);
      return;
    }
    setProblems({});
    await save.run('The room was not saved.', () => onSave(checked.details));
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <Stack gap="sm">
        <LimitedTextInput
          label="Name"
          withAsterisk
          placeholder="Tent 3"
          autoComplete="off"
          limit={ROOM_LIMITS.name}
          data-autofocus
          {...text('name')}
        />
        <Select
          label="Type"
          withAsterisk
          placeholder="Choose"
          data={typeOptions}
          value={draft.roomType === '' ? null : draft.roomType}
          onChange={(value) =>
            setDraft((current) => ({ ...current, roomType: isRoomType(value) ? value : current.roomType }))
          }
          error={problems.roomType}
          allowDeselect={false}
          comboboxProps={{ withinPortal: true }}
        />
        <SimpleGrid cols={2} spacing="sm">
          <TextInput
            label="Sleeps"
            description={`Guests at most (${rangeText(ROOM_LIMITS.sleeps).toLowerCase()})`}
            inputMode="numeric"
            {...text('sleeps')}
          />
          <TextInput
            label="Order"
            description="Lower comes first"
            inputMode="numeric"
            {...text('sortOrder')}
          />
        </SimpleGrid>
        <TextInput
          label={`Nightly rate (${currency})`}
          description="Optional: copied into each new stay, changeable there"
          inputMode="decimal"
          placeholder="850.00"
          {...text('nightlyRate')}
        />
        <DialogFooter
          onCancel={requestClose}
          confirmLabel={editing ? 'Save room' : 'Add room'}
          loading={save.pending}
          problem={save.problem}
        />
      </Stack>
    </form>
  );
}
