import { Center, Loader, Portal, VisuallyHidden } from '@mantine/core';

/**
 * Covers the whole screen while authentication loads (spec §2). Rendered in a portal on `<body>`:
 * inside the page container (animated with a transform) `position: fixed` would be trapped in that
 * container and leave the header and bottom bar live (issue 12). Above the header's and bottom bar's
 * z-index (200), below Mantine's toasts.
 */
export function FullScreenLoader() {
  return (
    <Portal>
      <Center
        pos="fixed"
        inset={0}
        bg="var(--mantine-color-body)"
        style={{ zIndex: 300 }}
        role="status"
        aria-live="polite"
        data-testid="full-screen-loader"
      >
        <Loader aria-hidden="true" />
        <VisuallyHidden>Loading…</VisuallyHidden>
      </Center>
    </Portal>
  );
}
