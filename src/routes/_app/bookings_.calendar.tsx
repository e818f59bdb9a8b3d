import { useCallback } from 'react';
import { createFileRoute, useRouter } from '@tanstack/react-router';
import { bookingMoneyPort } from '../../features/bookings/booking-money.data';
import { parseBookingsSearch } from '../../features/bookings/from-search';
import { CalendarScreen } from '../../features/stays/calendar-screen';
import { isCalendarData } from '../../features/stays/stays.data';
import { RouteLoadError } from '../../features/shell/route-states';
import { RoutePending } from '../../features/shell/route-pending';
import { useNavigateWhenLoaded } from '../../features/shell/use-navigate-when-loaded';
import { BookingsTabs } from '../../ui/bookings/bookings-tabs';

/** The calendar's search for the days from `from` (null: the default days, from yesterday). */
const search = (from: string | null) => (from ? { from } : {});

/** The rooms calendar (issue 31), a tab on Bookings: `?from=YYYY-MM-DD`, default yesterday in the lodge. */
export const Route = createFileRoute('/_app/bookings_/calendar')({
  validateSearch: parseBookingsSearch,
  loaderDeps: ({ search }) => ({ from: search.from }),
  loader: ({ context, deps }) =>
    import('../../features/stays/stays.data').then((data) =>
      data.loadCalendar(context.userId, context.lodge, context.facts, deps.from),
    ),
  pendingComponent: RoutePending,
  errorComponent: RouteLoadError,
  component: function CalendarRoute() {
    const { lodge } = Route.useRouteContext();
    const router = useRouter();
    const [navigate, loading] = useNavigateWhenLoaded();
    // The days from `from`, loaded through the router's preload cache (issue 31 bench:web): asked ahead
    // on idle for the days around the ones shown, and again by a move, which then finds them loaded;
    // the address set after the move (`onShowDays`) finds the same answer there, so the calendar is
    // handed the very data it already shows. Undefined when the load failed (the move then navigates,
    // and the route shows its error).
    const loadDays = useCallback(
      async (from: string | null) => {
        const matches = await router
          .preloadRoute({ to: Route.fullPath, search: search(from) })
          .catch(() => undefined);
        const match = matches?.find((each) => each.routeId === Route.id);
        return match?.status === 'success' && isCalendarData(match.loaderData) ? match.loaderData : undefined;
      },
      [router],
    );
    // The address follows the days shown (Back and a reload keep them); the router's work (its load,
    // the route's render) falls after the move, when the calendar is idle.
    const showDays = useCallback(
      (from: string | null) =>
        void router.navigate({ to: Route.fullPath, search: search(from), resetScroll: false }),
      [router],
    );
    // Where the page is scrolled stays (a swipe on a row far down moved it to the top of the page).
    const pickDay = useCallback(
      (from: string | null) => navigate({ to: Route.fullPath, search: search(from), resetScroll: false }),
      [navigate],
    );
    return (
      <>
        <BookingsTabs current="calendar" />
        <CalendarScreen
          key={lodge.lodgeId}
          data={Route.useLoaderData()}
          lodge={lodge}
          money={bookingMoneyPort}
          onPickDay={pickDay}
          onPreloadDay={loadDays}
          onLoadDays={loadDays}
          onShowDays={showDays}
          loadingDays={loading !== null}
        />
      </>
    );
  },
});
