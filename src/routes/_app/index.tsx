import { createFileRoute } from '@tanstack/react-router';
import { DashboardScreen } from '../../features/dashboard/dashboard-screen';
import { loadDashboard } from '../../features/dashboard/dashboard.data';
import { RouteLoadError, RoutePending } from '../../features/shell/route-states';

export const Route = createFileRoute('/_app/')({
  loader: ({ context }) => loadDashboard(context.lodge.lodgeId),
  pendingComponent: RoutePending,
  errorComponent: RouteLoadError,
  component: function DashboardRoute() {
    const { lodge } = Route.useRouteContext();
    return <DashboardScreen key={lodge.lodgeId} data={Route.useLoaderData()} lodge={lodge} />;
  },
});
