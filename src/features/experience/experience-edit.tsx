import { CopyFormMark } from '../../ui/copy-form-mark';
import { useState, type FormEvent } from 'react';
import { Select, Stack, Text, TextInput } from '@mantine/core';
import { lengthProblem, rangeProblem, type NumberRange } from '../../data/field-limits';
import { failureSentence } from '../../lib/supabase/errors';
import { ConfirmDeleteDialog } from '../../ui/confirm-delete-dialog';
import { DialogFooter } from '../../ui/dialog-footer';
import { GuardedModal, useDialogDraft } from '../../ui/guarded-modal';
import { LimitedTextarea, LimitedTextInput } from '../../ui/limited-text';
import { ConflictChoice } from '../../ui/conflict-choice';
import { useSubmit } from '../../ui/use-submit';

/**
 * One field of an edit form: text with its column's limit, a whole number in a range, a choice or a
 * date. `check` refuses a value with a message (shown once Save was tapped); `warn` says something
 * about a value as it is typed without refusing it (issue 34: a template's unknown placeholders).
 */
export type EditField<K extends string> = {
  key: K;
  label: string;
  required?: boolean;
  description?: string;
  check?: (value: string) => string | null;
  warn?: (value: string) => string | null;
} & (
  | { type: 'text' | 'textarea'; limit: number }
  | { type: 'number'; range: NumberRange }
  | { type: 'select'; options: readonly string[] }
  | { type: 'date' }
);

/** A draft as typed: every value text, so nothing is changed behind the person's back. */
export type Draft<K extends string> = Record<K, string>;

/**
 * Issue 33: the row someone else saved after the form opened (nothing was written): who, when (ISO,
 * the version a Keep mine is saved over) and the row as a draft (Take theirs loads it).
 */
export interface RowTheirs<K extends string> {
  byName: string;
  at: string;
  draft: Draft<K>;
}

/** Saves a draft; `over` is the version Keep mine saves over. Resolves to theirs on a conflict (issue 33). */
export type SaveDraft<K extends string> = (draft: Draft<K>, over?: string) => Promise<RowTheirs<K> | void>;

/** A draft in words, field by field (both versions of a conflict). */
const draftWords = <K extends string>(fields: readonly EditField<K>[], draft: Draft<K>) =>
  fields
    .filter((field) => draft[field.key].trim() !== '')
    .map((field) => `${field.label}: ${draft[field.key].trim()}`)
    .join(' · ');

/** The problem with each field of `draft` (required, the column's limit, the range), by key. */
export function draftProblems<K extends string>(
  fields: readonly EditField<K>[],
  draft: Draft<K>,
): Partial<Record<K, string>> {
  const problems: Partial<Record<K, string>> = {};
  for (const field of fields) {
    const value = draft[field.key];
    const problem =
      field.required && value.trim() === ''
        ? 'Required'
        : ((field.type === 'text' || field.type === 'textarea'
            ? lengthProblem(value, field.limit)
            : field.type === 'number'
              ? rangeProblem(value, field.range)
              : null) ??
          (field.check?.(value) || null));
    if (problem) problems[field.key] = problem;
  }
  return problems;
}

/**
 * An owner's or manager's edit of one Guest Experience row (issue 18), or a new row (issue 34, with
 * an empty `initial` and `confirmLabel` "Add review"…): the row's fields with the database's limits
 * shown as typed and numbers refused with their range (never changed). Save calls `onSave(draft)`; a
 * failed save keeps the form with what was typed and says why; closing with changes asks first
 * (GuardedModal). Issue 33: when `onSave` answers with their version (the row changed since it was
 * opened, nothing written), the form keeps what was typed and shows both with Keep mine / Take theirs.
 */
export function EditRowDialog<K extends string>({
  title,
  fields,
  initial,
  onSave,
  onClose,
  confirmLabel = 'Save changes',
  editing = false,
}: {
  title: string;
  fields: readonly EditField<K>[];
  initial: Draft<K>;
  onSave: SaveDraft<K>;
  onClose: () => void;
  confirmLabel?: string;
  /** An edit of a row shown (not a new one): marked when opened from the phone's copy (issue 33). */
  editing?: boolean;
}) {
  return (
    <GuardedModal opened onClose={onClose} title={title} centered>
      <EditRowForm
        fields={fields}
        initial={initial}
        onSave={onSave}
        onClose={onClose}
        confirmLabel={confirmLabel}
        editing={editing}
      />
    </GuardedModal>
  );
}

function EditRowForm<K extends string>({
  fields,
  initial,
  onSave,
  onClose,
  confirmLabel,
  editing,
}: {
  fields: readonly EditField<K>[];
  initial: Draft<K>;
  onSave: SaveDraft<K>;
  onClose: () => void;
  confirmLabel: string;
  editing: boolean;
}) {
  const [draft, setDraft] = useState(initial);
  const [tried, setTried] = useState(false);
  const save = useSubmit();
  // Issue 33: theirs when a save found the row changed; `over` the version the next save is over.
  const [theirs, setTheirs] = useState<RowTheirs<K> | null>(null);
  const [over, setOver] = useState<string | undefined>(undefined);
  const dirty = fields.some((field) => draft[field.key] !== initial[field.key]);
  const requestClose = useDialogDraft(dirty, onClose);
  const problems = draftProblems(fields, draft);
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setTried(true);
    if (Object.keys(problems).length > 0) return;
    const changed = await save.run('Nothing was saved.', () => onSave(draft, over));
    if (changed) {
      setTheirs(changed);
      setOver(changed.at);
    }
  };
  const set = (key: K) => (value: string) => setDraft((current) => ({ ...current, [key]: value }));
  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <Stack gap="sm">
        {editing ? <CopyFormMark /> : null}
        {fields.map((field, index) => {
          const warning = field.warn?.(draft[field.key]) ?? null;
          const common = {
            label: field.label,
            withAsterisk: field.required,
            // A warning does not refuse the value: it is said as the value is typed (issue 34).
            description: warning ? (
              <Text span size="xs" fw={700} c="var(--mantine-color-text)" role="status">
                ⚠ {warning}
              </Text>
            ) : (
              field.description
            ),
            // Shown once Save was tapped (a text's length shows as typed, in its counter).
            error: tried ? problems[field.key] : undefined,
            'data-autofocus': index === 0 ? true : undefined,
          };
          const value = draft[field.key];
          const onText = (event: { currentTarget: { value: string } }) =>
            set(field.key)(event.currentTarget.value);
          switch (field.type) {
            case 'text':
              return (
                <LimitedTextInput
                  key={field.key}
                  {...common}
                  limit={field.limit}
                  value={value}
                  onChange={onText}
                />
              );
            case 'textarea':
              return (
                <LimitedTextarea
                  key={field.key}
                  {...common}
                  autosize
                  minRows={3}
                  maxRows={10}
                  limit={field.limit}
                  value={value}
                  onChange={onText}
                />
              );
            case 'number':
              return (
                <TextInput
                  key={field.key}
                  {...common}
                  inputMode="numeric"
                  description={`${field.range.min.toLocaleString('en')} to ${field.range.max.toLocaleString('en')}`}
                  value={value}
                  onChange={onText}
                />
              );
            case 'date':
              return <TextInput key={field.key} {...common} type="date" value={value} onChange={onText} />;
            case 'select':
              return (
                <Select
                  key={field.key}
                  {...common}
                  data={field.options}
                  value={value}
                  allowDeselect={false}
                  onChange={(choice) => set(field.key)(choice ?? value)}
                  comboboxProps={{ withinPortal: true }}
                />
              );
          }
        })}
        {theirs ? (
          <ConflictChoice
            byName={theirs.byName}
            at={theirs.at}
            theirs={draftWords(fields, theirs.draft)}
            yours={draftWords(fields, draft)}
            keepMineSubmits
            busy={save.pending}
            onTakeTheirs={() => {
              setDraft(theirs.draft);
              setTheirs(null);
            }}
          />
        ) : (
          <DialogFooter
            onCancel={requestClose}
            confirmLabel={confirmLabel}
            loading={save.pending}
            problem={save.problem}
          />
        )}
      </Stack>
    </form>
  );
}

/**
 * Asks before a Guest Experience row is deleted (issue 18: "Confirm before delete"): `title` names it
 * ("Delete the review by Anna?"); a refusal or no signal keeps the dialog open and says why.
 */
export function DeleteRowDialog({
  title,
  summary,
  onDelete,
  onClose,
}: {
  title: string;
  summary: string;
  onDelete: () => Promise<void>;
  onClose: () => void;
}) {
  return (
    <ConfirmDeleteDialog
      opened
      title={title}
      failure={(error) => failureSentence('Nothing was deleted.', error)}
      onClose={onClose}
      onConfirm={onDelete}
    >
      <Text size="sm" lineClamp={4}>
        {summary}
      </Text>
      <Text size="sm">It is gone for the whole team.</Text>
    </ConfirmDeleteDialog>
  );
}
