import { createFileRoute } from '@tanstack/react-router';
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
    const [navigate, loading] = useNavigateWhenLoaded();
    return (
      <>
        <BookingsTabs current="calendar" />
        <CalendarScreen
          key={lodge.lodgeId}
          data={Route.useLoaderData()}
          lodge={lodge}
          money={bookingMoneyPort}
          onPickDay={(from) => navigate({ to: Route.fullPath, search: from ? { from } : {} })}
          loadingDays={loading !== null}
        />
      </>
    );
  },
});
