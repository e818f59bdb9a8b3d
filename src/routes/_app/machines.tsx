import { createFileRoute, Outlet } from '@tanstack/react-router';
import { ExplorerProvider } from '../../features/machines/explorer-context';
import { RouteLoadError } from '../../features/shell/route-states';
import { MachinesPending } from '../../features/shell/route-pending';

/**
 * /machines: the machine explorer (issue 21); its pages share the live event log. Signed in only. Its
 * data (the machines, the generated coverage and words) comes through this loader (issue 35); the
 * pages read it with `getRouteApi('/_app/machines').useLoaderData()`.
 */
export const Route = createFileRoute('/_app/machines')({
  loader: () =>
    import('../../features/machines/explorer.data').then((explorer) => explorer.loadExplorerRoute()),
  pendingComponent: MachinesPending,
  errorComponent: RouteLoadError,
  component: () => (
    <ExplorerProvider>
      <Outlet />
    </ExplorerProvider>
  ),
});
