import { Page } from '../../ui/page';

/** Hospitality Training (spec §2). Placeholder until its content lands. */
export function TrainingScreen() {
  return <Page title="Hospitality Training" />;
}
