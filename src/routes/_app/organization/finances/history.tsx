import { createFileRoute } from '@tanstack/react-router';
import { parseAuditHistorySearch } from '../../../../features/finances/audit-history-search';
import { AuditHistoryScreen } from '../../../../features/finances/audit-history-screen';
import { RouteLoadError } from '../../../../features/shell/route-states';
import { RoutePending } from '../../../../features/shell/route-pending';
import { useNavigateWhenLoaded } from '../../../../features/shell/use-navigate-when-loaded';

/** Who changed the money (issue 32): owners, managers and trustees; `?month&booking&person&shown`. */
export const Route = createFileRoute('/_app/organization/finances/history')({
  validateSearch: parseAuditHistorySearch,
  loaderDeps: ({ search }) => search,
  // Staff are sent to Organization by the loader, which loads with the screen's chunk (issue 11 budget).
  loader: ({ context, deps }) =>
    import('../../../../features/finances/audit-history.data').then((data) =>
      data.loadAuditHistoryRoute(context.facts, context.userId, context.lodge, deps),
    ),
  pendingComponent: RoutePending,
  errorComponent: RouteLoadError,
  component: function AuditHistoryRoute() {
    const [navigate, loading] = useNavigateWhenLoaded();
    return (
      <AuditHistoryScreen
        data={Route.useLoaderData()}
        loading={loading !== null}
        onSearch={(search) => navigate({ to: '/organization/finances/history', search })}
      />
    );
  },
});
