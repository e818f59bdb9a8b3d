import '@mantine/dates/styles.layer.css';
import { ActionIcon, Button, Group } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import { IconCalendar, IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { addDays } from '../../lib/calendar-day';

/**
 * Moves the Bookings view to any day (issue 18): **Previous** and **Next** move by the view's length
 * (`step` days, so no day is shown twice), the date field opens a calendar to pick the first day, and
 * **Today** comes back to the lodge's today. `from` and `today` are `YYYY-MM-DD`; `onPick` gets the new
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
    <Group gap="xs" wrap="nowrap" role="group" aria-label="Choose the days shown">
      <ActionIcon
        variant="default"
        size={44}
        aria-label={`Previous ${step} days`}
        onClick={() => go(addDays(from, -step))}
      >
        <IconChevronLeft size={20} aria-hidden="true" />
      </ActionIcon>
      <DatePickerInput
        aria-label="First day shown"
        value={from}
        onChange={(value) => {
          if (value) go(value.slice(0, 10));
        }}
        valueFormat="ddd, D MMM YYYY"
        leftSection={<IconCalendar size={18} aria-hidden="true" />}
        dropdownType="modal"
        modalProps={{ title: 'Go to a day', centered: true }}
        size="md"
        miw={0}
        style={{ flex: 1 }}
        highlightToday
      />
      <ActionIcon
        variant="default"
        size={44}
        aria-label={`Next ${step} days`}
        onClick={() => go(addDays(from, step))}
      >
        <IconChevronRight size={20} aria-hidden="true" />
      </ActionIcon>
      <Button variant="light" mih={44} px="sm" disabled={from === today} onClick={() => onPick(null)}>
        Today
      </Button>
    </Group>
  );
}
