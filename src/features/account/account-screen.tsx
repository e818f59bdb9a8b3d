import { Page } from '../../ui/page';

/** Account (spec §2). Placeholder until its content lands. */
export function AccountScreen() {
  return <Page title="Account" />;
}
