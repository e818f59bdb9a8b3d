import { createFileRoute } from '@tanstack/react-router';
import { parseDaySearch } from '../../../features/organization/day-search';
import { StaffScreen } from '../../../features/organization/staff-screen';
import { RouteLoadError } from '../../../features/shell/route-states';
import { RoutePending } from '../../../features/shell/route-pending';
import { useNavigateWhenLoaded } from '../../../features/shell/use-navigate-when-loaded';

/** Staff and the rota; `?day=YYYY-MM-DD` is the rota's day (default: the lodge's today, issue 19). */
export const Route = createFileRoute('/_app/organization/staff')({
  validateSearch: parseDaySearch,
  loaderDeps: ({ search }) => ({ day: search.day }),
  // The data layer loads with the screen's chunk, not in the first download.
  loader: ({ context, deps }) =>
    import('../../../features/organization/staff.data').then((data) =>
      data.loadStaffRoute(context.facts, context.userId, context.lodge, deps.day),
    ),
  pendingComponent: RoutePending,
  errorComponent: RouteLoadError,
  component: function StaffRoute() {
    const { lodge } = Route.useRouteContext();
    // The rota stays on screen (marked as loading) until the day has loaded: focus stays on the arrow.
    const [navigate] = useNavigateWhenLoaded();
    return (
      <StaffScreen
        key={lodge.lodgeId}
        data={Route.useLoaderData()}
        lodge={lodge}
        // The day replaces the address's day: Back leaves the page rather than stepping through days.
        onPickDay={(day) => navigate({ to: Route.fullPath, search: { day }, replace: true })}
      />
    );
  },
});
