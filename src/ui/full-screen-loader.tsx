import { Center, Loader, VisuallyHidden } from '@mantine/core';

/** Covers the screen while authentication loads (spec §2). */
export function FullScreenLoader() {
  return (
    <Center
      pos="fixed"
      inset={0}
      bg="var(--mantine-color-body)"
      style={{ zIndex: 1000 }}
      role="status"
      aria-live="polite"
    >
      <Loader aria-hidden="true" />
      <VisuallyHidden>Loading…</VisuallyHidden>
    </Center>
  );
}
