import { createFileRoute } from '@tanstack/react-router';
import { DistributionScreen } from '../../../features/organization/distribution-screen';

export const Route = createFileRoute('/_app/organization/distribution')({
  component: DistributionScreen,
});
