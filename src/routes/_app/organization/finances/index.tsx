import { useState } from 'react';
import { createFileRoute } from '@tanstack/react-router';
import { parseMonthSearch } from '../../../../features/finances/month-search';
import { FinancesScreen } from '../../../../features/finances/finances-screen';
import { RouteLoadError } from '../../../../features/shell/route-states';
import { RoutePending } from '../../../../features/shell/route-pending';
import { useNavigateWhenLoaded } from '../../../../features/shell/use-navigate-when-loaded';

/** Finances (issue 20): owners, managers and trustees; `?month=YYYY-MM` (default: this month). */
export const Route = createFileRoute('/_app/organization/finances/')({
  validateSearch: parseMonthSearch,
  loaderDeps: ({ search }) => ({ month: search.month }),
  // Staff are sent to Organization by the loader, which loads with the screen's chunk (issue 11 budget).
  loader: ({ context, deps }) =>
    import('../../../../features/finances/finances.data').then((data) =>
      data.loadFinancesRoute(context.facts, context.userId, context.lodge, deps.month),
    ),
  pendingComponent: RoutePending,
  errorComponent: RouteLoadError,
  component: function FinancesRoute() {
    const { lodge } = Route.useRouteContext();
    // The month shown stays (marked as loading) until the next has loaded: focus stays on the picker.
    const [navigate, loading] = useNavigateWhenLoaded();
    const [asked, setAsked] = useState<string | null>(null);
    return (
      <FinancesScreen
        key={lodge.lodgeId}
        lodgeId={lodge.lodgeId}
        data={Route.useLoaderData()}
        onPickMonth={(month) => {
          setAsked(month);
          navigate({ to: '/organization/finances', search: { month: month.slice(0, 7) } });
        }}
        loadingMonth={loading ? asked : null}
      />
    );
  },
});
