import { Group, Loader, Text } from '@mantine/core';

/** A section's loading line (a network read is under way). */
export function LoadingLine({ label }: { label: string }) {
  return (
    <Group gap="sm" role="status" py="sm">
      <Loader size="sm" aria-hidden="true" />
      <Text>{label}</Text>
    </Group>
  );
}
