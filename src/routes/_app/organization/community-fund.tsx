import { createFileRoute } from '@tanstack/react-router';
import { CommunityFundScreen } from '../../../features/finances/community-fund-screen';
import { RouteLoadError } from '../../../features/shell/route-states';
import { RoutePending } from '../../../features/shell/route-pending';

/** The community fund's ledger (issue 20): owners, managers and trustees read; owners write. */
export const Route = createFileRoute('/_app/organization/community-fund')({
  // Staff are sent to Organization by the loader, which loads with the screen's chunk (issue 11 budget).
  loader: ({ context }) =>
    import('../../../features/finances/community-fund.data').then((data) =>
      data.loadCommunityFundRoute(context.facts, context.userId, context.lodge),
    ),
  pendingComponent: RoutePending,
  errorComponent: RouteLoadError,
  component: function CommunityFundRoute() {
    const { lodge } = Route.useRouteContext();
    return <CommunityFundScreen key={lodge.lodgeId} lodge={lodge} data={Route.useLoaderData()} />;
  },
});
