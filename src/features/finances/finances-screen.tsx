import { useState } from 'react';
import { CHECK_CONNECTION } from '../../lib/supabase/errors';
import { Alert, Badge, Button, Group, Loader, Select, Stack, Text, Title } from '@mantine/core';
import { IconDownload, IconHistory, IconPrinter, IconUsersGroup } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { serverMessageOf } from '../../../machines/shared/auth-types';
import { formatMoney, minorDigits, monthLabel } from '../../data/money';
import { fetchFinanceMonthLines } from '../../lib/supabase/finances';
import { Page } from '../../ui/page';
import {
  COUNTING_NOTE,
  FinanceAdjustments,
  FinanceFigures,
  FinanceRooms,
  FinanceSplits,
} from './finance-figures';
import { pickerMonths, type FinancesData } from './finances.data';
import { buildFinanceCsv, downloadCsv, occupancyLines } from './finances-csv';
import { LoadingLine } from '../../ui/loading-line';
import { lazyPiece } from '../../ui/lazy-piece';
import { NeedsConnection } from '../../ui/needs-connection';

// The chart (Mantine Charts, Recharts) loads with the page's first paint out of the way; where its code
// cannot come yet, the figures above stay and a calm word sits in its place.
const FinanceChart = lazyPiece(() => import('./finance-chart').then((module) => module.default), {
  loading: <Loader size="sm" aria-label="Loading the chart" />,
  unavailable: (retry) => <NeedsConnection what="The chart" onRetry={retry} />,
});

/** The screen's reads and writes beyond its loader data, swappable in tests. */
export const financesWrites = {
  fetchLines: fetchFinanceMonthLines,
  download: downloadCsv,
};
export type FinancesWrites = typeof financesWrites;

/** "26 Nov, 06:10" for the time the figures were read. */
const readAt = (iso: string) =>
  new Date(iso).toLocaleString('en-GB', {
    day: 'numeric',
    month: 'short',
    hour: '2-digit',
    minute: '2-digit',
  });

/**
 * Finances (/organization/finances, issue 20): a month picker (this month first) and that month's
 * figures from `finance_summary` (revenue, costs, commission, profit, community fund share with the
 * month's own %, received, still due, owed to guests, occupancy; issue 31: the rooms' occupancy, ADR
 * and RevPAR by room type from `occupancy_summary`, also in the CSV; issue 32: the picker reaches 12 months
 * back and 12 ahead, a line says what each figure counts, the month's adjustments are listed), the split by channel and by product type, a 12-month chart of revenue and
 * profit, Download CSV (the month's items, payments and fund entries), and links to the trustees'
 * report and the community fund. For owners, managers and trustees (the route sends staff away).
 * Offline it shows the last copy with the time it was read.
 */
export function FinancesScreen({
  data,
  onPickMonth,
  loadingMonth = null,
  lodgeId,
  writes = financesWrites,
}: {
  data: FinancesData;
  onPickMonth: (month: string) => void;
  /** The month (`YYYY-MM-01`) asked for with `onPickMonth` while it loads: the picker shows it, the
   * figures shown stay those of `data` and say the other is loading. */
  loadingMonth?: string | null;
  lodgeId: string;
  writes?: FinancesWrites;
}) {
  const { settings, summary, month } = data;
  const [downloading, setDownloading] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const closed = data.closedMonths.includes(month);
  const digits = minorDigits(settings.currency);

  const download = async () => {
    setDownloading(true);
    setProblem(null);
    try {
      const lines = await writes.fetchLines(lodgeId, month);
      writes.download(
        `finances-${month.slice(0, 7)}.csv`,
        buildFinanceCsv(settings.currency, month, summary, settings.communitySharePct, lines, data.occupancy),
      );
    } catch (error) {
      setProblem(`The CSV could not be made. ${serverMessageOf(error) ?? CHECK_CONNECTION}`);
    } finally {
      setDownloading(false);
    }
  };

  return (
    <Page title="Finances" description={settings.name}>
      <Select
        label="Month"
        data={pickerMonths(data.thisMonth).map((value) => ({ value, label: monthLabel(value) }))}
        value={loadingMonth ?? month}
        onChange={(value) => value && onPickMonth(value)}
        allowDeselect={false}
        comboboxProps={{ withinPortal: true }}
      />
      {loadingMonth ? <LoadingLine label={`Loading ${monthLabel(loadingMonth)}…`} /> : null}
      <Group gap="xs" justify="space-between">
        <Badge variant="filled" color={closed ? 'blue.8' : 'gray.7'}>
          {closed ? 'Closed' : 'Open'}
        </Badge>
        <Text size="xs" c="dimmed">
          Figures read {readAt(data.fetchedAt)}
        </Text>
      </Group>
      <FinanceFigures
        summary={summary}
        currency={settings.currency}
        communitySharePct={settings.communitySharePct}
        rooms={data.occupancy}
      />
      <Text size="xs" c="dimmed">
        {COUNTING_NOTE}
      </Text>
      <FinanceAdjustments lines={data.lines} currency={settings.currency} />
      {occupancyLines(data.occupancy).length > 0 ? (
        <Stack gap="xs">
          <Title order={2} size="h4">
            Rooms
          </Title>
          <FinanceRooms rooms={data.occupancy} currency={settings.currency} />
        </Stack>
      ) : null}
      <Stack gap="xs">
        <Title order={2} size="h4">
          By channel and product type
        </Title>
        <FinanceSplits summary={summary} currency={settings.currency} />
      </Stack>
      <Stack gap="xs">
        <Title order={2} size="h4">
          Last 12 months
        </Title>
        <FinanceChart
          months={data.year}
          digits={digits}
          formatValue={(major) => formatMoney(Math.round(major * 10 ** digits), settings.currency)}
        />
      </Stack>
      {problem ? (
        <Alert color="red" variant="light" role="alert">
          {problem}
        </Alert>
      ) : null}
      <Stack gap="sm">
        <Button
          leftSection={<IconDownload size={18} aria-hidden="true" />}
          loading={downloading}
          onClick={() => void download()}
        >
          Download CSV
        </Button>
        <Button
          variant="light"
          renderRoot={(props) => (
            <Link {...props} to="/organization/finances/report" search={{ month: month.slice(0, 7) }} />
          )}
          leftSection={<IconPrinter size={18} aria-hidden="true" />}
        >
          Trustees' report
        </Button>
        <Button
          variant="light"
          component={Link}
          to="/organization/community-fund"
          leftSection={<IconUsersGroup size={18} aria-hidden="true" />}
        >
          Community fund
        </Button>
        <Button
          variant="light"
          component={Link}
          to="/organization/finances/history"
          leftSection={<IconHistory size={18} aria-hidden="true" />}
        >
          History of changes
        </Button>
      </Stack>
    </Page>
  );
}
