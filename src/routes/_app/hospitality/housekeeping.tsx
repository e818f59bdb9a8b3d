import { createFileRoute } from '@tanstack/react-router';
import { HousekeepingScreen } from '../../../features/training/housekeeping-screen';

export const Route = createFileRoute('/_app/hospitality/housekeeping')({
  component: HousekeepingScreen,
});
