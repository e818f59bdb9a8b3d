import { Page } from '../../ui/page';

/** Housekeeping (spec §2). Placeholder until its content lands. */
export function HousekeepingScreen() {
  return <Page title="Housekeeping" />;
}
