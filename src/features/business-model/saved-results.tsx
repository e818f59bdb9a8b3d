import { Paper, Stack, Text, Title } from '@mantine/core';
import { longDate } from '../../lib/calendar-day';
import type { LodgeBusinessResult } from '../../lib/supabase/business-model-results';

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });

/**
 * Step 8's "Earlier results" (issue 8): the lodge's saved results, newest first, each with date,
 * author, recommendation and the ROI (total profit, community fund) at the occupancy chosen then.
 */
export function SavedResults({ results }: { results: readonly LodgeBusinessResult[] }) {
  return (
    <Stack component="section" gap="xs" aria-labelledby="saved-results-title">
      <Title order={2} size="h4" id="saved-results-title">
        Earlier results
      </Title>
      {results.length === 0 ? (
        <Text role="status" size="sm">
          No earlier results yet.
        </Text>
      ) : (
        <Stack component="ul" gap="xs" m={0} p={0} style={{ listStyle: 'none' }}>
          {results.map((result) => (
            <Paper component="li" key={result.id} withBorder radius="md" p="sm">
              <Text fw={700}>{result.recommendation}</Text>
              <Text size="sm">
                {longDate(result.savedAt)} · {result.authorName}
              </Text>
              <Text size="sm">
                At {result.roi.occupancy}% occupancy: profit {usd.format(result.roi.totalProfit)}, community
                fund {usd.format(result.roi.communityFund)}
              </Text>
            </Paper>
          ))}
        </Stack>
      )}
    </Stack>
  );
}
