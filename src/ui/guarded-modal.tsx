import { createContext, use, useEffect, useId, useState } from 'react';
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
 * True inside a GuardedModal: a GuardedModal opened from inside another ("Delete this note?" over a
 * booking) joins the outer one's `Modal.Stack` instead of starting its own, so Mantine treats the
 * newest as the one on top: Escape closes it alone (with two stacks, one Escape closed both), and
 * only it traps focus and shows its overlay.
 */
const InsideDialogContext = createContext(false);

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
 * A dialog's bottom margin: Mantine's offset, or above an Undo toast at the bottom while it shows
 * (`--toast-stack-foot`, the room that stack takes above the screen's foot). Bug (issue 33): after an
 * offline check-in the Undo toast goes to the bottom (it keeps clear of the tapped Check in, under the
 * banner's top zone) and covered the dialog's Cancel for its 6 s.
 */
const bottomEdge =
  'max(var(--modal-y-offset), calc(var(--toast-stack-foot, 0px) + var(--mantine-spacing-xs)))';

/**
 * Toasts stay where people look for them (top, under the header and the offline banner; an Undo at the
 * bottom when the top would cover what was tapped) and a dialog open meanwhile sits between them
 * instead of under them, shrinking if it must: its title and close button are never covered, nor its
 * actions at the bottom (review of issues 18–19). Inline styles: no CSS file.
 */
const clearOfToasts = {
  inner: { paddingTop: topEdge, paddingBottom: bottomEdge },
  content: { maxHeight: `calc(100dvh - ${bottomEdge} - ${topEdge})` },
};

/**
 * The app's dialog (issue 12 "Touch and focus"): a Mantine Modal that
 * - closes on a phone's Back instead of leaving the page under it (`useBackCloses`); opened from
 *   inside another GuardedModal, it stacks on it, and Back or Escape close the newest only;
 * - asks "Discard what you typed?" (Keep editing / Discard) before closing by X, Escape, a tap
 *   outside, Back or Cancel when the form inside reported typed text (`useDialogDraft`); nothing
 *   typed is lost without asking. Closing after a save (the parent sets `opened` false) never asks;
 * - gives focus back to the control that opened it (`useReturnFocus`);
 * - sits clear of any toast on screen: below the top ones (`--toast-stack-bottom`), above an Undo at
 *   the bottom (`--toast-stack-foot`), both published by the toast outlet.
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
  const id = useId();
  const nested = use(InsideDialogContext);
  const modals = (
    <>
      <Modal
        styles={clearOfToasts}
        {...modalProps}
        {...returnFocus}
        stackId={`dialog${id}`}
        opened={opened}
        onClose={requestClose}
      >
        <InsideDialogContext value={true}>
          <DialogDraftContext value={{ setDirty, requestClose }}>{children}</DialogDraftContext>
        </InsideDialogContext>
      </Modal>
      <DiscardPrompt
        stackId={`discard${id}`}
        opened={confirming}
        onKeep={() => setAsking(false)}
        onDiscard={discard}
      />
    </>
  );
  return nested ? modals : <Modal.Stack>{modals}</Modal.Stack>;
}
