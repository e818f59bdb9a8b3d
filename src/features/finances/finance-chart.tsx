import '@mantine/charts/styles.layer.css';
import { BarChart } from '@mantine/charts';
import { monthLabel, type FinanceYearMonth } from '../../data/money';

/** Axis ticks stay short on a phone: 45000 → "45K" (the tooltip shows the full amount). */
const compact = new Intl.NumberFormat('en', { notation: 'compact', maximumFractionDigits: 1 });

/**
 * Twelve months of revenue and profit (issue 20), drawn by `@mantine/charts` (recharts), in the
 * lodge's major units. Loaded lazily: recharts is the biggest thing on the screen. `formatValue`
 * formats the axis and tooltip in the lodge's currency.
 */
export default function FinanceChart({
  months,
  digits,
  formatValue,
}: {
  months: readonly FinanceYearMonth[];
  /** The currency's minor digits (2 for BWP). */
  digits: number;
  formatValue: (major: number) => string;
}) {
  const scale = 10 ** digits;
  const data = months.map((month) => ({
    month: monthLabel(month.month).replace(/^(\w{3})\w* (\d{2})(\d{2})$/, '$1 $3'),
    Revenue: month.revenue / scale,
    Profit: month.profit / scale,
  }));
  return (
    <BarChart
      h={220}
      data={data}
      dataKey="month"
      series={[
        { name: 'Revenue', color: 'lodge.7' },
        { name: 'Profit', color: 'blue.7' },
      ]}
      valueFormatter={formatValue}
      withLegend
      tickLine="y"
      yAxisProps={{ width: 48, tickFormatter: (value: number) => compact.format(value) }}
      aria-label="Revenue and profit, last 12 months"
    />
  );
}
