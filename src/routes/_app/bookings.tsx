import { createFileRoute } from '@tanstack/react-router';
import { BookingsScreen } from '../../features/bookings/bookings-screen';

export const Route = createFileRoute('/_app/bookings')({
  component: BookingsScreen,
});
