import { Paper, SimpleGrid, Table, Text } from '@mantine/core';
import { formatMoney, type FinanceSummary } from '../../data/money';

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
  const figures: [string, string][] = [
    ['Revenue', money(summary.revenue)],
    ['Costs', money(summary.costs)],
    ['Channel commission', money(summary.commission)],
    ['Profit', money(summary.profit)],
    [`Community fund share (${communitySharePct} %)`, money(summary.community_share)],
    ['Received', money(summary.received)],
    ['Still due', money(summary.due)],
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
