import { Page } from '../../ui/page';

/** Organization (spec §2). Placeholder until its content lands. */
export function OrganizationScreen() {
  return <Page title="Organization" />;
}
