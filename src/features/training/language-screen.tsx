import { Page } from '../../ui/page';

/** Language Training (spec §2). Placeholder until its content lands. */
export function LanguageScreen() {
  return <Page title="Language Training" />;
}
