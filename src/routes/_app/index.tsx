import { createFileRoute } from '@tanstack/react-router';
import { DashboardScreen } from '../../features/dashboard/dashboard-screen';
import { RouteLoadError } from '../../features/shell/route-states';
import { RoutePending } from '../../features/shell/route-pending';

/**
 * The dashboard, the signed-in landing route. Split off (so the sign-in page stays light), and preloaded
 * with the entry by index.html's head script when a session is stored (build-steps/vite-plugins.ts).
 */
export const Route = createFileRoute('/_app/')({
  // The data layer loads with the screen's chunk, not in the first download; a lodge with coordinates
  // gets a real forecast beside the day's rows (issue 18). Opened on the phone's copy, the kept day
  // first (issue 22).
  loader: ({ context }) =>
    import('../../features/dashboard/dashboard.data').then((data) =>
      data.loadDashboardRoute(context.userId, context.lodge, context.facts),
    ),
  pendingComponent: RoutePending,
  errorComponent: RouteLoadError,
  component: function DashboardRoute() {
    const { lodge } = Route.useRouteContext();
    const { dashboard, forecast } = Route.useLoaderData();
    return <DashboardScreen key={lodge.lodgeId} data={dashboard} forecast={forecast} lodge={lodge} />;
  },
});
