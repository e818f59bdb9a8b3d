import { createFileRoute } from '@tanstack/react-router';
import { lodgeToday } from '../../lib/lodge-today';
import { DashboardScreen } from '../../features/dashboard/dashboard-screen';
import { RouteLoadError } from '../../features/shell/route-states';
import { RoutePending } from '../../features/shell/route-pending';
import { dayHeading } from '../../ui/day-heading';
import { Page } from '../../ui/page';

/**
 * The dashboard, the signed-in landing route. Split off (so the sign-in page stays light), and preloaded
 * with the entry by index.html's head script when a session is stored (scripts/vite-plugins.ts).
 */
export const Route = createFileRoute('/_app/')({
  // The loading frame is its own chunk, preloaded with the screen's (the router fetches it with the
  // route, index.html's head script with the entry), so the sign-in page's first download stays as it was.
  codeSplitGroupings: [['component'], ['pendingComponent'], ['errorComponent']],
  // The data layer loads with the screen's chunk, not in the first download.
  loader: ({ context }) =>
    import('../../features/dashboard/dashboard.data').then((data) => {
      const date = lodgeToday(context.lodge.timezone);
      return data.loadDashboardOffline(context.userId, context.lodge.lodgeId, date);
    }),
  // While the day loads, the page's own heading (title and the lodge's date, as the screen draws them)
  // paints over a loading line (issue 11). It is the loaded page's header, so there is no flash to hold
  // it up against: no minimum time.
  pendingComponent: function DashboardPending() {
    const timezone = Route.useRouteContext({ select: (context) => context.lodge.timezone });
    return (
      <Page title="Dashboard" description={dayHeading(lodgeToday(timezone))}>
        <RoutePending />
      </Page>
    );
  },
  pendingMinMs: 0,
  errorComponent: RouteLoadError,
  component: function DashboardRoute() {
    const { lodge } = Route.useRouteContext();
    return <DashboardScreen key={lodge.lodgeId} data={Route.useLoaderData()} lodge={lodge} />;
  },
});
