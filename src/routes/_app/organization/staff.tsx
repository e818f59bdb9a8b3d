import { createFileRoute } from '@tanstack/react-router';
import { StaffScreen } from '../../../features/organization/staff-screen';
import { RouteLoadError } from '../../../features/shell/route-states';
import { RoutePending } from '../../../features/shell/route-pending';

export const Route = createFileRoute('/_app/organization/staff')({
  // The data layer loads with the screen's chunk, not in the first download.
  loader: ({ context }) =>
    import('../../../features/organization/staff.data').then((data) =>
      data.loadStaffRoute(context.userId, context.lodge),
    ),
  pendingComponent: RoutePending,
  errorComponent: RouteLoadError,
  component: function StaffRoute() {
    const { lodge } = Route.useRouteContext();
    return <StaffScreen key={lodge.lodgeId} data={Route.useLoaderData()} lodge={lodge} />;
  },
});
