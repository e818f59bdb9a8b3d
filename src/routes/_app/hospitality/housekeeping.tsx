import { createFileRoute } from '@tanstack/react-router';
import { HousekeepingScreen } from '../../../features/training/housekeeping-screen';
import { RouteLoadError } from '../../../features/shell/route-states';
import { RoutePending } from '../../../features/shell/route-pending';

export const Route = createFileRoute('/_app/hospitality/housekeeping')({
  // The data layer loads with the screen's chunk, not in the first download.
  loader: ({ context }) =>
    import('../../../features/training/training.data').then((data) =>
      data.loadHousekeepingOffline(context.facts, context.userId, context.lodge.lodgeId),
    ),
  pendingComponent: RoutePending,
  errorComponent: RouteLoadError,
  component: function HousekeepingRoute() {
    const { lodge } = Route.useRouteContext();
    return <HousekeepingScreen key={lodge.lodgeId} data={Route.useLoaderData()} lodge={lodge} />;
  },
});
