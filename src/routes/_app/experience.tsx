import { createFileRoute } from '@tanstack/react-router';
import { ExperienceScreen } from '../../features/experience/experience-screen';
import { RouteLoadError } from '../../features/shell/route-states';
import { RoutePending } from '../../features/shell/route-pending';

/** Guest Experience; the lodge's reviews load with the route (issue 8). */
export const Route = createFileRoute('/_app/experience')({
  // The data layer loads with the screen's chunk, not in the first download.
  loader: ({ context }) =>
    import('../../lib/offline/screen-copies').then((data) =>
      data.loadReviewsOffline(context.userId, context.lodge.lodgeId),
    ),
  pendingComponent: RoutePending,
  errorComponent: RouteLoadError,
  component: function ExperienceRoute() {
    const { lodge } = Route.useRouteContext();
    return <ExperienceScreen key={lodge.lodgeId} reviews={Route.useLoaderData()} lodge={lodge} />;
  },
});
