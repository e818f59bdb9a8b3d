import { useState } from 'react';
import { Button, Stack, Text } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { failureSentence } from '../../lib/supabase/errors';

/**
 * "Mark as done" for one training module (issue 8 "Training and language"). While saving it shows a
 * loader; a failed save leaves the module as it was and says why inline (42501: the role may not
 * record training, e.g. a trustee; otherwise the server's words or the connection).
 */
export function MarkDoneButton({ title, onMark }: { title: string; onMark: () => Promise<void> }) {
  const [saving, setSaving] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const mark = async () => {
    setSaving(true);
    setProblem(null);
    try {
      await onMark();
    } catch (error) {
      setProblem(failureSentence('Not saved.', error, 'training'));
    } finally {
      setSaving(false);
    }
  };
  return (
    <Stack gap={4} align="flex-start">
      <Button
        variant="light"
        leftSection={<IconCheck size={18} aria-hidden="true" />}
        loading={saving}
        onClick={() => void mark()}
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
