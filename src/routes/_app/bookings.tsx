import { createFileRoute } from '@tanstack/react-router';
import { BookingsScreen } from '../../features/bookings/bookings-screen';
import { parseBookingsSearch } from '../../features/bookings/from-search';
import { RouteLoadError } from '../../features/shell/route-states';
import { RoutePending } from '../../features/shell/route-pending';
import { useNavigateWhenLoaded } from '../../features/shell/use-navigate-when-loaded';
import { BookingsTabs } from '../../ui/bookings/bookings-tabs';

/**
 * Bookings: three days from `?from=YYYY-MM-DD` (default: the lodge's today, spec §9), the guides, and
 * the booking open in its dialog from `?booking=<id>` with its money (issue 35).
 */
export const Route = createFileRoute('/_app/bookings')({
  validateSearch: parseBookingsSearch,
  loaderDeps: ({ search }) => ({ from: search.from, booking: search.booking }),
  // The data layer loads with the screen's chunk, not in the first download. Opened on the phone's
  // copy, the kept days first (issue 22); the booking opened by `?booking=` and its money beside them
  // (issue 35), so `router.invalidate()` (a write, the sync's round) refreshes the open dialog too.
  loader: ({ context, deps }) =>
    Promise.all([
      import('../../features/bookings/bookings.data').then((data) =>
        data.loadBookingsScreen(context.userId, context.lodge, deps, context.facts),
      ),
      import('../../features/bookings/booking-guides.data').then((guides) =>
        guides.loadGuideChoices(context.userId, context.lodge.lodgeId, context.facts),
      ),
    ]).then(([{ data, detail }, guides]) => ({ data, detail, guides })),
  pendingComponent: RoutePending,
  errorComponent: RouteLoadError,
  component: function BookingsRoute() {
    const { lodge } = Route.useRouteContext();
    const { data, detail, guides } = Route.useLoaderData();
    // The days shown stay (marked as loading) until the next ones have loaded: focus stays on the arrow.
    const [navigate, loading] = useNavigateWhenLoaded();
    // Opening and closing a booking (issue 35) waits for its loader the same way, without "Loading the other days".
    const [navigateToBooking] = useNavigateWhenLoaded();
    return (
      <>
        <BookingsTabs current="list" />
        <BookingsScreen
          key={lodge.lodgeId}
          data={data}
          detail={detail}
          navigate={navigateToBooking}
          guides={guides}
          lodge={lodge}
          onPickDay={(from) => navigate({ to: Route.fullPath, search: from ? { from } : {} })}
          loadingDays={loading !== null}
        />
      </>
    );
  },
});
