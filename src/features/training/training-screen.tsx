import { Button, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import type { LodgeMembership } from '../../../machines/shared/lodge-types';
import { can } from '../../data/lodge-roles';
import {
  courseState,
  courseStep,
  hospitalityModules,
  housekeepingModules,
  withHousekeepingFromModules,
  recommendedHospitalityCourse,
  withProgress,
} from '../../data/training';
import { Page } from '../../ui/page';
import { RoomBoardCard } from '../../ui/room-board-card';
import { MarkDoneButton } from './mark-done-button';
import { ModuleCard, RecommendedCourseCard } from './training-cards';
import { useModuleProgress } from './use-module-progress';
import { trainingWrites, type TrainingData, type TrainingWrites } from './training.data';

/**
 * Training home (/hospitality, spec §2): a search box (not wired up, as in the spec), a welcome card
 * with the housekeeping step from the member's own records (issue 34: "No lessons started yet" with
 * Start, or that the course is finished), 4 modules with progress bars (the member's own, from the database; the
 * seed's 85, 60, 25 and 0 %) and a recommended course. The housekeeping module opens
 * /hospitality/housekeeping. Owners, managers and staff mark a module done (issue 8); trustees read.
 * Those who mark rooms get the housekeeping board's card (issue 31).
 */
export function TrainingScreen({
  data,
  lodge,
  writes = trainingWrites,
}: {
  data: TrainingData;
  lodge: LodgeMembership;
  writes?: TrainingWrites;
}) {
  const { progress, markDone } = useModuleProgress(data, lodge, writes);
  const mayRecord = can(lodge.role, 'trackOwnLearning');
  // Housekeeping's figure is the Housekeeping screen's own records (issue 18), marked done there.
  const modules = withProgress(hospitalityModules, withHousekeepingFromModules(progress));
  const housekeepingCourse = withProgress(housekeepingModules, progress);
  const housekeeping = courseStep(housekeepingCourse);
  const state = courseState(housekeepingCourse);
  return (
    <Page title="Hospitality Training" description="Build the skills our guests remember">
      <TextInput
        type="search"
        aria-label="Search training"
        placeholder="Search courses..."
        leftSection={<IconSearch size={18} aria-hidden="true" />}
      />
      <Paper radius="lg" p="md" bg="lodge.8" c="white" component="section" aria-labelledby="training-welcome">
        <Stack gap="xs">
          <Title order={2} size="h4" id="training-welcome">
            {state === 'notStarted' ? 'Welcome!' : 'Welcome back!'}
          </Title>
          {/* Issue 34: the member's own records say where they are, or that nothing is started yet. */}
          <Text>
            {state === 'notStarted'
              ? 'No lessons started yet. Housekeeping is a good first course: 7 short lessons.'
              : state === 'finished'
                ? `You finished Housekeeping: all ${housekeeping.total} lessons done.`
                : `Pick up where you left off: Housekeeping, step ${housekeeping.current} of ${housekeeping.total}.`}
          </Text>
          <Button
            component={Link}
            to="/hospitality/housekeeping"
            variant="white"
            color="lodge.9"
            w="fit-content"
          >
            {state === 'notStarted'
              ? 'Start Housekeeping'
              : state === 'finished'
                ? 'Review Housekeeping'
                : 'Continue Housekeeping'}
          </Button>
        </Stack>
      </Paper>
      {can(lodge.role, 'markRooms') ? <RoomBoardCard /> : null}
      <Stack component="section" gap="sm" aria-labelledby="training-modules">
        <Title order={2} size="h4" id="training-modules">
          Your Modules
        </Title>
        {modules.map((module) => (
          <ModuleCard
            key={module.id}
            module={module}
            action={
              mayRecord && !module.completed && module.id !== 'tm-housekeeping' ? (
                <MarkDoneButton title={module.title} onMark={() => markDone(module.id, module.title)} />
              ) : undefined
            }
          />
        ))}
      </Stack>
      <RecommendedCourseCard course={recommendedHospitalityCourse} />
    </Page>
  );
}
