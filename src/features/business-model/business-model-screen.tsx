import { memo, useCallback, useDeferredValue, useEffect, useMemo, useRef } from 'react';
import { Button, SimpleGrid, Text } from '@mantine/core';
import { useRouter } from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import type { LodgeMembership } from '../../../machines/shared/lodge-types';
import { can } from '../../data/lodge-roles';
import {
  insertBusinessModelResult,
  type LodgeBusinessResult,
} from '../../lib/supabase/business-model-results';
import {
  businessModelSteps,
  selectStep,
  stepNumberOf,
  type BusinessModelEvent,
  type BusinessModelMachine,
  type BusinessModelSnapshot,
} from '../../../machines/business-model.machine';
import { Page } from '../../ui/page';
import { useAuthActor } from '../../lib/auth/auth-context';
import { selectUserId } from '../../lib/auth/auth-selectors';
import { fetchFinanceYear } from '../../lib/supabase/finances';
import { fetchLodgeMoneySettings } from '../../lib/supabase/lodge-money';
import { occupancyYear } from '../../lib/supabase/rooms';
import type { BusinessModelEnvironment } from './business-model.actors';
import { currentMonthIn, lodgeFiguresFromRooms, lodgeFiguresFromYear } from './lodge-figures';
import type { FiguresMode } from './use-our-figures';
import type { KeyValueStorage } from './business-model-storage';
import { ResultStep, StepContent } from './step-content';
import { StepIndicator } from './step-indicator';
import { StepInUrl, useBusinessModelWizard, type BusinessModelActorRef } from './use-business-model-wizard';
import { afterNextPaint, useAfterPaintSender } from '../../lib/after-paint';

const systemClock = () => new Date();
/** The step from which step 8's code is fetched ahead. */
const PRELOAD_RESULT_FROM = 6;

/**
 * /business (spec §2): the Business Model wizard for the signed-in user. Unfinished answers are kept
 * in this browser's localStorage under the user's id, so each staff member resumes their own; with a
 * `lodge`, Save Results keeps the result in the lodge's database (owners and managers, issue 8) and
 * step 8 lists the lodge's earlier results (`data`, from the route loader).
 * `logic` lets tests supply the machine's actors (default: results saved as above).
 */
export function BusinessModelScreen({
  logic,
  lodge,
  data: results,
}: {
  logic?: BusinessModelMachine;
  lodge?: LodgeMembership;
  /** The lodge's saved results, from the route loader (issue 19: screens take `data`). */
  data?: readonly LodgeBusinessResult[];
} = {}) {
  const userId = useSelector(useAuthActor(), selectUserId);
  if (!userId) return <Page title="Business Model" />;
  return (
    <BusinessModelWizard
      key={userId}
      userId={userId}
      storage={window.localStorage}
      logic={logic}
      lodge={lodge}
      results={results}
    />
  );
}

/**
 * The wizard itself, for a given user, storage and clock (tests pass their own; key it by `userId`).
 * `logic`, when given, replaces the production machine (e.g. with a `saveResults` the test settles).
 * Memoised: a step's `?step=N` navigation re-renders the route (its context is a new object each
 * match) with the same props, and the wizard has already drawn that step (issue 11: Continue/Back).
 */
export const BusinessModelWizard = memo(function BusinessModelWizard({
  userId,
  storage,
  now = systemClock,
  logic,
  lodge,
  results,
}: {
  userId: string;
  storage: KeyValueStorage;
  now?: () => Date;
  logic?: BusinessModelMachine;
  lodge?: LodgeMembership;
  results?: readonly LodgeBusinessResult[];
}) {
  const lodgeId = lodge?.lodgeId;
  // Trustees read results but may not save them (RLS: owners and managers insert).
  const maySave = !lodge || can(lodge.role, 'saveBusinessResults');
  // Issue 20: Use our figures, for the roles that may view finances (RLS refuses the others anyway).
  const mayUseFigures = !!lodge && can(lodge.role, 'viewFinances');
  const timezone = lodge?.timezone ?? 'UTC';
  const environment = useMemo<BusinessModelEnvironment>(
    () => ({
      userId,
      storage,
      now,
      ...(lodgeId ? { keepResult: (result) => insertBusinessModelResult(lodgeId, result) } : {}),
      ...(lodgeId && mayUseFigures
        ? {
            loadFigures: async () => {
              const month = currentMonthIn(timezone, now());
              const [settings, year, rooms] = await Promise.all([
                fetchLodgeMoneySettings(lodgeId),
                fetchFinanceYear(lodgeId, month),
                occupancyYear(lodgeId, month),
              ]);
              // Issue 31: the lodge's rooms when it has them; issue 20's items otherwise.
              return (
                lodgeFiguresFromRooms(rooms, year, settings.currency) ??
                lodgeFiguresFromYear(year, settings.currency)
              );
            },
          }
        : {}),
    }),
    [userId, storage, now, lodgeId, mayUseFigures, timezone],
  );
  const actorRef = useBusinessModelWizard(environment, logic);
  // The wizard's actor runs from the first layout effect, before the first paint.
  if (!actorRef) return null;
  return (
    <WizardSteps
      actorRef={actorRef}
      lodgeId={lodgeId}
      maySave={maySave}
      mayUseFigures={mayUseFigures}
      results={results}
    />
  );
});

/** The wizard's steps and buttons, drawn from its running actor. */
function WizardSteps({
  actorRef,
  lodgeId,
  maySave,
  mayUseFigures,
  results,
}: {
  actorRef: BusinessModelActorRef;
  lodgeId: string | undefined;
  maySave: boolean;
  mayUseFigures: boolean;
  results?: readonly LodgeBusinessResult[];
}) {
  const snapshot = useSelector(actorRef, (s: BusinessModelSnapshot) => s);
  // The step a tap moves to is drawn in a deferred render, after the tap itself has painted: the step
  // indicator, the questions, the buttons, the focus move and `?step=N` all follow `step` (issue 11:
  // Continue spent 150-250 ms at 4x CPU drawing the next step, navigating and laying out in the tap).
  const step = useDeferredValue(selectStep(snapshot));
  const stepNumber = stepNumberOf(step);
  const furthest = useDeferredValue(snapshot.context.furthestStep);
  const { answers, occupancy, savedAt, figuresSummary } = snapshot.context;
  // A switch's tap draws the switch first and tells the machine after that frame (issue 22); every
  // other event goes at once, after any that still wait, so none overtakes another.
  const { send, sendAfterPaint } = useAfterPaintSender<BusinessModelEvent>(actorRef);
  const router = useRouter();
  // A new save: reload the route so "Earlier results" lists it.
  useEffect(() => {
    if (savedAt && lodgeId) void router.invalidate();
  }, [savedAt, lodgeId, router]);
  const goTo = useCallback((target: number) => send({ type: 'wizard.goTo', step: target }), [send]);
  const isResult = step === 'result';
  const figures: FiguresMode | null = !mayUseFigures
    ? null
    : snapshot.matches({ result: 'loadingFigures' })
      ? 'loading'
      : snapshot.matches({ result: 'noHistory' })
        ? 'noHistory'
        : snapshot.matches({ result: 'saving' })
          ? 'busy'
          : 'ready';

  // Step 8's code is fetched from step 6 on (two reads before it is needed, so reaching it draws it at
  // once), not as the wizard opens: there its fetch and compile met the first taps (issue 22).
  useEffect(() => {
    if (stepNumber >= PRELOAD_RESULT_FROM) ResultStep.preload();
  }, [stepNumber]);

  // When the step changes, move focus to its heading so screen readers announce the new question —
  // once the step has painted: focusing sooner forced a layout of the step just committed, and a tap
  // landing before this effect ran paid for it in its own time (issue 22, worst tap).
  const stepTitle = useRef<HTMLHeadingElement>(null);
  const shownStep = useRef(stepNumber);
  useEffect(() => {
    if (shownStep.current === stepNumber) return;
    shownStep.current = stepNumber;
    // Not if the person has put the focus somewhere since (a field of the new step, say).
    const focused = document.activeElement;
    return afterNextPaint(() => {
      if (document.activeElement === focused) stepTitle.current?.focus();
    });
  }, [stepNumber]);

  return (
    <Page title="Business Model" description="Seven quick questions, then a recommended model and ROI.">
      <StepInUrl actorRef={actorRef} send={send} shownStep={stepNumber} />
      <StepIndicator current={stepNumber} furthest={furthest} onGoTo={goTo} />
      <StepContent
        step={step}
        answers={answers}
        occupancy={occupancy}
        savedAt={savedAt}
        results={results}
        figures={figures}
        figuresSummary={figuresSummary}
        send={send}
        sendAfterPaint={sendAfterPaint}
        titleRef={stepTitle}
      />
      {/* Two equal columns; tighter side padding so "Save Results" fits a 320 px screen (issue 12). */}
      <SimpleGrid cols={2} spacing="sm">
        <Button
          variant="default"
          size="md"
          px="xs"
          disabled={!snapshot.can({ type: 'wizard.back' })}
          onClick={() => send({ type: 'wizard.back' })}
        >
          Back
        </Button>
        {isResult && !maySave ? null : isResult ? (
          <Button
            size="md"
            px="xs"
            disabled={!snapshot.can({ type: 'results.save' })}
            onClick={() => send({ type: 'results.save' })}
          >
            {snapshot.matches({ result: 'saving' }) ? 'Saving...' : 'Save Results'}
          </Button>
        ) : (
          <Button size="md" px="xs" onClick={() => send({ type: 'wizard.next' })}>
            Continue
          </Button>
        )}
      </SimpleGrid>
      <Text size="xs" c="dimmed" ta="center">
        {stepNumber < businessModelSteps.length
          ? 'Nothing is required: skip what you do not know yet. Your answers are kept on this device.'
          : 'Change any answer by going back; your answers are kept on this device.'}
      </Text>
    </Page>
  );
}
