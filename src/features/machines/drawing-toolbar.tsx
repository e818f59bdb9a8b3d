import { Button, Group, Stack, Text } from '@mantine/core';
import type { DrawingControls } from './machine-drawing';

/**
 * Zoom in / Zoom out / Fit (and the full-screen switch) for a drawing, and which level of it is shown
 * (issue 34): on the overview, that groups are drawn closed and open with a tap; inside a group, a way
 * back. Fit inside a group goes back to the overview, the whole machine.
 */
export function DrawingToolbar({
  controls,
  fullScreen,
  onFullScreen,
  level,
  onOverview,
}: {
  controls: React.RefObject<DrawingControls | null>;
  fullScreen: boolean;
  onFullScreen: (on: boolean) => void;
  /** Null: the whole drawing; `'overview'`; or the key of the open top-level group. */
  level: string | null;
  onOverview: () => void;
}) {
  const inside = level !== null && level !== 'overview';
  return (
    <Stack gap={4}>
      <Group gap="xs" role="toolbar" aria-label="Diagram">
        <Button variant="default" mih={44} onClick={() => controls.current?.zoomIn()}>
          Zoom in
        </Button>
        <Button variant="default" mih={44} onClick={() => controls.current?.zoomOut()}>
          Zoom out
        </Button>
        <Button variant="default" mih={44} onClick={() => (inside ? onOverview() : controls.current?.fit())}>
          Fit
        </Button>
        <Button variant={fullScreen ? 'filled' : 'light'} mih={44} onClick={() => onFullScreen(!fullScreen)}>
          {fullScreen ? 'Close full screen' : 'Full screen'}
        </Button>
      </Group>
      {level === null ? null : (
        <Group gap="xs" data-testid="drawing-level">
          <Text size="sm">
            {inside
              ? `Inside ${level}: the states it leads to are drawn dashed at its side.`
              : 'Overview: groups are drawn closed; tap one to open it.'}
          </Text>
          {inside ? (
            <Button variant="subtle" mih={44} onClick={onOverview}>
              Back to the overview
            </Button>
          ) : null}
        </Group>
      )}
    </Stack>
  );
}
