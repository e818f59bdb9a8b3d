import { useState } from 'react';
import { Button, Stack } from '@mantine/core';
import { TEXT_LIMITS } from '../../data/field-limits';
import { LimitedTextarea } from '../../ui/limited-text';
import { problemSentence } from '../../lib/supabase/errors';
import { showNotification } from '../../ui/notify';
import { useBackCloses } from '../../ui/use-back-closes';
import { DialogFooter } from '../../ui/dialog-footer';
import { lazyPiece } from '../../ui/lazy-piece';

// Mantine's Modal is loaded only when a typed reply is about to be discarded: the screen has no other dialog.
const DiscardPrompt = lazyPiece(
  () => import('../../ui/discard-prompt').then((module) => module.DiscardPrompt),
  { asked: { close: (props) => props.onKeep() } },
);

/**
 * "Reply" on a review not yet replied to (issue 8: "managers write a reply to a review"). Opens a
 * text box; Send reply calls `onReply(text)`. A blank reply is refused with a message; if saving fails
 * the box stays open with what was typed and a notification says why. Cancel, or a phone's Back while
 * the box is open, closes it, asking first when a reply was typed (issue 12).
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
  const [asking, setAsking] = useState(false);
  const close = () => {
    setOpen(false);
    setAsking(false);
    setBody('');
    setError(null);
  };
  const requestClose = () => {
    if (asking) setAsking(false);
    else if (body.trim() !== '') setAsking(true);
    else close();
  };
  useBackCloses(open, requestClose);

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
        message: problemSentence(failure),
      });
    } finally {
      setSending(false);
    }
  };

  return (
    <Stack gap="xs">
      <LimitedTextarea
        label={`Your reply to ${guestName}`}
        autosize
        minRows={3}
        limit={TEXT_LIMITS.reviewReply}
        value={body}
        error={error}
        onChange={(event) => {
          setBody(event.currentTarget.value);
          setError(null);
        }}
      />
      <DialogFooter
        onCancel={requestClose}
        cancelDisabled={sending}
        confirmLabel="Send reply"
        onConfirm={() => void send()}
        loading={sending}
      />
      {asking ? <DiscardPrompt opened onKeep={() => setAsking(false)} onDiscard={close} /> : null}
    </Stack>
  );
}
