import { createFileRoute } from '@tanstack/react-router';
import { LanguageScreen } from '../../features/training/language-screen';

export const Route = createFileRoute('/_app/language')({
  component: LanguageScreen,
});
