import { createFileRoute, getRouteApi } from '@tanstack/react-router';
import { MachinesIndex } from '../../../features/machines/machines-index';

const explorer = getRouteApi('/_app/machines');

/** /machines: one card per machine. */
export const Route = createFileRoute('/_app/machines/')({
  component: function MachinesIndexRoute() {
    const { catalog, data } = explorer.useLoaderData();
    return <MachinesIndex catalog={catalog} data={data} />;
  },
});
