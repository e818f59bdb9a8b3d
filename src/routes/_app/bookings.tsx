import { createFileRoute } from '@tanstack/react-router';
import { BookingsScreen } from '../../features/bookings/bookings-screen';
import { RouteLoadError } from '../../features/shell/route-states';
import { RoutePending } from '../../features/shell/route-pending';

export const Route = createFileRoute('/_app/bookings')({
  // The data layer loads with the screen's chunk, not in the first download. Opened on the phone's
  // copy, the kept days first (issue 22).
  loader: ({ context }) =>
    import('../../features/bookings/bookings.data').then((data) =>
      data.loadBookingsRoute(context.userId, context.lodge, { copyFirst: context.showingCopy }),
    ),
  pendingComponent: RoutePending,
  errorComponent: RouteLoadError,
  component: function BookingsRoute() {
    const { lodge } = Route.useRouteContext();
    return <BookingsScreen key={lodge.lodgeId} data={Route.useLoaderData()} lodge={lodge} />;
  },
});
