import type { ReactNode } from 'react';
import { Stack } from '@mantine/core';
import { DialogFooter } from './dialog-footer';
import { GuardedModal } from './guarded-modal';
import { useSubmit } from './use-submit';

/**
 * The app's one "are you sure?" before something goes (a note, a review, a product, a channel, a
 * person, the sample content, the lodge): `title` asks the question, `children` say what is deleted,
 * then **Keep** / the red action. While `onConfirm` runs the action shows it is busy; when it rejects
 * (the server refused, or no signal) the dialog stays open with `failure(error)` and whatever was typed
 * inside it. It opens with focus on Keep (a field marked `data-autofocus` inside comes first), so Enter
 * never deletes by accident. Closing gives focus back to the control that opened it (GuardedModal). The caller closes
 * it after a success (`opened` false).
 */
export function ConfirmDeleteDialog({
  opened,
  title,
  children,
  confirmLabel = 'Delete',
  failure,
  onClose,
  onConfirm,
  confirmDisabled = false,
}: {
  opened: boolean;
  title: string;
  /** What is deleted and what follows, in a sentence or two (and a field, when one must be typed). */
  children: ReactNode;
  confirmLabel?: string;
  /** The sentence shown when `onConfirm` rejected with `error`. */
  failure: (error: unknown) => string;
  onClose: () => void;
  onConfirm: () => Promise<void>;
  /** Until something is typed to confirm (a lodge's name), the action cannot be pressed. */
  confirmDisabled?: boolean;
}) {
  const { pending, problem, run, clear } = useSubmit();
  const close = () => {
    clear();
    onClose();
  };
  return (
    <GuardedModal opened={opened} onClose={close} title={title} centered>
      <Stack gap="sm">
        {children}
        <DialogFooter
          cancelLabel="Keep"
          cancelFirst
          onCancel={close}
          confirmLabel={confirmLabel}
          color="red.9"
          loading={pending}
          disabled={confirmDisabled}
          onConfirm={() => void run(failure, onConfirm)}
          problem={problem}
        />
      </Stack>
    </GuardedModal>
  );
}
