import { Button, Stack, Text } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { useSubmit } from '../../ui/use-submit';

/**
 * "Mark as done" for one training module (issue 8 "Training and language"). While saving it shows a
 * loader; a failed save leaves the module as it was and says why inline (42501: the role may not
 * record training, e.g. a trustee; otherwise the server's words or the connection).
 */
export function MarkDoneButton({ title, onMark }: { title: string; onMark: () => Promise<void> }) {
  const { pending, problem, run } = useSubmit('training');
  return (
    <Stack gap={4} align="flex-start">
      <Button
        variant="light"
        leftSection={<IconCheck size={18} aria-hidden="true" />}
        loading={pending}
        onClick={() => void run('Not saved.', onMark)}
        aria-label={`Mark as done: ${title}`}
      >
        Mark as done
      </Button>
      {problem ? (
        <Text size="sm" c="var(--mantine-color-error)" role="alert">
          {problem}
        </Text>
      ) : null}
    </Stack>
  );
}
