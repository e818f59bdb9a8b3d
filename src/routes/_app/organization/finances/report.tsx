import { createFileRoute, redirect } from '@tanstack/react-router';
import { can } from '../../../../data/lodge-roles';
import { lodgeToday } from '../../../../lib/lodge-today';
import { parseMonthSearch } from '../../../../features/finances/month-search';
import { FinanceReportScreen } from '../../../../features/finances/finance-report-screen';
import { RouteLoadError } from '../../../../features/shell/route-states';
import { RoutePending } from '../../../../features/shell/route-pending';

/** The trustees' printable monthly report (issue 20): `?month=YYYY-MM` (default: this month). */
export const Route = createFileRoute('/_app/organization/finances/report')({
  validateSearch: parseMonthSearch,
  loaderDeps: ({ search }) => ({ month: search.month }),
  // Staff have no Finances (issue 20): sent to Organization. In the loader, which loads with the
  // screen's chunk, not in the entry (issue 11 budget).
  loader: ({ context, deps }) => {
    if (!can(context.lodge.role, 'viewFinances')) throw redirect({ to: '/organization', replace: true });
    const thisMonth = `${lodgeToday(context.lodge.timezone).slice(0, 7)}-01`;
    return import('../../../../features/finances/finances.data').then((data) =>
      data.loadFinancesOffline(
        context.userId,
        context.lodge.lodgeId,
        deps.month ? `${deps.month}-01` : thisMonth,
        thisMonth,
      ),
    );
  },
  pendingComponent: RoutePending,
  errorComponent: RouteLoadError,
  component: function FinanceReportRoute() {
    return <FinanceReportScreen data={Route.useLoaderData()} />;
  },
});
