import { createFileRoute } from '@tanstack/react-router';
import { BusinessModelScreen } from '../../features/business-model/business-model-screen';
import { parseStepSearch } from '../../features/business-model/step-search';
import { RouteLoadError } from '../../features/shell/route-states';
import { RoutePending } from '../../features/shell/route-pending';

/**
 * The Business Model wizard; `?step=N` (1–8) keeps the step in history so browser Back moves a step
 * back. The loader reads the lodge's earlier saved results (listed on step 8, issue 8).
 */
export const Route = createFileRoute('/_app/business')({
  validateSearch: parseStepSearch,
  // Only the lodge matters: moving between steps (`?step`) does not reload the results.
  loaderDeps: () => ({}),
  loader: ({ context }) =>
    import('../../features/business-model/business-model.data').then((data) =>
      data.loadBusinessResultsOffline(context.facts, context.userId, context.lodge.lodgeId),
    ),
  pendingComponent: RoutePending,
  errorComponent: RouteLoadError,
  component: function BusinessRoute() {
    const { lodge } = Route.useRouteContext();
    return <BusinessModelScreen key={lodge.lodgeId} lodge={lodge} data={Route.useLoaderData()} />;
  },
});
