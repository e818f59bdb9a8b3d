import { createFileRoute, redirect } from '@tanstack/react-router';
import { can } from '../../../data/lodge-roles';
import { lodgeToday } from '../../../lib/lodge-today';
import { CommunityFundScreen } from '../../../features/finances/community-fund-screen';
import { RouteLoadError } from '../../../features/shell/route-states';
import { RoutePending } from '../../../features/shell/route-pending';

/** The community fund's ledger (issue 20): owners, managers and trustees read; owners write. */
export const Route = createFileRoute('/_app/organization/community-fund')({
  // Staff have no community fund screen (issue 20): sent to Organization. In the loader, which loads
  // with the screen's chunk, not in the entry (issue 11 budget).
  loader: ({ context }) => {
    if (!can(context.lodge.role, 'viewFinances')) throw redirect({ to: '/organization', replace: true });
    return import('../../../features/finances/community-fund.data').then((data) =>
      data.loadCommunityFundOffline(
        context.userId,
        context.lodge.lodgeId,
        lodgeToday(context.lodge.timezone),
      ),
    );
  },
  pendingComponent: RoutePending,
  errorComponent: RouteLoadError,
  component: function CommunityFundRoute() {
    const { lodge } = Route.useRouteContext();
    return <CommunityFundScreen key={lodge.lodgeId} lodge={lodge} data={Route.useLoaderData()} />;
  },
});
