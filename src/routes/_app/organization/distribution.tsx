import { createFileRoute } from '@tanstack/react-router';
import { DistributionScreen } from '../../../features/organization/distribution-screen';
import { RouteLoadError } from '../../../features/shell/route-states';
import { RoutePending } from '../../../features/shell/route-pending';

export const Route = createFileRoute('/_app/organization/distribution')({
  // The data layer loads with the screen's chunk, not in the first download.
  loader: ({ context }) =>
    import('../../../features/organization/distribution.data').then((data) =>
      data.loadChannelsOffline(context.facts, context.userId, context.lodge.lodgeId),
    ),
  pendingComponent: RoutePending,
  errorComponent: RouteLoadError,
  component: function DistributionRoute() {
    const { lodge } = Route.useRouteContext();
    return <DistributionScreen key={lodge.lodgeId} data={Route.useLoaderData()} lodge={lodge} />;
  },
});
