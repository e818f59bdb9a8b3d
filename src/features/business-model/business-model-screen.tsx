import { Page } from '../../ui/page';

/** Business Model (spec §2). Placeholder until its content lands. */
export function BusinessModelScreen() {
  return <Page title="Business Model" />;
}
