import { createFileRoute, getRouteApi } from '@tanstack/react-router';
import { MachineScreen } from '../../../features/machines/machine-screen';

const explorer = getRouteApi('/_app/machines');

/** /machines/auth?state=signedIn.token.stale: one machine, with the selected state in the URL. */
export const Route = createFileRoute('/_app/machines/$machineId')({
  validateSearch: (search: Record<string, unknown>): { state?: string } =>
    typeof search.state === 'string' && search.state !== '' ? { state: search.state } : {},
  component: function MachineRoute() {
    const { machineId } = Route.useParams();
    const { state } = Route.useSearch();
    const navigate = Route.useNavigate();
    const { catalog, data } = explorer.useLoaderData();
    return (
      <MachineScreen
        catalog={catalog}
        data={data}
        machineId={machineId}
        selectedPath={state ?? null}
        onSelect={(path) => navigate({ search: { state: path }, replace: true })}
      />
    );
  },
});
