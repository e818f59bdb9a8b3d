import { createFileRoute } from '@tanstack/react-router';
import { OrganizationScreen } from '../../../features/organization/organization-screen';
import { RouteLoadError } from '../../../features/shell/route-states';
import { RoutePending } from '../../../features/shell/route-pending';

export const Route = createFileRoute('/_app/organization/')({
  // An owner's lodge settings (issue 18); the data layer loads with the screen's chunk.
  loader: ({ context }) =>
    import('../../../features/organization/lodge-settings.data').then((data) =>
      data.loadOrganization(context.lodge),
    ),
  pendingComponent: RoutePending,
  errorComponent: RouteLoadError,
  component: function OrganizationRoute() {
    const { lodge, userId } = Route.useRouteContext();
    return (
      <OrganizationScreen key={lodge.lodgeId} lodge={lodge} userId={userId} data={Route.useLoaderData()} />
    );
  },
});
