import { createFileRoute } from '@tanstack/react-router';
import { BusinessModelScreen } from '../../features/business-model/business-model-screen';

export const Route = createFileRoute('/_app/business')({
  component: BusinessModelScreen,
});
