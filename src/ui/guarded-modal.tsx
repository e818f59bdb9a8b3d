import { createContext, use, useEffect, useState } from 'react';
import { Modal, type ModalProps } from '@mantine/core';
import { DiscardPrompt } from './discard-prompt';
import { useBackCloses } from './use-back-closes';
import { useReturnFocus } from './use-return-focus';

/** What a form inside a GuardedModal tells it, and how it asks to close. */
interface DialogDraft {
  setDirty: (dirty: boolean) => void;
  requestClose: () => void;
}

const DialogDraftContext = createContext<DialogDraft | null>(null);

/**
 * For a form inside a GuardedModal: reports whether something was typed (`dirty`: the form differs
 * from how it opened) and returns the close request for its Cancel button, which asks before
 * discarding like the other ways out. Outside a GuardedModal it returns `onClose` as is.
 */
export function useDialogDraft(dirty: boolean, onClose: () => void): () => void {
  const dialog = use(DialogDraftContext);
  const setDirty = dialog?.setDirty;
  useEffect(() => {
    if (!setDirty) return;
    setDirty(dirty);
    return () => setDirty(false);
  }, [dirty, setDirty]);
  return dialog?.requestClose ?? onClose;
}

/** A dialog's top edge: Mantine's offset, or below the toasts while any show (review of issues 18–19). */
const topEdge =
  'max(var(--modal-y-offset), calc(var(--toast-stack-bottom, 0px) + var(--mantine-spacing-xs)))';

/**
 * Toasts stay where people look for them (top, under the header and the offline banner) and a dialog
 * open meanwhile starts below them instead of under them, shrinking if it must: its title and close
 * button are never covered, nor its actions at the bottom (review of issues 18–19). Inline styles: no CSS file.
 */
const clearOfToasts = {
  inner: { paddingTop: topEdge },
  content: { maxHeight: `calc(100dvh - var(--modal-y-offset) - ${topEdge})` },
};

/**
 * The app's dialog (issue 12 "Touch and focus"): a Mantine Modal that
 * - closes on a phone's Back instead of leaving the page under it (`useBackCloses`);
 * - asks "Discard what you typed?" (Keep editing / Discard) before closing by X, Escape, a tap
 *   outside, Back or Cancel when the form inside reported typed text (`useDialogDraft`); nothing
 *   typed is lost without asking. Closing after a save (the parent sets `opened` false) never asks;
 * - gives focus back to the control that opened it (`useReturnFocus`);
 * - starts below any toast on screen (`--toast-stack-bottom`, published by the toast outlet).
 * `onClose` is called only once closing is settled. Other props go to the Modal.
 */
export function GuardedModal({
  opened,
  onClose,
  children,
  ...modalProps
}: Omit<ModalProps, 'opened' | 'onClose' | 'stackId'> & { opened: boolean; onClose: () => void }) {
  const [dirty, setDirty] = useState(false);
  const [asking, setAsking] = useState(false);
  const returnFocus = useReturnFocus(opened);
  const confirming = opened && asking;
  const requestClose = () => {
    if (confirming) setAsking(false);
    else if (dirty) setAsking(true);
    else onClose();
  };
  useBackCloses(opened, requestClose);
  const discard = () => {
    setAsking(false);
    onClose();
  };
  return (
    <Modal.Stack>
      <Modal
        styles={clearOfToasts}
        {...modalProps}
        {...returnFocus}
        stackId="dialog"
        opened={opened}
        onClose={requestClose}
      >
        <DialogDraftContext value={{ setDirty, requestClose }}>{children}</DialogDraftContext>
      </Modal>
      <DiscardPrompt
        stackId="discard"
        opened={confirming}
        onKeep={() => setAsking(false)}
        onDiscard={discard}
      />
    </Modal.Stack>
  );
}
