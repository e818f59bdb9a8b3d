import { Page } from '../../ui/page';

/** Distribution Channels (spec §2). Placeholder until its content lands. */
export function DistributionScreen() {
  return <Page title="Distribution Channels" />;
}
