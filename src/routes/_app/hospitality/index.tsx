import { createFileRoute } from '@tanstack/react-router';
import { TrainingScreen } from '../../../features/training/training-screen';
import { RouteLoadError } from '../../../features/shell/route-states';
import { RoutePending } from '../../../features/shell/route-pending';

export const Route = createFileRoute('/_app/hospitality/')({
  // The data layer loads with the screen's chunk, not in the first download.
  loader: ({ context }) =>
    import('../../../features/training/training.data').then((data) =>
      data.loadTrainingOffline(context.facts, context.userId, context.lodge.lodgeId),
    ),
  pendingComponent: RoutePending,
  errorComponent: RouteLoadError,
  component: function TrainingRoute() {
    const { lodge } = Route.useRouteContext();
    return <TrainingScreen key={lodge.lodgeId} data={Route.useLoaderData()} lodge={lodge} />;
  },
});
