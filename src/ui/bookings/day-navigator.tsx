import { ActionIcon, Button, Group, TextInput } from '@mantine/core';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { addDays } from '../../lib/calendar-day';

/**
 * Moves the Bookings view to any day (issue 18): **Previous** and **Next** move by the view's length
 * (`step` days, so no day is shown twice), the date field opens the phone's calendar to pick the first
 * day (a native date input: `@mantine/dates` does not build with the app's `dayjs` → `dayjs/esm` alias), and
 * **Today** (shown while another day is) comes back to the lodge's today. `from` and `today` are `YYYY-MM-DD`; `onPick` gets the new
 * first day, or null for today.
 */
export function DayNavigator({
  from,
  today,
  step,
  onPick,
}: {
  from: string;
  today: string;
  step: number;
  onPick: (from: string | null) => void;
}) {
  const go = (day: string) => onPick(day === today ? null : day);
  return (
    // Wraps only when Today shows on a 320 px phone (Today then goes to a line of its own).
    <Group gap="xs" wrap="wrap" role="group" aria-label="Choose the days shown">
      <ActionIcon
        variant="default"
        size={44}
        aria-label={`Previous ${step} days`}
        onClick={() => go(addDays(from, -step))}
      >
        <IconChevronLeft size={20} aria-hidden="true" />
      </ActionIcon>
      {/* The phone's own date picker: native, accessible, and no calendar code to download. */}
      <TextInput
        type="date"
        aria-label="First day shown"
        value={from}
        onChange={(event) => {
          const value = event.currentTarget.value;
          if (/^\d{4}-\d{2}-\d{2}$/.test(value)) go(value);
        }}
        size="md"
        style={{ flex: '1 1 130px', minWidth: 0 }}
      />
      <ActionIcon
        variant="default"
        size={44}
        aria-label={`Next ${step} days`}
        onClick={() => go(addDays(from, step))}
      >
        <IconChevronRight size={20} aria-hidden="true" />
      </ActionIcon>
      {from === today ? null : (
        <Button variant="light" mih={44} px="sm" onClick={() => onPick(null)}>
          Today
        </Button>
      )}
    </Group>
  );
}
