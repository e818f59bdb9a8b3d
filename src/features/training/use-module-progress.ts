import type { LodgeMembership } from '../../../machines/shared/lodge-types';
import type { ProgressByModule } from '../../data/training';
import { useOutboxPerson } from '../../lib/auth/use-outbox-person';
import { failureSentence } from '../../lib/supabase/errors';
import { showNotification } from '../../ui/notify';
import { savedWords } from '../../lib/offline/saved-words';
import { showUndoToast } from '../../ui/undo-toast';
import { tappedPlace } from '../../ui/tapped-place';
import { useSyncedState } from '../../ui/use-synced-state';
import type { TrainingData, TrainingWrites } from './training.data';

/**
 * The member's module progress as shown (the loader's `data`, then each saved "Mark as done"), and
 * `markDone(moduleId)`, which saves through `writes` and shows the saved percent at once, then offers
 * "Marked as done · Undo" for a few seconds (issue 18): Undo puts the module back to the percent it
 * had, through the same (queued) write path.
 * @throws from `markDone`: the write's error (the screen keeps what it showed).
 */
export function useModuleProgress(
  data: TrainingData,
  lodge: LodgeMembership,
  writes: TrainingWrites,
): { progress: ProgressByModule; markDone: (moduleId: string, title: string) => Promise<void> } {
  const [shown, update] = useSyncedState(data);
  const person = useOutboxPerson();
  const show = (moduleId: string, progress: number) =>
    update((current) => ({ ...current, progress: new Map(current.progress).set(moduleId, progress) }));
  const markDone = async (moduleId: string, title: string) => {
    const before = shown.progress.get(moduleId) ?? 0;
    const near = tappedPlace();
    const saved = await writes.markModuleDone(lodge.lodgeId, moduleId, person);
    show(saved.moduleId, saved.progress);
    showUndoToast({
      // Issue 33: "Marked as done" once the lodge has it; kept on this phone, the toast says so.
      title: savedWords('training.markDone', { lodgeId: lodge.lodgeId, moduleId }, saved),
      detail: title,
      near,
      onUndo: () =>
        void writes.undoModuleDone(lodge.lodgeId, moduleId, before, person).then(
          (back) => show(back.moduleId, back.progress),
          (error: unknown) =>
            showNotification({ tone: 'error', title: failureSentence('Undo did not go through.', error) }),
        ),
    });
  };
  return { progress: shown.progress, markDone };
}
