import { createFileRoute } from '@tanstack/react-router';
import { BookingsScreen } from '../../features/bookings/bookings-screen';
import { loadBookings } from '../../features/bookings/bookings.data';
import { RouteLoadError, RoutePending } from '../../features/shell/route-states';

export const Route = createFileRoute('/_app/bookings')({
  loader: ({ context }) => loadBookings(context.lodge.lodgeId),
  pendingComponent: RoutePending,
  errorComponent: RouteLoadError,
  component: function BookingsRoute() {
    const { lodge } = Route.useRouteContext();
    return <BookingsScreen key={lodge.lodgeId} data={Route.useLoaderData()} lodge={lodge} />;
  },
});
