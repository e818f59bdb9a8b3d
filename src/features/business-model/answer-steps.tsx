import { Checkbox, Chip, Group, Stack, Text } from '@mantine/core';
import type { BusinessModelEvent } from '../../../machines/business-model.machine';
import {
  CHANNEL_KEYS,
  DISTANCE_KEYS,
  GOAL_KEYS,
  type BusinessModelAnswers,
  type DistanceKey,
} from '../../../machines/shared/business-model';
import { CHANNEL_COPY, GOAL_COPY, MONTHS } from './content';
import { SanitisedNumberInput } from './sanitised-number-input';

/** Props shared by steps 3–7: the answers to show and where to send changes. */
export interface AnswerStepProps {
  answers: BusinessModelAnswers;
  send: (event: BusinessModelEvent) => void;
}

/** Step 3: average stay in whole days (spec §5: at least 1; spec §9 default 2). */
export function StayStep({ answers, send }: AnswerStepProps) {
  return (
    <SanitisedNumberInput
      label="Average stay"
      description="Days a typical guest stays with you"
      suffix={answers.stayLength === 1 ? ' day' : ' days'}
      min={1}
      allowDecimal={false}
      inputMode="numeric"
      value={answers.stayLength}
      onValue={(value) => send({ type: 'stay.setLength', value })}
    />
  );
}

const DISTANCE_COPY: Record<DistanceKey, { label: string; description: string }> = {
  airportDistance: { label: 'Nearest airport', description: 'Where most international guests land' },
  trainDistance: { label: 'Nearest train station', description: 'Enter 0 if there is one at the lodge' },
  busDistance: { label: 'Nearest bus stop', description: 'Public buses or shared minibuses' },
};

/** Step 4: distances in kilometres (spec §5: at least 0; spec §9 defaults 20, 5 and 2 km). */
export function DistancesStep({ answers, send }: AnswerStepProps) {
  return (
    <Stack gap="sm">
      {DISTANCE_KEYS.map((distance) => (
        <SanitisedNumberInput
          key={distance}
          label={DISTANCE_COPY[distance].label}
          description={DISTANCE_COPY[distance].description}
          suffix=" km"
          min={0}
          decimalScale={1}
          inputMode="decimal"
          value={answers[distance]}
          onValue={(value) => send({ type: 'distance.set', distance, value })}
        />
      ))}
    </Stack>
  );
}

/** Step 5: month chips (checkboxes) for the months the lodge is closed. */
export function MonthsStep({ answers, send }: AnswerStepProps) {
  const open = 12 - answers.closedMonths.length;
  return (
    <Stack gap="sm">
      <Group gap={8} role="group" aria-label="Closed months">
        {MONTHS.map((month, index) => (
          <Chip
            key={month}
            checked={answers.closedMonths.includes(index)}
            onChange={() => send({ type: 'month.toggle', month: index })}
            variant="outline"
          >
            {month}
          </Chip>
        ))}
      </Group>
      <Text size="sm" c="dimmed" aria-live="polite">
        Open {open} of 12 months
      </Text>
    </Stack>
  );
}

/** Step 6: selling channels; "Not selling yet" and the others exclude each other (the machine rules). */
export function ChannelsStep({ answers, send }: AnswerStepProps) {
  return (
    <Stack gap="md" role="group" aria-label="Selling channels">
      {CHANNEL_KEYS.map((channel) => (
        <Checkbox
          key={channel}
          size="md"
          label={CHANNEL_COPY[channel].label}
          description={CHANNEL_COPY[channel].description}
          checked={answers.sellingChannels[channel]}
          onChange={() => send({ type: 'channel.toggle', channel })}
        />
      ))}
    </Stack>
  );
}

/** Step 7: goals. */
export function GoalsStep({ answers, send }: AnswerStepProps) {
  return (
    <Stack gap="md" role="group" aria-label="Goals">
      {GOAL_KEYS.map((goal) => (
        <Checkbox
          key={goal}
          size="md"
          label={GOAL_COPY[goal].label}
          description={GOAL_COPY[goal].description}
          checked={answers.goals[goal]}
          onChange={() => send({ type: 'goal.toggle', goal })}
        />
      ))}
    </Stack>
  );
}
