import { LoadingLine } from '../../ui/loading-line';

/**
 * A screen whose loader is still reading (route `pendingComponent`, which is not code-split, so it
 * stays this small): the frame stays, the content says what is loading.
 */
export function RoutePending() {
  return <LoadingLine label="Loading the lodge’s data…" />;
}

/**
 * The machine explorer's screen while its loader reads the machines (issue 35 review: it said "Loading
 * the lodge’s data…", which the explorer does not read).
 */
export function MachinesPending() {
  return <LoadingLine label="Loading the machines…" />;
}
