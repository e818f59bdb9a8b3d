import { createFileRoute } from '@tanstack/react-router';
import { TeamScreen } from '../../../features/organization/team-screen';
import { RouteLoadError } from '../../../features/shell/route-states';
import { RoutePending } from '../../../features/shell/route-pending';

export const Route = createFileRoute('/_app/organization/team')({
  // The data layer loads with the screen's chunk, not in the first download. Pending invitations
  // (owners and managers, issue 18) need the server; offline the list is simply not shown.
  loader: async ({ context }) => {
    const [copies, team] = await Promise.all([
      import('../../../lib/offline/screen-copies'),
      import('../../../features/organization/team.data'),
    ]);
    const mayInvite = context.lodge.role === 'owner' || context.lodge.role === 'manager';
    const [members, invitations] = await Promise.all([
      copies.loadTeamOffline(context.userId, context.lodge.lodgeId),
      mayInvite
        ? team.teamData.loadInvitations(context.lodge.lodgeId).catch(() => null)
        : Promise.resolve(null),
    ]);
    return { members, invitations };
  },
  pendingComponent: RoutePending,
  errorComponent: RouteLoadError,
  component: function TeamRoute() {
    const { lodge, userId } = Route.useRouteContext();
    const { members, invitations } = Route.useLoaderData();
    return (
      <TeamScreen
        key={lodge.lodgeId}
        members={members}
        invitations={invitations}
        lodge={lodge}
        userId={userId}
      />
    );
  },
});
