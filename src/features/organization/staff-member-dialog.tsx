import { CopyFormMark } from '../../ui/copy-form-mark';
import { useState, type FormEvent } from 'react';
import { Autocomplete, Select, Stack } from '@mantine/core';
import type { StaffMember } from '../../data/staff';
import type { LodgeMember } from '../../lib/supabase/lodge-members';
import type { StaffMemberDetails } from '../../lib/supabase/staff-members';
import { draftChanged } from '../../ui/draft-changed';
import { GuardedModal, useDialogDraft } from '../../ui/guarded-modal';
import { memberName } from './staff-problem';
import { counterText, TEXT_LIMITS } from '../../data/field-limits';
import { LimitedTextInput } from '../../ui/limited-text';
import { DialogFooter } from '../../ui/dialog-footer';
import { ConflictChoice } from '../../ui/conflict-choice';
import { useSubmit } from '../../ui/use-submit';
import type { TheirVersion } from '../../lib/supabase/update-if-unchanged';

/** Keeps the staff member; `over` is the version Keep mine saves over. Resolves to theirs on a conflict (issue 33). */
export type SaveStaffMember = (
  details: StaffMemberDetails,
  over?: string,
) => Promise<TheirVersion<StaffMember> | void>;

/** A staff member in words, for both versions of a conflict. */
const staffWords = (person: { name: string; role: string; phone: string | null }) =>
  [person.name.trim(), person.role.trim(), (person.phone ?? '').trim()].filter(Boolean).join(', ');

/** Role labels offered as suggestions (spec §2's); any other text works too (display text only). */
const roleSuggestions = ['Tour Guide', 'Mokoro Poler', 'Hospitality', 'Housekeeping', 'Kitchen'];

/** Digits, spaces, brackets, dashes and an optional leading +; 3-40 characters (the column's limit). */
const phonePattern = /^\+?[0-9 ()-]{3,39}$/;

/**
 * Add or edit a staff member (issue 8: name, role label, phone, optional link to a lodge member).
 * The name is required; a phone, when given, holds digits, spaces, brackets, dashes and a leading +.
 * `onSave` rejects on a failed save: the form then stays as typed with the reason above the buttons.
 * Issue 33: when it answers with their version (the row changed since the form opened; nothing
 * written), both are shown with Keep mine / Take theirs.
 * A member already linked to another staff member is not offered.
 */
export function StaffMemberDialog({
  opened,
  editing,
  staff,
  members,
  onClose,
  onSave,
}: {
  opened: boolean;
  /** The person being edited, or null to add someone. */
  editing: StaffMember | null;
  staff: readonly StaffMember[];
  members: readonly LodgeMember[];
  onClose: () => void;
  onSave: SaveStaffMember;
}) {
  return (
    <GuardedModal
      opened={opened}
      onClose={onClose}
      title={editing ? `Edit ${editing.name}` : 'Add staff member'}
      centered
    >
      {opened ? (
        <StaffMemberForm
          editing={editing}
          staff={staff}
          members={members}
          onClose={onClose}
          onSave={onSave}
        />
      ) : null}
    </GuardedModal>
  );
}

function StaffMemberForm({
  editing,
  staff,
  members,
  onClose,
  onSave,
}: {
  editing: StaffMember | null;
  staff: readonly StaffMember[];
  members: readonly LodgeMember[];
  onClose: () => void;
  onSave: SaveStaffMember;
}) {
  const [opening] = useState<StaffMemberDetails>(() => ({
    name: editing?.name ?? '',
    role: editing?.role ?? '',
    phone: editing?.phone ?? '',
    userId: editing?.userId ?? null,
  }));
  const [draft, setDraft] = useState<StaffMemberDetails>(opening);
  const requestClose = useDialogDraft(draftChanged(draft, opening), onClose);
  const [tried, setTried] = useState(false);
  const save = useSubmit('staff');
  // Issue 33: theirs when a save found the row changed; `over` the version the next save is over.
  const [theirs, setTheirs] = useState<TheirVersion<StaffMember> | null>(null);
  const [over, setOver] = useState<string | undefined>(undefined);

  const nameError = tried && draft.name.trim() === '' ? 'Enter a name' : undefined;
  const phoneError =
    tried && draft.phone.trim() !== '' && !phonePattern.test(draft.phone.trim())
      ? 'Use digits, spaces and a leading +, e.g. +267 71 234 567'
      : undefined;
  const linkedElsewhere = new Set(
    staff.filter((person) => person.id !== editing?.id && person.userId).map((person) => person.userId),
  );
  const memberOptions = members
    .filter((member) => !linkedElsewhere.has(member.userId))
    .map((member) => ({ value: member.userId, label: memberName(member) }));

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (save.pending) return;
    setTried(true);
    const name = draft.name.trim();
    const phone = draft.phone.trim();
    if (name === '' || (phone !== '' && !phonePattern.test(phone))) return;
    const details = { ...draft, name, phone, role: draft.role.trim() };
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
          limit={TEXT_LIMITS.staffName}
          autoComplete="off"
          value={draft.name}
          onChange={(event) => setDraft({ ...draft, name: event.currentTarget.value })}
          error={nameError}
          data-autofocus
        />
        <Autocomplete
          label="Role"
          description={`Shown on the list and the dashboard, e.g. Tour Guide · ${counterText(draft.role.length, TEXT_LIMITS.staffRole)}`}
          maxLength={TEXT_LIMITS.staffRole}
          data={roleSuggestions}
          value={draft.role}
          onChange={(role) => setDraft({ ...draft, role })}
          comboboxProps={{ withinPortal: true }}
        />
        <LimitedTextInput
          type="tel"
          inputMode="tel"
          autoComplete="off"
          label="Phone"
          description="Optional"
          limit={TEXT_LIMITS.staffPhone}
          value={draft.phone}
          onChange={(event) => setDraft({ ...draft, phone: event.currentTarget.value })}
          error={phoneError}
        />
        <Select
          label="Team member account"
          description="Optional: link someone who signs in to the app. Polers and guides without an account need none."
          placeholder="No account"
          data={memberOptions}
          value={draft.userId}
          onChange={(userId) => setDraft({ ...draft, userId })}
          clearable
          comboboxProps={{ withinPortal: true }}
        />
        {theirs ? (
          <ConflictChoice
            byName={theirs.byName}
            at={theirs.at}
            theirs={staffWords(theirs.row)}
            yours={staffWords(draft)}
            keepMineSubmits
            busy={save.pending}
            onTakeTheirs={() => {
              const { name, role, phone, userId } = theirs.row;
              setDraft({ name, role, phone: phone ?? '', userId });
              setTheirs(null);
            }}
          />
        ) : (
          <DialogFooter
            onCancel={requestClose}
            confirmLabel={editing ? 'Save' : 'Add staff member'}
            loading={save.pending}
            spaced
            problem={save.problem}
          />
        )}
      </Stack>
    </form>
  );
}
