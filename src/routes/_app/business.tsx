import { createFileRoute } from '@tanstack/react-router';
import { BusinessModelScreen } from '../../features/business-model/business-model-screen';
import { parseStepSearch } from '../../features/business-model/step-search';

/** The Business Model wizard; `?step=N` (1–8) keeps the step in history so browser Back moves a step back. */
export const Route = createFileRoute('/_app/business')({
  validateSearch: parseStepSearch,
  component: BusinessModelScreen,
});
