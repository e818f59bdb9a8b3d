import { Paper, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import {
  formatMoney,
  monthLabel,
  type FinanceAdjustmentLine,
  type FinanceMonthLines,
  type FinanceSummary,
} from '../../data/money';
import type { OccupancyFigures } from '../../lib/supabase/rooms';
import { financeTotals, occupancyLines } from './finances-csv';

/** Labels of the split by product type; `adjustment` is a closed month's later change (issue 20). */
const typeLabels: Readonly<Record<string, string>> = {
  accommodation: 'Accommodation',
  activity: 'Activity',
  package: 'Package',
  adjustment: 'Adjustments to closed months',
};

/**
 * The month's figures as one list of label and amount (issue 20): revenue, costs, channel commission,
 * profit, the community fund's share, money received and still due, occupancy. Amounts arrive in
 * minor units from `finance_summary` and are formatted here, at the edge, in the lodge's currency.
 * Occupancy (issue 31) is the rooms' (nights sold ÷ nights available, to 0.1 %) when the lodge has
 * rooms; without rooms it stays issue 20's estimate from the capacity.
 */
export function FinanceFigures({
  summary,
  currency,
  communitySharePct,
  rooms,
  compact = false,
}: {
  summary: FinanceSummary;
  currency: string;
  communitySharePct: number;
  /** The month's `occupancy_summary` rows (absent in an older copy kept on the phone). */
  rooms?: readonly OccupancyFigures[] | undefined;
  /** The printed report: smaller cards. */
  compact?: boolean;
}) {
  const money = (minor: number) => formatMoney(minor, currency);
  const [allRooms] = occupancyLines(rooms);
  const capacityEstimate = summary.occupancy_pct === null ? 'Set the capacity' : `${summary.occupancy_pct} %`;
  // The same totals, labels and order as the CSV's total rows (issue 32 "One truth"); a closed month
  // says the percentage it was closed with.
  const figures: [string, string][] = [
    ...financeTotals(summary, communitySharePct).map(([label, minor]): [string, string] => [
      label,
      money(minor),
    ]),
    ['Occupancy', allRooms ? `${allRooms.occupancy ?? '0.0'} %` : capacityEstimate],
  ];
  return (
    <SimpleGrid cols={2} spacing={compact ? 6 : 'sm'} component="dl" m={0} aria-label="The month's figures">
      {figures.map(([label, value]) => (
        <Paper key={label} withBorder radius="md" p={compact ? 6 : 'sm'}>
          <Text component="dt" size="xs" c="dimmed">
            {label}
          </Text>
          {/* One line even at 320 px: the size follows the screen's width (two cards a row). */}
          <Text
            component="dd"
            m={0}
            fw={700}
            fz={compact ? 'md' : 'clamp(0.9rem, 4.4vw, 1.25rem)'}
            style={{ whiteSpace: 'nowrap' }}
          >
            {value}
          </Text>
        </Paper>
      ))}
    </SimpleGrid>
  );
}

/** Which bookings and payments the figures count (issue 32 "Any month": the screen says which). */
export const COUNTING_NOTE =
  'Revenue, costs, commission, due and owed count the bookings dated in the month; Received counts the payments received in it.';

const signed = (minor: number, currency: string) =>
  `${minor < 0 ? '−' : '+'}${formatMoney(Math.abs(minor), currency)}`;
const adjustmentAmount = (line: FinanceAdjustmentLine) =>
  line.record === 'payment' ? line.received : line.revenue;

/**
 * The month's adjustments (issue 32 "shown on both months"): an open month lists the changes to closed
 * months it counts ("Adjusts October 2026: −P 450.00, Tent 3 extra night removed · Tent 3"); a closed
 * month lists the later adjustments that name it ("Adjusted in December 2026: …"). Nothing when none.
 */
export function FinanceAdjustments({
  lines,
  currency,
}: {
  lines: FinanceMonthLines | undefined;
  currency: string;
}) {
  const counted = lines?.adjustments ?? [];
  const later = lines?.adjusted_later ?? [];
  const other = lines?.other_adjustment;
  const sentences = [
    ...counted.map(
      (line) =>
        `Adjusts ${monthLabel(line.adjusts_month)}: ${signed(adjustmentAmount(line), currency)}, ${line.reason ?? line.description} · ${line.booking}`,
    ),
    ...(other && other.revenue !== 0
      ? [
          `Other changes to closed months (cancelled, moved or re-channelled bookings): ${signed(other.revenue, currency)}`,
        ]
      : []),
    ...later.map(
      (line) =>
        `Adjusted in ${monthLabel(line.month)}: ${signed(adjustmentAmount(line), currency)}, ${line.reason ?? line.description} · ${line.booking}`,
    ),
  ];
  if (sentences.length === 0) return null;
  return (
    <Stack gap={4}>
      <Title order={2} size="h5">
        Adjustments
      </Title>
      <Stack component="ul" gap={2} m={0} pl="md" aria-label="Adjustments">
        {sentences.map((sentence) => (
          <Text component="li" size="sm" key={sentence}>
            {sentence}
          </Text>
        ))}
      </Stack>
    </Stack>
  );
}

/** How the room figures are counted, under their table (issue 31's definitions, in plain words). */
export const ROOMS_NOTE =
  'Occupancy: nights sold ÷ nights available (out-of-order nights left out). ADR: revenue from nights ÷ nights sold. RevPAR: revenue from nights ÷ nights available.';

/**
 * The month's rooms (issue 31 "Finances: occupancy, ADR and RevPAR … by room type"): all rooms, then
 * each room type, with nights sold of nights available, occupancy to 0.1 %, ADR and RevPAR in the
 * lodge's currency — the same lines as the CSV's (`occupancyLines`). Nothing when the lodge has no rooms.
 */
export function FinanceRooms({
  rooms,
  currency,
}: {
  rooms: readonly OccupancyFigures[] | undefined;
  currency: string;
}) {
  const lines = occupancyLines(rooms);
  if (lines.length === 0) return null;
  const money = (minor: number | null) => (minor === null ? '—' : formatMoney(minor, currency));
  return (
    <Stack gap={4}>
      {/* A line's name and nights above its three figures: four columns were cut mid-word at 320 px. */}
      <Table aria-label="Rooms" verticalSpacing={2} horizontalSpacing={4} fz="sm">
        <Table.Thead>
          <Table.Tr>
            <Table.Th ta="right">Occupancy</Table.Th>
            <Table.Th ta="right">ADR</Table.Th>
            <Table.Th ta="right">RevPAR</Table.Th>
          </Table.Tr>
        </Table.Thead>
        {lines.map((line) => (
          <Table.Tbody key={line.label}>
            {/* A rule above each line's name, none between the name and its figures. */}
            <Table.Tr style={{ borderTop: '1px solid var(--table-border-color)', borderBottom: 0 }}>
              <Table.Th colSpan={3} scope="rowgroup" fw={line.label === 'All rooms' ? 700 : 600}>
                {line.label}{' '}
                <Text span size="xs" c="dimmed" fw={400}>
                  · {line.nightsSold} of {line.nightsAvailable} nights
                </Text>
              </Table.Th>
            </Table.Tr>
            <Table.Tr>
              <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                {line.occupancy === null ? '—' : `${line.occupancy} %`}
              </Table.Td>
              <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                {money(line.adr)}
              </Table.Td>
              <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                {money(line.revpar)}
              </Table.Td>
            </Table.Tr>
          </Table.Tbody>
        ))}
      </Table>
      <Text size="xs" c="dimmed">
        {ROOMS_NOTE}
      </Text>
    </Stack>
  );
}

/** The month split by channel (revenue, commission) and by product type (revenue, costs). */
export function FinanceSplits({ summary, currency }: { summary: FinanceSummary; currency: string }) {
  const money = (minor: number) => formatMoney(minor, currency);
  return (
    <>
      <Table aria-label="By channel" verticalSpacing={4} horizontalSpacing={4} fz="sm">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Channel</Table.Th>
            <Table.Th ta="right">Revenue</Table.Th>
            <Table.Th ta="right">Commission</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {summary.by_channel.length === 0 ? (
            <Table.Tr>
              <Table.Td colSpan={3}>No sales this month.</Table.Td>
            </Table.Tr>
          ) : (
            summary.by_channel.map((row) => (
              <Table.Tr key={`${row.channel_id ?? ''}${row.name}`}>
                <Table.Td>{row.name}</Table.Td>
                <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                  {money(row.revenue)}
                </Table.Td>
                <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                  {money(row.commission)}
                </Table.Td>
              </Table.Tr>
            ))
          )}
        </Table.Tbody>
      </Table>
      <Table aria-label="By product type" verticalSpacing={4} horizontalSpacing={4} fz="sm">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Product type</Table.Th>
            <Table.Th ta="right">Revenue</Table.Th>
            <Table.Th ta="right">Costs</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {summary.by_type.length === 0 ? (
            <Table.Tr>
              <Table.Td colSpan={3}>No sales this month.</Table.Td>
            </Table.Tr>
          ) : (
            summary.by_type.map((row) => (
              <Table.Tr key={row.type}>
                <Table.Td>{typeLabels[row.type] ?? row.type}</Table.Td>
                <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                  {money(row.revenue)}
                </Table.Td>
                <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                  {money(row.costs)}
                </Table.Td>
              </Table.Tr>
            ))
          )}
        </Table.Tbody>
      </Table>
    </>
  );
}
