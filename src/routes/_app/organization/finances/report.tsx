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
  loader: async ({ context, deps }) => {
    const [data, audit] = await Promise.all([
      import('../../../../features/finances/finances.data'),
      import('../../../../features/finances/audit-history.data'),
    ]);
    // Issue 32: the month's audit trail as the report's appendix.
    const [finances, appendix] = await Promise.all([
      data.loadFinancesRoute(context.facts, context.userId, context.lodge, deps.month),
      audit.loadAuditAppendix(context.facts, context.userId, context.lodge, deps.month),
    ]);
    return { finances, appendix };
  },
  pendingComponent: RoutePending,
  errorComponent: RouteLoadError,
  component: function FinanceReportRoute() {
    const { finances, appendix } = Route.useLoaderData();
    return (
      <FinanceReportScreen
        data={finances}
        audit={appendix}
        timeZone={Route.useRouteContext().lodge.timezone}
      />
    );
  },
});
