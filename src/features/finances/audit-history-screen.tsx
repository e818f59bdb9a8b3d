import { Button, Paper, Select, Stack, Text } from '@mantine/core';
import { monthLabel, monthsBack } from '../../data/money';
import { Page } from '../../ui/page';
import { LoadingLine } from '../../ui/loading-line';
import { auditPageSize, type AuditHistoryData, type AuditHistorySearch } from './audit-history.data';
import { describeAuditEntry } from './audit-words';

const ALL = '';

/**
 * History (/organization/finances/history, issue 32): who changed the lodge's money — items, payments,
 * the community fund, month closes, the currency and the community share — newest first, one readable
 * line each ("Lorato removed item 'Extra night' (P 450.00) from booking Smith — reason: added twice ·
 * 14:02, 3 Dec"), filtered by month, booking and person, with Show more. Read-only for everyone: the
 * trail is written by the database. For owners, managers and trustees (the route sends staff away).
 */
export function AuditHistoryScreen({
  data,
  onSearch,
  loading = false,
}: {
  data: AuditHistoryData;
  /** Asks for other filters (the route navigates; the list stays until the next has loaded). */
  onSearch: (search: AuditHistorySearch) => void;
  loading?: boolean;
}) {
  const { page, search } = data;
  const thisYear = data.thisMonth.slice(0, 4);
  const months = monthsBack(data.thisMonth, 24).map((value) => ({
    value: value.slice(0, 7),
    label: monthLabel(value),
  }));
  const filtered = Boolean(search.month || search.booking || search.person);
  // The filters keep what the address names even when this page's choices no longer list it.
  const choice = (choices: { id: string; name: string }[], id: string | undefined, missing: string) => [
    ...(id && !choices.some((c) => c.id === id) ? [{ value: id, label: missing }] : []),
    ...choices.map((c) => ({ value: c.id, label: c.name })),
  ];
  const set = (change: Partial<AuditHistorySearch>) => {
    const next: AuditHistorySearch = { ...search, ...change };
    delete next.shown;
    if (change.month !== undefined) {
      // Another month lists other bookings and people.
      delete next.booking;
      delete next.person;
    }
    // The filters a Select sets ("All" is no filter); `shown` went above.
    for (const key of ['month', 'booking', 'person'] as const) {
      if (next[key] === ALL || next[key] === undefined) delete next[key];
    }
    onSearch(next);
  };

  return (
    <Page title="History of changes" description="Who changed the lodge’s money, and when">
      <Stack gap="xs">
        <Select
          label="Month"
          data={[{ value: ALL, label: 'All months' }, ...months]}
          value={search.month ?? ALL}
          onChange={(value) => set({ month: value ?? ALL })}
          allowDeselect={false}
          comboboxProps={{ withinPortal: true }}
        />
        <Select
          label="Booking"
          data={[
            { value: ALL, label: 'All bookings' },
            ...choice(page.bookings, search.booking, 'This booking'),
          ]}
          value={search.booking ?? ALL}
          onChange={(value) => set({ booking: value ?? ALL })}
          allowDeselect={false}
          searchable
          nothingFoundMessage="No booking of that name"
          comboboxProps={{ withinPortal: true }}
        />
        <Select
          label="Person"
          data={[{ value: ALL, label: 'Everyone' }, ...choice(page.people, search.person, 'This person')]}
          value={search.person ?? ALL}
          onChange={(value) => set({ person: value ?? ALL })}
          allowDeselect={false}
          comboboxProps={{ withinPortal: true }}
        />
      </Stack>
      {loading ? <LoadingLine label="Loading the history…" /> : null}
      {page.entries.length === 0 ? (
        <Text c="dimmed">
          {filtered
            ? 'No changes match these filters.'
            : 'No changes recorded yet. Every item, payment, fund entry, month close and money setting changed from now on is listed here.'}
        </Text>
      ) : (
        <Stack
          component="ol"
          gap="xs"
          aria-label="Changes, newest first"
          style={{ listStyle: 'none', padding: 0, margin: 0 }}
        >
          {page.entries.map((entry) => {
            const words = describeAuditEntry(entry, data.currency, data.timeZone, thisYear);
            return (
              <Paper component="li" key={entry.id} withBorder p="sm" radius="md">
                <Text size="sm">
                  {words.sentence}
                  {words.reason ? ` — reason: ${words.reason}` : ''}
                </Text>
                <Text size="xs" c="dimmed">
                  <time dateTime={entry.at}>{words.when}</time>
                </Text>
              </Paper>
            );
          })}
        </Stack>
      )}
      {page.hasMore ? (
        <Button
          variant="light"
          loading={loading}
          onClick={() =>
            onSearch({ ...search, shown: Math.min((search.shown ?? auditPageSize) + auditPageSize, 1000) })
          }
        >
          Show more
        </Button>
      ) : null}
    </Page>
  );
}
