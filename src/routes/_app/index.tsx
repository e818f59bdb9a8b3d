import { createFileRoute } from '@tanstack/react-router';
import { DashboardScreen } from '../../features/dashboard/dashboard-screen';

/**
 * The dashboard, the signed-in landing route. Split off (so the sign-in page stays light), and preloaded
 * with the entry by index.html's head script when a session is stored (scripts/vite-plugins.ts).
 */
export const Route = createFileRoute('/_app/')({
  component: DashboardScreen,
});
