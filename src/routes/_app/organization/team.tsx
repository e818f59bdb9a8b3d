import { createFileRoute } from '@tanstack/react-router';
import { teamData, TeamScreen } from '../../../features/organization/team-screen';
import { RouteLoadError, RoutePending } from '../../../features/shell/route-states';

export const Route = createFileRoute('/_app/organization/team')({
  loader: ({ context }) => teamData.load(context.lodge.lodgeId),
  pendingComponent: RoutePending,
  errorComponent: RouteLoadError,
  component: function TeamRoute() {
    const { lodge, userId } = Route.useRouteContext();
    return <TeamScreen key={lodge.lodgeId} members={Route.useLoaderData()} lodge={lodge} userId={userId} />;
  },
});
