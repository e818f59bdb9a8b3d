import { Page } from '../../ui/page';

/** Dashboard (spec §2). Placeholder until its content lands. */
export function DashboardScreen() {
  return <Page title="Dashboard" />;
}
