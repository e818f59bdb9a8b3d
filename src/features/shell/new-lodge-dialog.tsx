import { useMemo, useState, type FormEvent } from 'react';
import { failureSentence, problemSentence } from '../../lib/supabase/errors';
import { Checkbox, Group, Select, Stack, Text } from '@mantine/core';
// Checkbox.Card's own sheets: the per-component CSS plugin maps only top-level component folders.
import '@mantine/core/styles/CheckboxCard.layer.css';
import '@mantine/core/styles/CheckboxIndicator.layer.css';
import { serverMessageOf } from '../../../machines/shared/auth-types';
import type { NewLodge } from '../../lib/supabase/lodge-settings';
import { GuardedModal, useDialogDraft } from '../../ui/guarded-modal';
import { TEXT_LIMITS } from '../../data/field-limits';
import { LimitedTextInput } from '../../ui/limited-text';
import { DialogFooter } from '../../ui/dialog-footer';
import { useSubmit } from '../../ui/use-submit';

/** IANA time zones the browser knows (Postgres knows the same names), Africa/Gaborone when it cannot list them. */
function timeZones(): string[] {
  try {
    return Intl.supportedValuesOf('timeZone');
  } catch {
    return ['Africa/Gaborone'];
  }
}

/** An unknown time zone is said on its own; any other refusal after "The lodge was not made." */
const lodgeFailure = (error: unknown) =>
  serverMessageOf(error) === 'unknown_time_zone'
    ? problemSentence(error, 'lodge')
    : failureSentence('The lodge was not made.', error, 'lodge');

/**
 * New lodge (the drawer, issue 18): name, location, time zone and an **Add sample content** checkbox
 * (off). `onCreate` rejects on a failed save: the form stays as typed, with the reason.
 */
export function NewLodgeDialog({
  opened,
  onClose,
  onCreate,
}: {
  opened: boolean;
  onClose: () => void;
  onCreate: (lodge: NewLodge) => Promise<void>;
}) {
  return (
    <GuardedModal opened={opened} onClose={onClose} title="New lodge" centered>
      {opened ? <NewLodgeForm onClose={onClose} onCreate={onCreate} /> : null}
    </GuardedModal>
  );
}

function NewLodgeForm({
  onClose,
  onCreate,
}: {
  onClose: () => void;
  onCreate: (lodge: NewLodge) => Promise<void>;
}) {
  const [name, setName] = useState('');
  const [location, setLocation] = useState('');
  const [timezone, setTimezone] = useState('Africa/Gaborone');
  const [addSample, setAddSample] = useState(false);
  const [nameProblem, setNameProblem] = useState<string | null>(null);
  const save = useSubmit('lodge');
  const zones = useMemo(timeZones, []);
  const cancel = useDialogDraft(name !== '' || location !== '', onClose);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (save.pending) return;
    if (name.trim() === '') {
      setNameProblem('Give the lodge a name.');
      return;
    }
    setNameProblem(null);
    const lodge = { name: name.trim(), location: location.trim(), timezone, addSample };
    await save.run(lodgeFailure, () => onCreate(lodge));
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <Stack gap="sm">
        <LimitedTextInput
          label="Name"
          required
          value={name}
          limit={TEXT_LIMITS.lodgeName}
          error={nameProblem}
          onChange={(event) => setName(event.currentTarget.value)}
          data-autofocus
        />
        <LimitedTextInput
          label="Location"
          placeholder="e.g. Khwai, Okavango Delta"
          value={location}
          limit={TEXT_LIMITS.lodgeLocation}
          onChange={(event) => setLocation(event.currentTarget.value)}
        />
        <Select
          label="Time zone"
          description="The lodge’s “today” follows it"
          data={zones}
          value={timezone}
          searchable
          allowDeselect={false}
          onChange={(value) => setTimezone(value ?? 'Africa/Gaborone')}
          comboboxProps={{ withinPortal: true }}
        />
        {/* A card-sized checkbox: the whole row is the 44 px target. */}
        <Checkbox.Card
          radius="md"
          p="sm"
          checked={addSample}
          onClick={() => setAddSample((current) => !current)}
          aria-describedby="new-lodge-sample-hint"
        >
          <Group wrap="nowrap" align="flex-start" gap="sm">
            <Checkbox.Indicator mt={2} />
            <div>
              <Text fw={600}>Add sample content</Text>
              <Text size="sm" c="dimmed" id="new-lodge-sample-hint">
                Sample bookings, staff, notes and products to try the app with
              </Text>
            </div>
          </Group>
        </Checkbox.Card>
        <DialogFooter
          onCancel={cancel}
          confirmLabel="Create lodge"
          loading={save.pending}
          problem={save.problem}
        />
      </Stack>
    </form>
  );
}
