import { createFileRoute } from '@tanstack/react-router';
import { ProductsScreen } from '../../../features/organization/products-screen';
import { RouteLoadError, RoutePending } from '../../../features/shell/route-states';
import { fetchProducts } from '../../../lib/supabase/products';

export const Route = createFileRoute('/_app/organization/products')({
  loader: ({ context }) => fetchProducts(context.lodge.lodgeId),
  pendingComponent: RoutePending,
  errorComponent: RouteLoadError,
  component: function ProductsRoute() {
    const { lodge } = Route.useRouteContext();
    return <ProductsScreen key={lodge.lodgeId} products={Route.useLoaderData()} lodge={lodge} />;
  },
});
