import { createFileRoute } from '@tanstack/react-router';
import { RoomsScreen } from '../../../features/organization/rooms-screen';
import { RouteLoadError } from '../../../features/shell/route-states';
import { RoutePending } from '../../../features/shell/route-pending';

export const Route = createFileRoute('/_app/organization/rooms')({
  // Lodge settings → Rooms (issue 31); the data layer loads with the screen's chunk.
  loader: ({ context }) =>
    import('../../../features/organization/rooms.data').then((data) => data.loadRooms(context.lodge)),
  pendingComponent: RoutePending,
  errorComponent: RouteLoadError,
  component: function RoomsRoute() {
    const { lodge } = Route.useRouteContext();
    return <RoomsScreen key={lodge.lodgeId} data={Route.useLoaderData()} lodge={lodge} />;
  },
});
