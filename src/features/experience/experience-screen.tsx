import { Page } from '../../ui/page';

/** Guest Experience (spec §2). Placeholder until its content lands. */
export function ExperienceScreen() {
  return <Page title="Guest Experience" />;
}
