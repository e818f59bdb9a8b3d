import { useState, type ReactNode } from 'react';
import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { GuardedModal } from '../../ui/guarded-modal';

/**
 * Asks before something is deleted (a product, a channel, a person on the staff list). `onConfirm`
 * rejects when the server refuses: the dialog then stays open and says why (`problemOf(error)`).
 */
export function ConfirmDialog({
  opened,
  title,
  children,
  confirmLabel,
  failure,
  onClose,
  onConfirm,
}: {
  opened: boolean;
  title: string;
  /** What will happen, in a sentence or two. */
  children: ReactNode;
  confirmLabel: string;
  /** The message shown when `onConfirm` rejected with `error`. */
  failure: (error: unknown) => string;
  onClose: () => void;
  onConfirm: () => Promise<void>;
}) {
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const close = () => {
    setProblem(null);
    onClose();
  };
  return (
    <GuardedModal opened={opened} onClose={close} title={title} centered>
      <Stack gap="sm">
        <Text>{children}</Text>
        {problem ? (
          <Alert color="red" variant="light" role="alert">
            <Text size="sm">{problem}</Text>
          </Alert>
        ) : null}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={close}>
            Keep
          </Button>
          <Button
            color="red.9"
            loading={busy}
            onClick={async () => {
              setBusy(true);
              setProblem(null);
              try {
                await onConfirm();
              } catch (error) {
                setProblem(failure(error));
              } finally {
                setBusy(false);
              }
            }}
          >
            {confirmLabel}
          </Button>
        </Group>
      </Stack>
    </GuardedModal>
  );
}
