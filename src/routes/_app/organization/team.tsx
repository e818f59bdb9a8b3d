import { createFileRoute } from '@tanstack/react-router';
import { TeamScreen } from '../../../features/organization/team-screen';
import { RouteLoadError } from '../../../features/shell/route-states';
import { RoutePending } from '../../../features/shell/route-pending';

export const Route = createFileRoute('/_app/organization/team')({
  // The data layer loads with the screen's chunk, not in the first download.
  loader: ({ context }) =>
    import('../../../features/organization/team.data').then((team) =>
      team.loadTeamScreen(context.facts, context.userId, context.lodge),
    ),
  pendingComponent: RoutePending,
  errorComponent: RouteLoadError,
  component: function TeamRoute() {
    const { lodge, userId } = Route.useRouteContext();
    return <TeamScreen key={lodge.lodgeId} data={Route.useLoaderData()} lodge={lodge} userId={userId} />;
  },
});
