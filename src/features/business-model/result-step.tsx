import { Badge, Card, Group, List, Stack, Text, Title } from '@mantine/core';
import { longDate } from '../../lib/calendar-day';
import {
  OFFERING_KEYS,
  offeringTag,
  recommendModel,
  type BusinessModelAnswers,
} from '../../../machines/shared/business-model';
import { MODEL_COPY, OFFERING_COPY } from './content';
import { RoiCalculator } from './roi-calculator';
import { UseOurFigures, type FiguresMode } from './use-our-figures';

/** "Saved on November 20, 2026" from an ISO time. */
export function formatSavedOn(savedAt: string): string {
  return `Saved on ${longDate(savedAt)}`;
}

/**
 * Step 8: the recommended model (spec §4) with why, the offerings with their tags ("Current",
 * "New Offering"), the ROI calculator, and when the result was last saved.
 */
export function ResultStep({
  answers,
  occupancy,
  savedAt,
  onOccupancy,
  figures,
  figuresSummary,
  onUseFigures,
}: {
  answers: BusinessModelAnswers;
  occupancy: number;
  savedAt: string | null;
  onOccupancy: (value: number) => void;
  /** Issue 20: Use our figures — its mode, or null when the role may not view finances. */
  figures: FiguresMode | null;
  /** Issue 31: what Use our figures filled, in words, while it stands. */
  figuresSummary: string | null;
  onUseFigures: () => void;
}) {
  const model = recommendModel(answers);
  const offerings = OFFERING_KEYS.flatMap((offering) => {
    const tag = offeringTag(answers, offering);
    return tag ? [{ offering, tag }] : [];
  });
  return (
    <Stack gap="lg">
      <Card withBorder radius="md" padding="md" bg="var(--mantine-primary-color-light)">
        <Text size="xs" tt="uppercase" fw={700} c="dimmed">
          Recommended model
        </Text>
        <Title order={3} size="h3" mt={4}>
          {model}
        </Title>
        <Text size="sm" mt="xs">
          {MODEL_COPY[model].why} {MODEL_COPY[model].advice}
        </Text>
      </Card>

      <Stack gap="xs">
        <Title order={3} size="h4">
          Your offerings
        </Title>
        {offerings.length === 0 ? (
          <Text size="sm">None switched on yet.</Text>
        ) : (
          <List listStyleType="none" spacing="xs" aria-label="Your offerings">
            {offerings.map(({ offering, tag }) => (
              <List.Item key={offering}>
                <Group gap="xs">
                  <Text fw={600}>{OFFERING_COPY[offering].name}</Text>
                  <Badge variant={tag === 'New Offering' ? 'filled' : 'light'}>{tag}</Badge>
                </Group>
              </List.Item>
            ))}
          </List>
        )}
      </Stack>

      <RoiCalculator
        answers={answers}
        occupancy={occupancy}
        onOccupancy={onOccupancy}
        figures={
          figures ? <UseOurFigures mode={figures} onUse={onUseFigures} summary={figuresSummary} /> : null
        }
      />

      {savedAt ? (
        // Mantine's text shade of the lodge green: 7 on light (6.3:1), 4 on dark (shade 8 was 1.65:1).
        <Text size="sm" fw={600} c="var(--mantine-color-lodge-text)" role="status">
          {formatSavedOn(savedAt)}
        </Text>
      ) : null}
    </Stack>
  );
}
