import { createFileRoute } from '@tanstack/react-router';
import { RoomBoardScreen } from '../../../features/room-board/room-board-screen';
import { RouteLoadError } from '../../../features/shell/route-states';
import { RoutePending } from '../../../features/shell/route-pending';

/** The housekeeping board (issue 31): every room's state today, marked Clean / Dirty / Inspected. */
export const Route = createFileRoute('/_app/hospitality/rooms')({
  // The data layer loads with the screen's chunk, not in the first download.
  loader: ({ context }) =>
    import('../../../features/room-board/room-board.data').then((data) =>
      data.loadRoomBoardRoute(context.facts, context.userId, context.lodge),
    ),
  pendingComponent: RoutePending,
  errorComponent: RouteLoadError,
  component: function RoomBoardRoute() {
    const { lodge } = Route.useRouteContext();
    return <RoomBoardScreen key={lodge.lodgeId} data={Route.useLoaderData()} lodge={lodge} />;
  },
});
