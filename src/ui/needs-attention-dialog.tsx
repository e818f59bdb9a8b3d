import { Button, Group, Paper, Stack, Text } from '@mantine/core';
import { conflictDetail, describe } from '../lib/offline/commands';
import { dismissAttention, retryAttention, type AttentionItem } from '../lib/offline/outbox';
import { GuardedModal } from './guarded-modal';

/**
 * **Needs attention** (issue 9 "Conflicts"): the writes that could not be applied — the server refused
 * them (its message is shown) or the booking changed meanwhile (both versions are shown: what the
 * person saw and what it is now). Each can be tried again (back into the outbox, e.g. once the role
 * is given back) or discarded. Nothing leaves this list without the person's tap. Each kind's words
 * are its `describe` and `conflictDetail` in the `commands` table.
 */
export function NeedsAttentionDialog({
  userId,
  items,
  onClose,
}: {
  userId: string;
  items: readonly AttentionItem[];
  onClose: () => void;
}) {
  return (
    <GuardedModal opened onClose={onClose} title="Needs attention" centered>
      <Stack gap="sm">
        {items.length === 0 ? <Text>Nothing needs attention.</Text> : null}
        {items.map((item) => (
          <Paper key={item.command.id} withBorder radius="md" p="sm">
            <Stack gap={6}>
              <Text fw={700} size="sm">
                {describe(item.command)}
              </Text>
              <Text size="sm">{item.message}</Text>
              {item.reason === 'conflict' && conflictDetail(item.command, item.current ?? null) ? (
                <Text size="sm" c="dimmed">
                  {conflictDetail(item.command, item.current ?? null)}
                </Text>
              ) : null}
              <Group gap="xs" justify="flex-end">
                <Button
                  variant="default"
                  mih={44}
                  onClick={() => void dismissAttention(userId, item.command.id)}
                >
                  Discard
                </Button>
                <Button mih={44} onClick={() => void retryAttention(userId, item.command.id)}>
                  Try again
                </Button>
              </Group>
            </Stack>
          </Paper>
        ))}
        <Group justify="flex-end">
          <Button variant="subtle" mih={44} onClick={onClose}>
            Close
          </Button>
        </Group>
      </Stack>
    </GuardedModal>
  );
}
