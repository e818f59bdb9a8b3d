import { createFileRoute } from '@tanstack/react-router';
import { BookingsScreen } from '../../features/bookings/bookings-screen';
import { parseBookingsSearch } from '../../features/bookings/from-search';
import { RouteLoadError } from '../../features/shell/route-states';
import { RoutePending } from '../../features/shell/route-pending';
import { useNavigateWhenLoaded } from '../../features/shell/use-navigate-when-loaded';
import { BookingsTabs } from '../../ui/bookings/bookings-tabs';

/** Bookings: three days from `?from=YYYY-MM-DD` (default: the lodge's today, spec §9), and the guides. */
export const Route = createFileRoute('/_app/bookings')({
  validateSearch: parseBookingsSearch,
  loaderDeps: ({ search }) => ({ from: search.from }),
  // The data layer loads with the screen's chunk, not in the first download. Opened on the phone's
  // copy, the kept days first (issue 22).
  loader: ({ context, deps }) =>
    Promise.all([
      import('../../features/bookings/bookings.data').then((data) =>
        data.loadBookingsRoute(context.userId, context.lodge, deps.from),
      ),
      import('../../features/bookings/booking-guides.data').then((guides) =>
        guides.loadGuideChoices(context.userId, context.lodge.lodgeId),
      ),
    ]).then(([data, guides]) => ({ data, guides })),
  pendingComponent: RoutePending,
  errorComponent: RouteLoadError,
  component: function BookingsRoute() {
    const { lodge } = Route.useRouteContext();
    const { data, guides } = Route.useLoaderData();
    // The days shown stay (marked as loading) until the next ones have loaded: focus stays on the arrow.
    const [navigate, loading] = useNavigateWhenLoaded();
    return (
      <>
        <BookingsTabs current="list" />
        <BookingsScreen
          key={lodge.lodgeId}
          data={data}
          guides={guides}
          lodge={lodge}
          onPickDay={(from) => navigate({ to: Route.fullPath, search: from ? { from } : {} })}
          loadingDays={loading !== null}
        />
      </>
    );
  },
});
