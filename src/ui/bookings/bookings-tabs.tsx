import { Group } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import classes from './bookings.module.css';

/**
 * Bookings' two views (issue 31): the day list (/bookings) and the rooms calendar
 * (/bookings/calendar), as links with `aria-current="page"` on the one shown; each 44 px tall.
 */
export function BookingsTabs({ current }: { current: 'list' | 'calendar' }) {
  return (
    <Group gap={4} component="nav" aria-label="Bookings views" className={classes.tabs}>
      <Link
        to="/bookings"
        // Exact: the router marks a link active (and `aria-current="page"`) on any path under it, so on
        // the calendar both views were marked as the page shown (issue 35 review, looked at in dark).
        activeOptions={{ exact: true }}
        className={classes.tab}
        aria-current={current === 'list' ? 'page' : undefined}
      >
        Day list
      </Link>
      <Link
        to="/bookings/calendar"
        className={classes.tab}
        aria-current={current === 'calendar' ? 'page' : undefined}
      >
        Calendar
      </Link>
    </Group>
  );
}
