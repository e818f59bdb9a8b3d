import { CopyFormMark } from '../../ui/copy-form-mark';
import { useState, type FormEvent } from 'react';
import { NumberInput, Select, Stack } from '@mantine/core';
import {
  channelKindLabels,
  channelKinds,
  type ChannelKind,
  type DistributionChannel,
} from '../../data/distribution';
import type { ChannelDetails } from '../../lib/supabase/distribution-channels';
import { draftChanged } from '../../ui/draft-changed';
import { GuardedModal, useDialogDraft } from '../../ui/guarded-modal';
import { TEXT_LIMITS } from '../../data/field-limits';
import { LimitedTextInput } from '../../ui/limited-text';
import { DialogFooter } from '../../ui/dialog-footer';
import { ConflictChoice } from '../../ui/conflict-choice';
import { useSubmit } from '../../ui/use-submit';
import type { TheirVersion } from '../../lib/supabase/update-if-unchanged';

/** Keeps the channel; `over` is the version Keep mine saves over. Resolves to theirs on a conflict (issue 33). */
export type SaveChannel = (
  details: ChannelDetails,
  over?: string,
) => Promise<TheirVersion<DistributionChannel> | void>;

/** A channel in words, for both versions of a conflict. */
const channelWords = (name: string, commission: number | string | null) =>
  `${name.trim()}, commission ${commission === '' || commission === null ? 'none' : `${commission}%`}`;

const kindOptions = channelKinds.map((kind) => ({ value: kind, label: channelKindLabels[kind] }));

interface Draft {
  name: string;
  kind: ChannelKind;
  /** As typed: '' for none. */
  commission: number | string;
}

const percentOf = (value: number | string): number | null =>
  value === '' || value === null ? null : Number(value);
const outOfRange = (value: number | string) => {
  const n = percentOf(value);
  return n !== null && (!Number.isFinite(n) || n < 0 || n > 100);
};

/**
 * Add or edit a distribution channel: name (required), kind and commission (an optional percentage
 * 0-100). Its share of the bookings is counted from the bookings (issue 34), never typed: a save
 * clears a share typed before. `onSave` rejects on a failed save: the form then stays as typed with
 * the reason above the buttons. Issue 33: when it answers with their version (the channel changed since
 * the form opened; nothing written), both are shown with Keep mine / Take theirs.
 */
export function ChannelDialog({
  opened,
  editing,
  onClose,
  onSave,
}: {
  opened: boolean;
  /** The channel being edited, or null to add one. */
  editing: DistributionChannel | null;
  onClose: () => void;
  onSave: SaveChannel;
}) {
  return (
    <GuardedModal
      opened={opened}
      onClose={onClose}
      title={editing ? `Edit ${editing.name}` : 'Add channel'}
      centered
    >
      {opened ? <ChannelForm editing={editing} onClose={onClose} onSave={onSave} /> : null}
    </GuardedModal>
  );
}

function ChannelForm({
  editing,
  onClose,
  onSave,
}: {
  editing: DistributionChannel | null;
  onClose: () => void;
  onSave: SaveChannel;
}) {
  const [opening] = useState<Draft>(() => ({
    name: editing?.name ?? '',
    kind: editing?.kind ?? 'direct',
    commission: editing?.commissionPct ?? '',
  }));
  const [draft, setDraft] = useState<Draft>(opening);
  const requestClose = useDialogDraft(
    draftChanged(draft, opening, (now, was) => String(now) === String(was)),
    onClose,
  );
  const [tried, setTried] = useState(false);
  const save = useSubmit('channels');
  // Issue 33: theirs when a save found the channel changed; `over` the version the next save is over.
  const [theirs, setTheirs] = useState<TheirVersion<DistributionChannel> | null>(null);
  const [over, setOver] = useState<string | undefined>(undefined);
  const percentError = (value: number | string) =>
    tried && outOfRange(value) ? 'A percentage from 0 to 100' : undefined;

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (save.pending) return;
    setTried(true);
    const name = draft.name.trim();
    if (name === '' || outOfRange(draft.commission)) return;
    // The share is not typed here (issue 34: it comes from the bookings): an edit keeps the one
    // stored, never clearing a field the person did not touch (issue 33).
    const sharePct = editing?.sharePct ?? null;
    const details = { name, kind: draft.kind, sharePct, commissionPct: percentOf(draft.commission) };
    const changed = await save.run('Not saved.', () => onSave(details, over));
    if (changed) {
      setTheirs(changed);
      setOver(changed.at);
    }
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <Stack gap="sm">
        {editing ? <CopyFormMark /> : null}
        <LimitedTextInput
          label="Name"
          withAsterisk
          limit={TEXT_LIMITS.channelName}
          value={draft.name}
          onChange={(event) => setDraft({ ...draft, name: event.currentTarget.value })}
          error={tried && draft.name.trim() === '' ? 'Enter a name' : undefined}
          data-autofocus
        />
        <Select
          label="Kind"
          data={kindOptions}
          value={draft.kind}
          onChange={(value) =>
            setDraft({ ...draft, kind: channelKinds.find((kind) => kind === value) ?? 'other' })
          }
          allowDeselect={false}
          comboboxProps={{ withinPortal: true }}
        />
        <NumberInput
          label="Commission (%)"
          description="Optional: what the channel keeps of each booking"
          min={0}
          max={100}
          decimalScale={2}
          clampBehavior="none"
          value={draft.commission}
          onChange={(commission) => setDraft({ ...draft, commission })}
          error={percentError(draft.commission)}
        />
        {theirs ? (
          <ConflictChoice
            byName={theirs.byName}
            at={theirs.at}
            theirs={channelWords(theirs.row.name, theirs.row.commissionPct)}
            yours={channelWords(draft.name, draft.commission)}
            keepMineSubmits
            busy={save.pending}
            onTakeTheirs={() => {
              setDraft({
                name: theirs.row.name,
                kind: theirs.row.kind,
                commission: theirs.row.commissionPct ?? '',
              });
              setTheirs(null);
            }}
          />
        ) : (
          <DialogFooter
            onCancel={requestClose}
            confirmLabel={editing ? 'Save' : 'Add channel'}
            loading={save.pending}
            spaced
            problem={save.problem}
          />
        )}
      </Stack>
    </form>
  );
}
