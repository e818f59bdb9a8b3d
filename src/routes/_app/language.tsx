import { createFileRoute } from '@tanstack/react-router';
import { LanguageScreen } from '../../features/training/language-screen';
import { RouteLoadError } from '../../features/shell/route-states';
import { RoutePending } from '../../features/shell/route-pending';

export const Route = createFileRoute('/_app/language')({
  // The data layer loads with the screen's chunk, not in the first download.
  loader: ({ context }) =>
    import('../../features/training/training.data').then((data) =>
      data.loadLanguageOffline(context.facts, context.userId, context.lodge.lodgeId),
    ),
  pendingComponent: RoutePending,
  errorComponent: RouteLoadError,
  component: function LanguageRoute() {
    const { lodge } = Route.useRouteContext();
    return <LanguageScreen key={lodge.lodgeId} data={Route.useLoaderData()} lodge={lodge} />;
  },
});
