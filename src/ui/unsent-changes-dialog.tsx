import { Button, CopyButton, Group, Stack, Text } from '@mantine/core';
import { describe, typedText, type OutboxCommand } from '../lib/offline/commands';
import type { AttentionItem } from '../lib/offline/outbox';
import { GuardedModal } from './guarded-modal';

const changes = (count: number) => `${count} ${count === 1 ? 'change' : 'changes'}`;

/** One line per write for Copy all: what it was for and, when the person typed text, that text. */
export function unsentChangesText(waiting: readonly OutboxCommand[], attention: readonly AttentionItem[]) {
  const line = (command: OutboxCommand) => {
    const typed = typedText(command);
    return typed ? `${describe(command)}\n${typed.text}` : describe(command);
  };
  return [...waiting.map(line), ...attention.map((item) => line(item.command))].join('\n\n');
}

/**
 * "N changes not sent yet" (issue 9): asked at Sign Out while this phone holds work the lodge has not
 * got — writes made offline still waiting, and (issue 33) writes set aside in Needs attention, which
 * no signal will ever send by itself. **Stay signed in** (focused first: the safe choice) keeps them;
 * **Copy all** puts what each was for, and what was typed, on the clipboard; **Sign out anyway** signs
 * out and deletes them from this phone with everything else.
 */
export function UnsentChangesDialog({
  waiting,
  attention,
  onKeep,
  onSignOut,
}: {
  waiting: readonly OutboxCommand[];
  attention: readonly AttentionItem[];
  onKeep: () => void;
  onSignOut: () => void;
}) {
  const count = waiting.length + attention.length;
  const one = count === 1;
  return (
    <GuardedModal opened onClose={onKeep} title={`${changes(count)} not sent yet`} centered>
      <Stack gap="sm">
        {waiting.length > 0 ? (
          <Text>
            {waiting.length === 1 ? 'A change' : `${changes(waiting.length)}`} you made without a signal{' '}
            {waiting.length === 1 ? 'has' : 'have'} not reached the lodge yet; staying signed in,{' '}
            {waiting.length === 1 ? 'it is' : 'they are'} sent when the signal returns.
          </Text>
        ) : null}
        {attention.length > 0 ? (
          <Text>
            {attention.length === 1
              ? '1 change needs attention: the lodge could not take it as it was'
              : `${changes(attention.length)} need attention: the lodge could not take them as they were`}
            , and {attention.length === 1 ? 'it waits' : 'they wait'} for you under Review.
          </Text>
        ) : null}
        <Text>Signing out deletes {one ? 'it' : 'them'} from this phone.</Text>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" mih={44} onClick={onKeep} data-autofocus>
            Stay signed in
          </Button>
          <CopyButton value={unsentChangesText(waiting, attention)}>
            {({ copied, copy }) => (
              <Button variant="default" mih={44} onClick={copy}>
                {copied ? 'Copied' : 'Copy all'}
              </Button>
            )}
          </CopyButton>
          <Button color="red.9" mih={44} onClick={onSignOut}>
            Sign out anyway
          </Button>
        </Group>
      </Stack>
    </GuardedModal>
  );
}
