import { useState } from 'react';
import { Button, Group, Stack, Textarea } from '@mantine/core';
import { serverMessageOf } from '../../../machines/shared/auth-types';
import { showNotification } from '../../ui/notify';

/**
 * "Reply" on a review not yet replied to (issue 8: "managers write a reply to a review"). Opens a
 * text box; Send reply calls `onReply(text)`. A blank reply is refused with a message; if saving fails
 * the box stays open with what was typed and a notification says why.
 */
export function ReviewReply({
  guestName,
  onReply,
}: {
  guestName: string;
  /** Resolves once the reply is kept; rejects with the server's error. */
  onReply: (body: string) => Promise<void>;
}) {
  const [open, setOpen] = useState(false);
  const [body, setBody] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);

  if (!open) {
    return (
      <Button variant="light" mih={44} onClick={() => setOpen(true)} aria-label={`Reply to ${guestName}`}>
        Reply
      </Button>
    );
  }

  const send = async () => {
    if (body.trim() === '') {
      setError('Write a reply first');
      return;
    }
    setSending(true);
    try {
      await onReply(body);
    } catch (failure) {
      showNotification({
        tone: 'error',
        title: 'The reply was not saved',
        message: serverMessageOf(failure) ?? 'Check your connection and try again.',
      });
    } finally {
      setSending(false);
    }
  };

  return (
    <Stack gap="xs">
      <Textarea
        label={`Your reply to ${guestName}`}
        autosize
        minRows={3}
        maxLength={5000}
        value={body}
        error={error}
        onChange={(event) => {
          setBody(event.currentTarget.value);
          setError(null);
        }}
      />
      <Group gap="xs" grow>
        <Button variant="default" mih={44} px="xs" onClick={() => setOpen(false)} disabled={sending}>
          Cancel
        </Button>
        <Button mih={44} px="xs" onClick={() => void send()} loading={sending}>
          Send reply
        </Button>
      </Group>
    </Stack>
  );
}
