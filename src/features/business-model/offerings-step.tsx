import { memo, useDeferredValue, useState } from 'react';
import { Card, SimpleGrid, Stack, Switch } from '@mantine/core';
import type { BusinessModelEvent } from '../../../machines/business-model.machine';
import {
  OFFERING_KEYS,
  type OfferingHorizon,
  type OfferingKey,
  type OfferingSet,
} from '../../../machines/shared/business-model';
import { OFFERING_COPY } from './content';
import { SanitisedNumberInput } from './sanitised-number-input';

function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/**
 * Steps 1 and 2: one card per offering (Experiences, Accommodation, Packages), each a switch; a
 * switched-on card asks for price and cost in dollars per day (per night for accommodation).
 * On step 2 the figures are estimates. A switch's tap goes to the machine with `sendAfterPaint`, once
 * the switch has moved (issue 22); the amounts follow the machine.
 */
export function OfferingsStep({
  horizon,
  offerings,
  send,
  sendAfterPaint,
}: {
  horizon: OfferingHorizon;
  offerings: OfferingSet;
  send: (event: BusinessModelEvent) => void;
  sendAfterPaint: (event: BusinessModelEvent) => void;
}) {
  // The price and cost fields a switch reveals are drawn in a deferred render, after the switch has
  // painted (issue 11: mounting the two number fields made the tap take 150-300 ms at 4x CPU).
  const revealed = useDeferredValue(offerings);
  return (
    <Stack gap="sm">
      {OFFERING_KEYS.map((offering) => (
        <OfferingCard
          key={offering}
          horizon={horizon}
          offering={offering}
          selected={offerings[offering].selected}
          withAmounts={offerings[offering].selected && revealed[offering].selected}
          price={offerings[offering].price}
          cost={offerings[offering].cost}
          send={send}
          sendAfterPaint={sendAfterPaint}
        />
      ))}
    </Stack>
  );
}

/**
 * One offering's card: its switch and, `withAmounts`, its price and cost. Memoised per offering. The
 * switch shows a tap at once, from the card's own state (a render of this card alone), while the
 * toggle waits for that frame to be painted; the machine's answer then takes over.
 */
const OfferingCard = memo(function OfferingCard({
  horizon,
  offering,
  selected,
  withAmounts,
  price,
  cost,
  send,
  sendAfterPaint,
}: {
  horizon: OfferingHorizon;
  offering: OfferingKey;
  selected: boolean;
  withAmounts: boolean;
  price: number;
  cost: number;
  send: (event: BusinessModelEvent) => void;
  sendAfterPaint: (event: BusinessModelEvent) => void;
}) {
  // Taps not yet answered by the machine flip what the switch shows (two quick taps cancel out).
  const [unanswered, setUnanswered] = useState(false);
  const [answered, setAnswered] = useState(selected);
  if (answered !== selected) {
    setAnswered(selected);
    setUnanswered(false);
  }
  const estimated = horizon === 'future' ? 'estimated ' : '';
  const { name, description, unit } = OFFERING_COPY[offering];
  const amountLabel = (field: 'price' | 'cost') => `${estimated}${field} per ${unit}`;
  return (
    <Card withBorder radius="md" padding="md">
      <Switch
        size="md"
        label={name}
        aria-label={name}
        description={description}
        checked={unanswered ? !selected : selected}
        onChange={() => {
          setUnanswered((flipped) => !flipped);
          sendAfterPaint({ type: 'offering.toggle', horizon, offering });
        }}
        styles={{ label: { fontWeight: 700 } }}
      />
      {withAmounts ? (
        <SimpleGrid cols={2} spacing="sm" mt="sm">
          {(['price', 'cost'] as const).map((field) => (
            <SanitisedNumberInput
              key={field}
              label={capitalise(amountLabel(field))}
              aria-label={`${name} ${amountLabel(field)}`}
              prefix="$"
              min={0}
              decimalScale={2}
              thousandSeparator=","
              inputMode="decimal"
              value={field === 'price' ? price : cost}
              onValue={(value) => send({ type: 'offering.setAmount', horizon, offering, field, value })}
            />
          ))}
        </SimpleGrid>
      ) : null}
    </Card>
  );
});
