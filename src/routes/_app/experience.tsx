import { createFileRoute } from '@tanstack/react-router';
import { ExperienceScreen } from '../../features/experience/experience-screen';

export const Route = createFileRoute('/_app/experience')({
  component: ExperienceScreen,
});
