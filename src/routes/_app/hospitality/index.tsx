import { createFileRoute } from '@tanstack/react-router';
import { TrainingScreen } from '../../../features/training/training-screen';

export const Route = createFileRoute('/_app/hospitality/')({
  component: TrainingScreen,
});
