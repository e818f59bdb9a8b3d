import { createFileRoute } from '@tanstack/react-router';
import { parseMonthSearch } from '../../../../features/finances/month-search';
import { FinanceReportScreen } from '../../../../features/finances/finance-report-screen';
import { RouteLoadError } from '../../../../features/shell/route-states';
import { RoutePending } from '../../../../features/shell/route-pending';

/** The trustees' printable monthly report (issue 20): `?month=YYYY-MM` (default: this month). */
export const Route = createFileRoute('/_app/organization/finances/report')({
  validateSearch: parseMonthSearch,
  loaderDeps: ({ search }) => ({ month: search.month }),
  // Staff are sent to Organization by the loader, which loads with the screen's chunk (issue 11 budget).
  loader: ({ context, deps }) =>
    import('../../../../features/finances/finances.data').then((data) =>
      data.loadFinancesRoute(context.userId, context.lodge, deps.month),
    ),
  pendingComponent: RoutePending,
  errorComponent: RouteLoadError,
  component: function FinanceReportRoute() {
    return <FinanceReportScreen data={Route.useLoaderData()} />;
  },
});
