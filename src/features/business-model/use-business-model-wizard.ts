import { useEffect, useMemo, useRef, useState } from 'react';
import { useNavigate, useSearch } from '@tanstack/react-router';
import { createActor, type ActorRefFrom } from 'xstate';
import {
  businessModelMachine,
  clampStep,
  selectProgress,
  selectStepNumber,
  type BusinessModelEvent,
  type BusinessModelMachine,
  type BusinessModelProgress,
} from '../../../machines/business-model.machine';
import { showNotification } from '../../ui/notify';
import {
  createLoadLodgeFigures,
  createSaveResults,
  type BusinessModelEnvironment,
} from './business-model.actors';
import { loadProgress, saveProgress } from './business-model-storage';
import { parseStepSearch } from './step-search';
import { useAppActor } from '../../lib/use-app-actor';
import { afterNextPaint } from '../../lib/after-paint';

/** The running wizard actor. */
export type BusinessModelActorRef = ActorRefFrom<BusinessModelMachine>;

/**
 * The machine's persisted snapshot after `wizard.restore`, so the actor starts on the saved step
 * (no flash of step 1). Computed by the machine itself, so its rules (furthest step) apply.
 */
function restoredSnapshot(progress: BusinessModelProgress) {
  const scratch = createActor(businessModelMachine).start();
  scratch.send({ type: 'wizard.restore', progress });
  const snapshot = scratch.getPersistedSnapshot();
  scratch.stop();
  return snapshot;
}

/**
 * Runs the wizard for one signed-in user: starts it where they left off, keeps every change in
 * storage, toasts the machine's notifications and keeps the step in the URL (`?step=N`), so the
 * browser's Back and Forward buttons move between steps and never lose answers.
 * Mount it under a `key` of the user id: the actor is created once per user.
 * `customLogic` replaces the production machine (whose `saveResults` writes to `environment.storage`),
 * so a test can supply its own actors with `businessModelMachine.provide()`. The actor is the app
 * system's `businessModel` (/machines highlights its live step); `undefined` in the first render, running
 * before the first paint (`useAppActor`).
 */
export function useBusinessModelWizard(
  environment: BusinessModelEnvironment,
  customLogic?: BusinessModelMachine,
): BusinessModelActorRef | undefined {
  const { userId, storage } = environment;
  const [initial] = useState(() => {
    const progress = loadProgress(storage, userId);
    return progress ? { snapshot: restoredSnapshot(progress) } : {};
  });
  const logic = useMemo(
    () =>
      customLogic ??
      businessModelMachine.provide({
        actors: {
          saveResults: createSaveResults(environment),
          loadLodgeFigures: createLoadLodgeFigures(environment),
        },
      }),
    [environment, customLogic],
  );
  const actorRef = useAppActor('businessModel', logic, initial);

  useEffect(() => {
    if (!actorRef) return undefined;
    const subscription = actorRef.subscribe((snapshot) =>
      saveProgress(storage, userId, selectProgress(snapshot)),
    );
    const notifications = actorRef.on('notification', ({ tone, title, message }) =>
      showNotification(message ? { tone, title, message } : { tone, title }),
    );
    return () => {
      subscription.unsubscribe();
      notifications.unsubscribe();
    };
  }, [actorRef, storage, userId]);
  return actorRef;
}

/**
 * Two-way sync between the machine's step and `?step=N` (the machine has the last word), as a component
 * that draws nothing: the URL change a step move causes then re-renders only this, not the whole wizard
 * (issue 11: Continue at 4× CPU spent half its time rendering the wizard a second time). `shownStep` is
 * the step the wizard has drawn (it draws a new step in a deferred render): the URL follows it, so the
 * navigation is not part of the tap that moved the wizard.
 */
export function StepInUrl({
  actorRef,
  send,
  shownStep,
}: {
  actorRef: BusinessModelActorRef;
  /** How the wizard sends (events still waiting for their frame go first). */
  send: (event: BusinessModelEvent) => void;
  shownStep: number;
}): null {
  useStepInUrl(actorRef, send, shownStep);
  return null;
}

/** The history entry the wizard has yet to write: `?step=N`, as a new entry or in place of the current. */
interface StepEntry {
  step: number;
  replace: boolean;
}

/**
 * Two-way sync between the machine's step and `?step=N`; the machine has the last word.
 * The wizard's entry is written once the step has painted (issue 22: the router's navigation — history
 * entry, guards, scroll snapshot, its re-render — took ~20 ms at 4× CPU in the frame that drew the
 * step, or in the next tap's when that tap came first): one entry per painted step, so moves made
 * within one frame share an entry. The URL it wrote is not taken for a browser Back/Forward when it
 * shows up, even if the wizard has moved on since.
 */
function useStepInUrl(
  actorRef: BusinessModelActorRef,
  send: (event: BusinessModelEvent) => void,
  shownStep: number,
): void {
  const search: Record<string, unknown> = useSearch({ strict: false });
  const urlStep = parseStepSearch(search).step;
  const navigate = useNavigate();
  const lastStep = useRef<number | null>(null);
  // The entry waiting for the paint, the step last written and not yet seen, the pending write's cancel.
  const unwritten = useRef<StepEntry | null>(null);
  const ownWrite = useRef<number | null>(null);
  const cancelWrite = useRef<(() => void) | null>(null);

  // URL → machine first (browser Back/Forward, a deep link): ask for that step; the machine may refuse.
  useEffect(() => {
    if (urlStep !== undefined && urlStep === ownWrite.current) {
      ownWrite.current = null;
      return;
    }
    const live = selectStepNumber(actorRef.getSnapshot());
    if (urlStep !== undefined && urlStep !== live) send({ type: 'wizard.goTo', step: clampStep(urlStep) });
  }, [actorRef, send, urlStep]);

  // Machine → URL: a move of the wizard is a new history entry; a refused or missing step is corrected
  // in place (and a correction with a move after it, before the paint, is a move).
  useEffect(() => {
    const live = selectStepNumber(actorRef.getSnapshot());
    const moved = lastStep.current !== null && lastStep.current !== live;
    lastStep.current = live;
    const pending = unwritten.current;
    if (urlStep === live) {
      unwritten.current = null;
      return;
    }
    if (pending?.step === live) return;
    unwritten.current = { step: live, replace: !moved && (pending?.replace ?? true) };
    if (cancelWrite.current) return;
    cancelWrite.current = afterNextPaint(() => {
      cancelWrite.current = null;
      const entry = unwritten.current;
      unwritten.current = null;
      if (!entry) return;
      ownWrite.current = entry.step;
      void navigate({ to: '/business', search: { step: entry.step }, replace: entry.replace });
    });
  }, [actorRef, navigate, shownStep, urlStep]);

  // Leaving the wizard drops what it had yet to write (writing it would bring the person back).
  useEffect(
    () => () => {
      cancelWrite.current?.();
      cancelWrite.current = null;
      unwritten.current = null;
    },
    [],
  );
}
