import { Button, Stack, Text } from '@mantine/core';
import { useOnline } from '../../ui/use-online';

/**
 * Where the Use our figures button stands (issue 20), read from the wizard's step 8 state: `busy`
 * while the results are being saved (the wizard does not take the event then).
 */
export type FiguresMode = 'ready' | 'busy' | 'loading' | 'noHistory';

/**
 * Issue 20: Use our figures. Fills the ROI calculator from the last 12 months of the lodge's own
 * bookings (shown only to roles that may view finances). Offline it is disabled with the reason: the
 * figures are read from the server, and an old copy would pass stale numbers off as the lodge's own.
 * Once used, the sentence of what was filled stays under the button (issue 31) until the person changes
 * those figures by hand.
 */
export function UseOurFigures({
  mode,
  onUse,
  summary,
}: {
  mode: FiguresMode;
  onUse: () => void;
  /** Issue 31: what the last use filled in, in words, while those figures stand (else null). */
  summary: string | null;
}) {
  const online = useOnline();
  const loading = mode === 'loading';
  return (
    <Stack gap={4}>
      <Button variant="light" disabled={!online || loading || mode === 'busy'} onClick={onUse}>
        {loading ? 'Reading your figures...' : 'Use our figures'}
      </Button>
      {!online ? (
        <Text size="xs" c="dimmed">
          Needs a connection: the figures come from the lodge&apos;s bookings on the server.
        </Text>
      ) : mode === 'noHistory' ? (
        <Text size="sm" role="status">
          No bookings with prices in the last 12 months yet. The calculator keeps its own figures.
        </Text>
      ) : summary !== null ? (
        <Text size="sm" role="status">
          <Text span fw={600} inherit>
            From your bookings:
          </Text>{' '}
          {summary}
        </Text>
      ) : (
        <Text size="xs" c="dimmed">
          Price, cost and occupancy of accommodation from the last 12 months of bookings.
        </Text>
      )}
    </Stack>
  );
}
