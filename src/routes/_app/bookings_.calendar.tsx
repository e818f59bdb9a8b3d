import { useCallback } from 'react';
import { createFileRoute, useRouter } from '@tanstack/react-router';
import { bookingMoneyPort } from '../../features/bookings/booking-money.data';
import { parseBookingsSearch } from '../../features/bookings/from-search';
import { CalendarScreen } from '../../features/stays/calendar-screen';
import { RouteLoadError } from '../../features/shell/route-states';
import { RoutePending } from '../../features/shell/route-pending';
import { useNavigateWhenLoaded } from '../../features/shell/use-navigate-when-loaded';
import { BookingsTabs } from '../../ui/bookings/bookings-tabs';

/** The rooms calendar (issue 31), a tab on Bookings: `?from=YYYY-MM-DD`, default yesterday in the lodge. */
export const Route = createFileRoute('/_app/bookings_/calendar')({
  validateSearch: parseBookingsSearch,
  loaderDeps: ({ search }) => ({ from: search.from }),
  loader: ({ context, deps }) =>
    import('../../features/stays/stays.data').then((data) =>
      data.loadCalendar(context.userId, context.lodge, deps.from),
    ),
  pendingComponent: RoutePending,
  errorComponent: RouteLoadError,
  component: function CalendarRoute() {
    const { lodge } = Route.useRouteContext();
    const router = useRouter();
    const [navigate, loading] = useNavigateWhenLoaded();
    // The days around the ones shown, loaded ahead into the router's preload cache (issue 31 bench:web:
    // Next/Previous then find their data loaded, with no fetch nor parse in the tap's frames).
    const preload = useCallback(
      (from: string | null) =>
        void router.preloadRoute({ to: Route.fullPath, search: from ? { from } : {} }).catch(() => undefined),
      [router],
    );
    return (
      <>
        <BookingsTabs current="calendar" />
        <CalendarScreen
          key={lodge.lodgeId}
          data={Route.useLoaderData()}
          lodge={lodge}
          money={bookingMoneyPort}
          // Where the page is scrolled stays (a swipe on a row far down moved it to the top of the page).
          onPickDay={(from) =>
            navigate({ to: Route.fullPath, search: from ? { from } : {}, resetScroll: false })
          }
          onPreloadDay={preload}
          loadingDays={loading !== null}
        />
      </>
    );
  },
});
