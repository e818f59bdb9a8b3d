import { createFileRoute } from '@tanstack/react-router';
import { parseMonthSearch } from '../../../../features/finances/month-search';
import { FinancesScreen } from '../../../../features/finances/finances-screen';
import { RouteLoadError } from '../../../../features/shell/route-states';
import { RoutePending } from '../../../../features/shell/route-pending';

/** Finances (issue 20): owners, managers and trustees; `?month=YYYY-MM` (default: this month). */
export const Route = createFileRoute('/_app/organization/finances/')({
  validateSearch: parseMonthSearch,
  loaderDeps: ({ search }) => ({ month: search.month }),
  // Staff are sent to Organization by the loader, which loads with the screen's chunk (issue 11 budget).
  loader: ({ context, deps }) =>
    import('../../../../features/finances/finances.data').then((data) =>
      data.loadFinancesRoute(context.userId, context.lodge, deps.month),
    ),
  pendingComponent: RoutePending,
  errorComponent: RouteLoadError,
  component: function FinancesRoute() {
    const { lodge } = Route.useRouteContext();
    const navigate = Route.useNavigate();
    return (
      <FinancesScreen
        key={lodge.lodgeId}
        lodgeId={lodge.lodgeId}
        data={Route.useLoaderData()}
        onPickMonth={(month) => void navigate({ search: { month: month.slice(0, 7) } })}
      />
    );
  },
});
