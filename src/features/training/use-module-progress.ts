import type { LodgeMembership } from '../../../machines/shared/lodge-types';
import type { ProgressByModule } from '../../data/training';
import { useOutboxPerson } from '../../lib/auth/use-outbox-person';
import { useSyncedState } from '../../ui/use-synced-state';
import type { TrainingData, TrainingWrites } from './training.data';

/**
 * The member's module progress as shown (the loader's `data`, then each saved "Mark as done"), and
 * `markDone(moduleId)`, which saves through `writes` and shows the saved percent at once.
 * @throws from `markDone`: the write's error (the screen keeps what it showed).
 */
export function useModuleProgress(
  data: TrainingData,
  lodge: LodgeMembership,
  writes: TrainingWrites,
): { progress: ProgressByModule; markDone: (moduleId: string) => Promise<void> } {
  const [shown, update] = useSyncedState(data);
  const person = useOutboxPerson();
  const markDone = async (moduleId: string) => {
    const saved = await writes.markModuleDone(lodge.lodgeId, moduleId, person);
    update((current) => ({
      ...current,
      progress: new Map(current.progress).set(saved.moduleId, saved.progress),
    }));
  };
  return { progress: shown.progress, markDone };
}
