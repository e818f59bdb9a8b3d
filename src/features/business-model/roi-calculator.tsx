import type { ReactNode } from 'react';
import { Group, Paper, SimpleGrid, Slider, Stack, Table, Text, Title } from '@mantine/core';
import type { BusinessModelAnswers } from '../../../machines/shared/business-model';
import { OFFERING_COPY } from './content';
import { calculateRoi, COMMUNITY_FUND_PERCENT, COMPANY_PERCENT, formatDollars } from './roi';

/**
 * A figure's cell: on one line. The figure columns take only their width (`w="1%"`), and the page's
 * `overflow-wrap: anywhere` made that one character: with a whole lodge's rooms from Use our figures
 * (issue 31, "$416,644") every figure stood as a column of single characters at 390 and 320 px.
 */
const figure = { whiteSpace: 'nowrap' } as const;

/**
 * The ROI calculator of step 8 (spec §9): an occupancy slider (0–100 %, step 1) and, per selected
 * offering, annual revenue and profit, with totals and the 85/15 split of the total profit.
 */
export function RoiCalculator({
  answers,
  occupancy,
  onOccupancy,
  figures,
}: {
  answers: BusinessModelAnswers;
  /** Whole percent, 0–100. */
  occupancy: number;
  onOccupancy: (value: number) => void;
  /** Issue 20: the Use our figures button, under the title (absent for roles without finances). */
  figures?: ReactNode;
}) {
  const roi = calculateRoi(answers, occupancy);
  return (
    <Stack gap="sm">
      <Title order={3} size="h4">
        ROI calculator
      </Title>
      {figures}
      <div>
        <Group justify="space-between">
          <Text id="occupancy-label" fw={600} size="sm">
            Occupancy
          </Text>
          <Text fw={700} size="sm" aria-hidden>
            {occupancy}%
          </Text>
        </Group>
        <Slider
          min={0}
          max={100}
          step={1}
          value={occupancy}
          onChange={onOccupancy}
          thumbLabel="Occupancy"
          thumbValueText={(value) => `${value}%`}
          label={(value) => `${value}%`}
          marks={[{ value: 0 }, { value: 50 }, { value: 100 }]}
          mt={4}
        />
        <Text size="xs" c="dimmed" mt="xs">
          Share of the 365 days of the year each offering is sold.
        </Text>
      </div>
      {roi.lines.length === 0 ? (
        <Text size="sm">Switch on an offering on step 1 or 2 to see revenue and profit.</Text>
      ) : (
        // At 320 px the three columns fit only with narrow cell padding (4 px a side instead of 10):
        // before, the Profit column was cut off by the card (issue 12). A still narrower screen breaks
        // the offering's name rather than cut a figure.
        <Table
          striped
          withTableBorder
          verticalSpacing="xs"
          horizontalSpacing={4}
          fz="sm"
          aria-label="Annual revenue and profit"
        >
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">Offering</Table.Th>
              {/* Figures take only their width; the offering's name gets the rest. */}
              <Table.Th scope="col" ta="right" w="1%" style={figure}>
                Revenue
              </Table.Th>
              <Table.Th scope="col" ta="right" w="1%" style={figure}>
                Profit
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {roi.lines.map((line) => (
              <Table.Tr key={line.offering}>
                <Table.Th scope="row" fw={500} style={{ overflowWrap: 'anywhere', hyphens: 'auto' }}>
                  {OFFERING_COPY[line.offering].name}
                </Table.Th>
                <Table.Td ta="right" style={figure}>
                  {formatDollars(line.annualRevenue)}
                </Table.Td>
                <Table.Td ta="right" style={figure}>
                  {formatDollars(line.annualProfit)}
                </Table.Td>
              </Table.Tr>
            ))}
            <Table.Tr fw={700}>
              <Table.Th scope="row">Total</Table.Th>
              <Table.Td ta="right" style={figure}>
                {formatDollars(roi.totalRevenue)}
              </Table.Td>
              <Table.Td ta="right" style={figure}>
                {formatDollars(roi.totalProfit)}
              </Table.Td>
            </Table.Tr>
          </Table.Tbody>
        </Table>
      )}
      <SimpleGrid cols={2} spacing="sm">
        <Paper withBorder p="sm" radius="md" role="group" aria-label={`Company (${COMPANY_PERCENT}%)`}>
          <Text size="xs" c="dimmed">
            Company ({COMPANY_PERCENT}%)
          </Text>
          <Text fw={700} size="lg">
            {formatDollars(roi.companyShare)}
          </Text>
        </Paper>
        <Paper
          withBorder
          p="sm"
          radius="md"
          role="group"
          aria-label={`Community fund (${COMMUNITY_FUND_PERCENT}%)`}
        >
          <Text size="xs" c="dimmed">
            Community fund ({COMMUNITY_FUND_PERCENT}%)
          </Text>
          <Text fw={700} size="lg">
            {formatDollars(roi.communityFund)}
          </Text>
        </Paper>
      </SimpleGrid>
      <Text size="xs" c="dimmed">
        Annual figures: price × 365 × occupancy, rounded to whole dollars. New offerings use your estimates.
      </Text>
    </Stack>
  );
}
