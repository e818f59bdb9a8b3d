import { Paper, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { formatMoney, monthLabel, type FinanceSummary } from '../../data/money';
import type { FinanceAdjustmentLine, FinanceMonthLines } from '../../lib/supabase/finances';
import { financeTotals } from './finances-csv';

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
 */
export function FinanceFigures({
  summary,
  currency,
  communitySharePct,
  compact = false,
}: {
  summary: FinanceSummary;
  currency: string;
  communitySharePct: number;
  /** The printed report: smaller cards. */
  compact?: boolean;
}) {
  const money = (minor: number) => formatMoney(minor, currency);
  // The same totals, labels and order as the CSV's total rows (issue 32 "One truth"); a closed month
  // says the percentage it was closed with.
  const figures: [string, string][] = [
    ...financeTotals(summary, communitySharePct).map(([label, minor]): [string, string] => [
      label,
      money(minor),
    ]),
    ['Occupancy', summary.occupancy_pct === null ? 'Set the capacity' : `${summary.occupancy_pct} %`],
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
