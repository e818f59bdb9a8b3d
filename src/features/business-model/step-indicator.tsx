import { memo } from 'react';
import { ActionIcon, Group, Progress, SimpleGrid, Stack, Text } from '@mantine/core';
import { businessModelSteps } from '../../../machines/business-model.machine';
import { WIZARD_STEP_COUNT } from '../../../machines/shared/business-model';
import { STEP_COPY } from './content';

/**
 * "Step N of 8" with a progress bar and one numbered dot per step. The current step is highlighted
 * and carries `aria-current="step"`; reached steps can be tapped to jump back (or forward) to them,
 * steps not reached yet are disabled. Memoised: an answer typed on a step does not redraw the dots.
 */
export const StepIndicator = memo(function StepIndicator({
  current,
  furthest,
  onGoTo,
}: {
  /** Current step, 1–8. */
  current: number;
  /** Furthest step reached, 1–8. */
  furthest: number;
  onGoTo: (step: number) => void;
}) {
  return (
    <Stack gap={6}>
      <Group justify="space-between" gap="xs">
        <Text fw={700} size="sm">
          Step {current} of {WIZARD_STEP_COUNT}
        </Text>
        <Text size="sm" c="dimmed">
          {STEP_COPY[businessModelSteps[current - 1] ?? 'currentOfferings'].label}
        </Text>
      </Group>
      <Progress value={(current / WIZARD_STEP_COUNT) * 100} size="sm" aria-hidden />
      {/* Eight 44 px circles need 352 px: on phones they sit in two rows of four (issue 12: one row
          ran off a 320 px screen), on wider screens in one row. */}
      <SimpleGrid
        component="ol"
        aria-label="Wizard steps"
        cols={{ base: 4, xs: 8 }}
        spacing={4}
        verticalSpacing={4}
        style={{ listStyle: 'none', margin: 0, padding: 0, justifyItems: 'center' }}
      >
        {businessModelSteps.map((step, index) => {
          const number = index + 1;
          const isCurrent = number === current;
          return (
            <li key={step}>
              <ActionIcon
                radius="xl"
                size={44}
                variant={isCurrent ? 'filled' : number <= furthest ? 'light' : 'default'}
                disabled={number > furthest}
                aria-current={isCurrent ? 'step' : undefined}
                aria-label={`Step ${number}: ${STEP_COPY[step].label}`}
                onClick={() => onGoTo(number)}
              >
                <Text span size="sm" fw={700}>
                  {number}
                </Text>
              </ActionIcon>
            </li>
          );
        })}
      </SimpleGrid>
    </Stack>
  );
});
