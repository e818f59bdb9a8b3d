import { createFileRoute } from '@tanstack/react-router';
import { ProductsScreen } from '../../../features/organization/products-screen';
import { RouteLoadError } from '../../../features/shell/route-states';
import { RoutePending } from '../../../features/shell/route-pending';

export const Route = createFileRoute('/_app/organization/products')({
  // The data layer loads with the screen's chunk, not in the first download.
  loader: ({ context }) =>
    import('../../../features/organization/products.data').then((data) =>
      data.loadProductsOffline(context.facts, context.userId, context.lodge.lodgeId),
    ),
  pendingComponent: RoutePending,
  errorComponent: RouteLoadError,
  component: function ProductsRoute() {
    const { lodge } = Route.useRouteContext();
    return <ProductsScreen key={lodge.lodgeId} data={Route.useLoaderData()} lodge={lodge} />;
  },
});
