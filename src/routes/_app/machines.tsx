import { createFileRoute, Outlet } from '@tanstack/react-router';
import { ExplorerProvider } from '../../features/machines/explorer-context';

/** /machines: the machine explorer (issue 21); its pages share the live event log. Signed in only. */
export const Route = createFileRoute('/_app/machines')({
  component: () => (
    <ExplorerProvider>
      <Outlet />
    </ExplorerProvider>
  ),
});
