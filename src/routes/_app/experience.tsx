import { createFileRoute } from '@tanstack/react-router';
import { ExperienceScreen } from '../../features/experience/experience-screen';
import { RouteLoadError } from '../../features/shell/route-states';
import { RoutePending } from '../../features/shell/route-pending';

/** Guest Experience; the lodge's templates, social mentions, reviews and feedback scores load with the route. */
export const Route = createFileRoute('/_app/experience')({
  // The data layer loads with the screen's chunk, not in the first download.
  loader: ({ context }) =>
    import('../../features/experience/experience.data').then((data) =>
      data.loadExperienceOffline(context.facts, context.userId, context.lodge.lodgeId),
    ),
  pendingComponent: RoutePending,
  errorComponent: RouteLoadError,
  component: function ExperienceRoute() {
    const { lodge } = Route.useRouteContext();
    return <ExperienceScreen key={lodge.lodgeId} data={Route.useLoaderData()} lodge={lodge} />;
  },
});
