import { useState } from 'react';
import { Button, CopyButton, Group, Paper, Stack, Text } from '@mantine/core';
import { can, roleLabels, type LodgeRole } from '../data/lodge-roles';
import { lengthProblem } from '../data/field-limits';
import {
  conflictDetail,
  describe,
  refusedWords,
  typedText,
  validateCommand,
  withTypedText,
} from '../lib/offline/commands';
import { dismissAttention, resendEdited, retryAttention, type AttentionItem } from '../lib/offline/outbox';
import { refusalKind, refusalSentence } from '../lib/supabase/errors';
import { GuardedModal } from './guarded-modal';
import { LimitedTextarea } from './limited-text';
import { DialogFooter } from './dialog-footer';
import { overlapSentence } from '../data/stay-conflict';
import { StayConflictCard, overlapOf } from './stay-conflict-card';
import { stayShapeOf } from '../lib/offline/stay-shapes';
import { ConflictChoice } from './conflict-choice';
import { overTheirs } from '../lib/offline/edit-conflicts';

/**
 * Issue 33 "No lost updates, anywhere": an edit sent from the outbox found its row changed meanwhile
 * (nothing was overwritten). Both versions, with Keep mine (the same change sent again over theirs)
 * and Take theirs (the change is dropped: theirs stays), as an online form offers them.
 */
function EditConflictCard({ userId, item }: { userId: string; item: AttentionItem }) {
  const { theirs, command } = item;
  if (!theirs) return null;
  return (
    <Paper withBorder radius="md" p="sm" component="li">
      <Stack gap={6}>
        <Text fw={700} size="sm" style={{ overflowWrap: 'anywhere' }} lineClamp={4}>
          {describe(command)}
        </Text>
        <ConflictChoice
          title="Changed before your change reached the lodge"
          byName={theirs.byName}
          at={theirs.at}
          theirs={theirs.words}
          yours={describe(command)}
          onKeepMine={() => void resendEdited(userId, command.id, overTheirs(command, theirs.at))}
          onTakeTheirs={() => void dismissAttention(userId, command.id)}
        />
      </Stack>
    </Paper>
  );
}

/** Issue 31: a stay write refused because its room was taken meanwhile (`23P01` on a `stay.*` kind). */
export const isStayOverlap = (item: AttentionItem): boolean =>
  item.reason === 'refused' && item.code === '23P01' && item.command.kind.startsWith('stay.');

/** The person's role in a lodge now: null when no longer a member, undefined when not known. */
export type RoleIn = (lodgeId: string) => LodgeRole | null | undefined;

/** Why `item` could not be applied, in plain words, and whether Try again can succeed (issue 18). */
export function attentionWords(item: AttentionItem, roleNow: LodgeRole | null | undefined) {
  if (item.reason === 'conflict') {
    // The booking is no longer as it was seen: sending it again would meet the same conflict.
    return { sentence: item.message, retryable: false };
  }
  if (isStayOverlap(item)) {
    // Sending it again as it is would meet the same stay: it moves, changes dates or goes.
    return {
      sentence: `${overlapSentence(overlapOf(item))}. Nothing was overwritten.`,
      retryable: false,
    };
  }
  const { action, noun, permission } = refusedWords(item.command);
  const allowedNow = can(roleNow, permission);
  const kind = refusalKind(item);
  return {
    sentence: refusalSentence(item, {
      action,
      noun,
      roleNow: roleNow ? roleLabels[roleNow] : roleNow,
      allowedNow,
    }),
    retryable: kind === 'other' || (kind === 'permission' && allowedNow),
  };
}

/** One refused or conflicting write, with what can be done about it. */
function AttentionCard({
  userId,
  item,
  roleNow,
}: {
  userId: string;
  item: AttentionItem;
  roleNow: LodgeRole | null | undefined;
}) {
  const typed = typedText(item.command);
  const [editing, setEditing] = useState<string | null>(null);
  const { sentence, retryable } = attentionWords(item, roleNow);
  const detail = item.reason === 'conflict' ? conflictDetail(item.command, item.current ?? null) : undefined;
  const edited = editing === null ? null : withTypedText(item.command, editing);
  const problem =
    editing === null || !typed
      ? null
      : (lengthProblem(editing, typed.limit) ?? (edited ? validateCommand(edited) : null));
  return (
    <Paper withBorder radius="md" p="sm" component="li">
      <Stack gap={6}>
        <Text fw={700} size="sm" style={{ overflowWrap: 'anywhere' }} lineClamp={editing === null ? 4 : 2}>
          {describe(item.command)}
        </Text>
        <Text size="sm">{sentence}</Text>
        {detail ? (
          <Text size="sm" c="dimmed">
            {detail}
          </Text>
        ) : null}
        {editing !== null && typed && edited ? (
          <form
            noValidate
            onSubmit={(event) => {
              event.preventDefault();
              if (problem === null) void resendEdited(userId, item.command.id, edited);
            }}
          >
            <Stack gap="xs">
              <LimitedTextarea
                label={typed.label}
                autosize
                minRows={3}
                maxRows={10}
                limit={typed.limit}
                value={editing}
                error={problem}
                onChange={(event) => setEditing(event.currentTarget.value)}
                data-autofocus
              />
              <DialogFooter
                onCancel={() => setEditing(null)}
                confirmLabel="Send"
                disabled={problem !== null}
              />
            </Stack>
          </form>
        ) : (
          <Group gap="xs" justify="flex-end">
            <Button variant="default" mih={44} onClick={() => void dismissAttention(userId, item.command.id)}>
              Discard
            </Button>
            <CopyButton value={typed ? typed.text : describe(item.command)}>
              {({ copied, copy }) => (
                <Button variant="default" mih={44} onClick={copy}>
                  {copied ? 'Copied' : 'Copy'}
                </Button>
              )}
            </CopyButton>
            {typed ? (
              <Button variant="light" mih={44} onClick={() => setEditing(typed.text)}>
                Edit
              </Button>
            ) : null}
            {retryable ? (
              <Button mih={44} onClick={() => void retryAttention(userId, item.command.id)}>
                Try again
              </Button>
            ) : null}
          </Group>
        )}
      </Stack>
    </Paper>
  );
}

/**
 * **Needs attention** (issues 9 and 18): the writes that could not be applied — the server refused
 * them, or the booking changed meanwhile (both versions are shown: what the person saw and what it
 * is now). Each says why in plain words (the error catalogue's `refusalSentence`: never a constraint
 * or policy name) and offers **Copy** (what was typed), **Edit** (the text in its field with the
 * column's limit; Send puts it back in the outbox as a new write), **Discard**, and **Try again** only
 * where it can succeed (not for a role that no longer allows it, a deleted row or a rule broken by what
 * was typed). Nothing leaves this list without the person's tap. Each kind's words are its entry in
 * the `commands` table. A stay whose room was taken meanwhile (issue 31) gets its own card: Move to,
 * Change dates, Copy and Discard (stay-conflict-card.tsx).
 */
export function NeedsAttentionDialog({
  userId,
  items,
  onClose,
  roleIn = () => undefined,
}: {
  userId: string;
  items: readonly AttentionItem[];
  onClose: () => void;
  /** The person's role in a lodge now (from the lodge actor); not known when absent. */
  roleIn?: RoleIn;
}) {
  return (
    <GuardedModal opened onClose={onClose} title="Needs attention" centered>
      <Stack gap="sm">
        {items.length === 0 ? <Text>Nothing needs attention.</Text> : null}
        <Stack component="ul" gap="sm" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
          {items.map((item) => {
            const stay = isStayOverlap(item) ? stayShapeOf(item.command) : null;
            if (item.reason === 'conflict' && item.theirs)
              return <EditConflictCard key={item.command.id} userId={userId} item={item} />;
            return stay ? (
              <StayConflictCard key={item.command.id} userId={userId} item={item} shape={stay} />
            ) : (
              <AttentionCard
                key={item.command.id}
                userId={userId}
                item={item}
                roleNow={item.roleThen !== undefined ? item.roleThen : roleIn(item.command.lodgeId)}
              />
            );
          })}
        </Stack>
        <Group justify="flex-end">
          <Button variant="subtle" mih={44} onClick={onClose}>
            Close
          </Button>
        </Group>
      </Stack>
    </GuardedModal>
  );
}
