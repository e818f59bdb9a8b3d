import { Page } from '../../ui/page';

/** Bookings (spec §2). Placeholder until its content lands. */
export function BookingsScreen() {
  return <Page title="Bookings" />;
}
