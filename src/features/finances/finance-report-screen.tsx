import { Button, Group, Table, Text, Title } from '@mantine/core';
import { IconPrinter } from '@tabler/icons-react';
import { formatMoney, monthLabel } from '../../data/money';
import { useDocumentTitle } from '../../ui/use-document-title';
import {
  COUNTING_NOTE,
  FinanceAdjustments,
  FinanceFigures,
  FinanceRooms,
  FinanceSplits,
} from './finance-figures';
import type { AuditTrailPage } from '../../lib/supabase/audit-trail';
import { AuditAppendix } from './audit-appendix';
import classes from './finance-report.module.css';
import type { FinancesData } from './finances.data';
import { fundEntryTitle, ledgerDate } from './fund-ledger';

/**
 * The trustees' monthly report (/organization/finances/report?month=YYYY-MM, issue 20): one printable
 * A4 page with the lodge's name, the month, its figures (the same `finance_summary` as Finances), the
 * split by channel and product type, the rooms' occupancy, ADR and RevPAR by room type (issue 31), and the community fund's movements in the month with the balance
 * at its end, and (issue 32) an appendix of the month's changes to the money from the audit trail.
 * Print CSS prints only the report, black on white.
 */
export function FinanceReportScreen({
  data,
  audit = null,
  timeZone = 'UTC',
}: {
  data: FinancesData;
  /** Issue 32: the month's audit trail for the appendix (null: not read, e.g. offline with no copy). */
  audit?: AuditTrailPage | null;
  /** The lodge's time zone (the appendix's times). */
  timeZone?: string;
}) {
  const { settings, summary, month } = data;
  const title = `Trustees' report · ${monthLabel(month)}`;
  useDocumentTitle(title);
  const money = (minor: number) => formatMoney(minor, settings.currency);
  const next = new Date(Date.UTC(Number(month.slice(0, 4)), Number(month.slice(5, 7)), 1))
    .toISOString()
    .slice(0, 10);
  const movements = data.fund.filter((entry) => entry.entry_date >= month && entry.entry_date < next);
  const balanceAtEnd = data.fund
    .filter((entry) => entry.entry_date < next)
    .reduce((sum, e) => sum + e.amount, 0);
  const closed = data.closedMonths.includes(month);
  return (
    <article className={classes.report} aria-label={title}>
      <div>
        <Title order={1} size="h3">
          {settings.name}
        </Title>
        <Text fw={600}>{title}</Text>
        <Text size="xs" c="dimmed">
          {closed ? 'Closed month: figures frozen.' : 'Open month: figures may still change.'} Amounts in{' '}
          {settings.currency}.
        </Text>
      </div>
      <FinanceFigures
        summary={summary}
        currency={settings.currency}
        communitySharePct={settings.communitySharePct}
        rooms={data.occupancy}
        compact
      />
      <Text size="xs">{COUNTING_NOTE}</Text>
      <FinanceSplits summary={summary} currency={settings.currency} />
      <FinanceRooms rooms={data.occupancy} currency={settings.currency} />
      <FinanceAdjustments lines={data.lines} currency={settings.currency} />
      <Title order={2} size="h5">
        Community fund in {monthLabel(month)}
      </Title>
      <Table aria-label="Community fund movements" verticalSpacing={4} fz="sm">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Date</Table.Th>
            <Table.Th>Movement</Table.Th>
            <Table.Th ta="right">Amount</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {movements.length === 0 ? (
            <Table.Tr>
              <Table.Td colSpan={3}>No movements this month.</Table.Td>
            </Table.Tr>
          ) : (
            movements.map((entry) => (
              <Table.Tr key={entry.id}>
                <Table.Td>{ledgerDate(entry.entry_date)}</Table.Td>
                <Table.Td>{fundEntryTitle(entry)}</Table.Td>
                <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                  {money(entry.amount)}
                </Table.Td>
              </Table.Tr>
            ))
          )}
        </Table.Tbody>
      </Table>
      <Text fw={700}>
        Fund balance at the end of {monthLabel(month)}: {money(balanceAtEnd)}
      </Text>
      {audit ? (
        <AuditAppendix audit={audit} month={month} currency={settings.currency} timeZone={timeZone} />
      ) : (
        <Text size="xs" c="dimmed">
          The appendix of changes could not be read: it needs a connection.
        </Text>
      )}
      <Group className={classes.noPrint}>
        <Button leftSection={<IconPrinter size={18} aria-hidden="true" />} onClick={() => window.print()}>
          Print
        </Button>
      </Group>
    </article>
  );
}
