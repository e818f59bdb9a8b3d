import { createFileRoute } from '@tanstack/react-router';
import { lodgeToday } from '../../../lib/lodge-today';
import { StaffScreen } from '../../../features/organization/staff-screen';
import { RouteLoadError } from '../../../features/shell/route-states';
import { RoutePending } from '../../../features/shell/route-pending';

export const Route = createFileRoute('/_app/organization/staff')({
  // The data layer loads with the screen's chunk, not in the first download.
  loader: ({ context }) =>
    import('../../../features/organization/staff.data').then((data) =>
      data.loadStaffOffline(context.userId, context.lodge.lodgeId, lodgeToday(context.lodge.timezone)),
    ),
  pendingComponent: RoutePending,
  errorComponent: RouteLoadError,
  component: function StaffRoute() {
    const { lodge } = Route.useRouteContext();
    return <StaffScreen key={lodge.lodgeId} data={Route.useLoaderData()} lodge={lodge} />;
  },
});
