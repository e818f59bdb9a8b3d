import { memo, type RefObject } from 'react';
import { Card, Stack, Text, Title } from '@mantine/core';
import type { BusinessModelEvent, BusinessModelStep } from '../../../machines/business-model.machine';
import type { BusinessModelAnswers } from '../../../machines/shared/business-model';
import type { LodgeBusinessResult } from '../../lib/supabase/business-model-results';
import { ChannelsStep, DistancesStep, GoalsStep, MonthsStep, StayStep } from './answer-steps';
import { STEP_COPY } from './content';
import { OfferingsStep } from './offerings-step';
import { SavedResults } from './saved-results';
import type { FiguresMode } from './use-our-figures';
import { lazyPiece } from '../../ui/lazy-piece';
import { NeedsConnection } from '../../ui/needs-connection';

/**
 * Step 8's result, its ROI calculator and Use our figures, on first use: the calculator's table brings
 * Mantine's ScrollArea (and the floating-ui it shares a file with), 16 KiB gzip of the wizard's first
 * download that seven steps do not need (issue 22, /business over its 50 KiB). The wizard fetches it
 * ahead from step 6 (`ResultStep.preload`), so step 8 draws it at once.
 */
export const ResultStep = lazyPiece(() => import('./result-step').then((module) => module.ResultStep), {
  loading: (
    <Text role="status" size="sm" c="dimmed">
      Working out your recommended model…
    </Text>
  ),
  unavailable: (retry) => <NeedsConnection what="Your result" onRetry={retry} />,
});

/**
 * One wizard step's card: its title (focused by the wizard when the step changes, via `titleRef`), hint
 * and questions, or on step 8 the result with the ROI calculator and the lodge's earlier `results`.
 * Memoised: the wizard draws the step a tap moved to in a deferred render (issue 11), and this keeps the
 * tap's own render from redrawing the step it leaves.
 */
export const StepContent = memo(function StepContent({
  step,
  answers,
  occupancy,
  savedAt,
  results,
  figures,
  figuresSummary,
  send,
  sendAfterPaint,
  titleRef,
}: {
  step: BusinessModelStep;
  answers: BusinessModelAnswers;
  occupancy: number;
  savedAt: string | null;
  results: readonly LodgeBusinessResult[] | undefined;
  /** Issue 20: Use our figures on step 8 — its mode, or null when not offered. */
  figures: FiguresMode | null;
  /** Issue 31: what Use our figures filled, in words, while it stands (the wizard's context). */
  figuresSummary: string | null;
  send: (event: BusinessModelEvent) => void;
  /** For a tap whose own control draws the change first (the offering switches, issue 22). */
  sendAfterPaint: (event: BusinessModelEvent) => void;
  titleRef: RefObject<HTMLHeadingElement | null>;
}) {
  const copy = STEP_COPY[step];
  const isResult = step === 'result';
  return (
    // 16 px padding from 457 px up, 12 px on a 320 px phone, so step 8's ROI table fits whole (issue 12).
    <Card
      withBorder
      radius="md"
      padding="clamp(0.75rem, 3.5vw, 1rem)"
      component="section"
      aria-labelledby="wizard-step-title"
    >
      <Stack gap="md">
        <div>
          <Title order={2} size="h3" id="wizard-step-title" ref={titleRef} tabIndex={-1}>
            {copy.title}
          </Title>
          <Text size="sm" c="dimmed">
            {copy.hint}
          </Text>
        </div>
        {step === 'currentOfferings' || step === 'futureOfferings' ? (
          <OfferingsStep
            horizon={step === 'currentOfferings' ? 'current' : 'future'}
            offerings={step === 'currentOfferings' ? answers.currentOfferings : answers.futureOfferings}
            send={send}
            sendAfterPaint={sendAfterPaint}
          />
        ) : null}
        {step === 'stayLength' ? <StayStep answers={answers} send={send} /> : null}
        {step === 'travelDistances' ? <DistancesStep answers={answers} send={send} /> : null}
        {step === 'closedMonths' ? <MonthsStep answers={answers} send={send} /> : null}
        {step === 'sellingChannels' ? <ChannelsStep answers={answers} send={send} /> : null}
        {step === 'goals' ? <GoalsStep answers={answers} send={send} /> : null}
        {isResult ? (
          <ResultStep
            answers={answers}
            occupancy={occupancy}
            savedAt={savedAt}
            onOccupancy={(value) => send({ type: 'occupancy.set', value })}
            figures={figures}
            figuresSummary={figuresSummary}
            onUseFigures={() => send({ type: 'roi.useFigures' })}
          />
        ) : null}
        {isResult && results ? <SavedResults results={results} /> : null}
      </Stack>
    </Card>
  );
});
