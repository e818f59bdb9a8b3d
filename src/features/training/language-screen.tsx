import {
  Badge,
  Button,
  Group,
  Paper,
  Progress,
  SimpleGrid,
  Stack,
  Text,
  ThemeIcon,
  Title,
} from '@mantine/core';
import { IconCheck, IconFlame, IconLanguage, IconTarget, IconTrophy } from '@tabler/icons-react';
import type { LodgeMembership } from '../../../machines/shared/lodge-types';
import { languagePaths, recommendedLanguageCourse, weeklyGoalDays } from '../../data/language';
import { can } from '../../data/lodge-roles';
import { Page } from '../../ui/page';
import { useSubmit } from '../../ui/use-submit';
import { useSyncedState } from '../../ui/use-synced-state';
import { progressLabel, RecommendedCourseCard } from './training-cards';
import { trainingWrites, type LanguageData, type TrainingWrites } from './training.data';

/**
 * Language Training (/language, spec §2): 3 learning-path cards, the weekly goal (the seed's 5 of 7
 * days), the streak (3 days, best 12; "No practice days yet" with none, issue 34) and a recommended
 * course (spec §9) — the member's own figures from the database (RPC `language_practice_summary`, on the lodge's calendar). "I practised today"
 * records today once (issue 8: practising today counts towards the weekly goal and the streak); a
 * failed save keeps the figures and says why.
 */
export function LanguageScreen({
  data,
  lodge,
  writes = trainingWrites,
}: {
  data: LanguageData;
  lodge: LodgeMembership;
  writes?: TrainingWrites;
}) {
  const [shown, update] = useSyncedState(data);
  const { pending, problem, run } = useSubmit();
  const { daysPractised, streakDays, bestStreakDays, practisedToday } = shown.practice;
  const practise = () =>
    run('Not saved.', async () => {
      const practice = await writes.recordPracticeToday(lodge.lodgeId);
      update((current) => ({ ...current, practice }));
    });
  return (
    <Page title="Language Training" description="Speak with guests in their own language">
      <SimpleGrid cols={2} spacing="sm">
        <Paper withBorder radius="md" p="md" component="section" aria-labelledby="language-goal">
          <Stack gap={4}>
            <Group gap={6} wrap="nowrap">
              <IconTarget size={20} aria-hidden="true" />
              <Title order={2} size="h6" id="language-goal">
                Weekly Goal
              </Title>
            </Group>
            <Text fz={20} fw={700} lh={1.2}>
              {daysPractised} of {weeklyGoalDays} days
            </Text>
            <Progress
              value={Math.round((daysPractised / weeklyGoalDays) * 100)}
              aria-label={`Weekly goal: ${daysPractised} of ${weeklyGoalDays} days`}
            />
          </Stack>
        </Paper>
        <Paper withBorder radius="md" p="md" component="section" aria-labelledby="language-streak">
          <Stack gap={4}>
            <Group gap={6} wrap="nowrap">
              <IconFlame size={20} aria-hidden="true" />
              <Title order={2} size="h6" id="language-streak">
                Streak
              </Title>
            </Group>
            {/* Issue 34: from the member's own practice days, or that there are none yet. */}
            {bestStreakDays > 0 ? (
              <>
                <Text fz={20} fw={700} lh={1.2}>
                  {streakDays} {streakDays === 1 ? 'day' : 'days'}
                </Text>
                <Group gap={4} wrap="nowrap">
                  <IconTrophy size={16} aria-hidden="true" />
                  <Text size="sm">
                    Best: {bestStreakDays} {bestStreakDays === 1 ? 'day' : 'days'}
                  </Text>
                </Group>
              </>
            ) : (
              <Text size="sm">No practice days yet. Each day you practise counts.</Text>
            )}
          </Stack>
        </Paper>
      </SimpleGrid>
      {can(lodge.role, 'trackOwnLearning') ? (
        <Stack gap={4}>
          {practisedToday ? (
            <Group gap={6} role="status">
              <IconCheck size={18} aria-hidden="true" />
              <Text fw={600}>You practised today</Text>
            </Group>
          ) : (
            <Button
              leftSection={<IconCheck size={18} aria-hidden="true" />}
              loading={pending}
              onClick={() => void practise()}
            >
              I practised today
            </Button>
          )}
          {problem ? (
            <Text size="sm" c="var(--mantine-color-error)" role="alert">
              {problem}
            </Text>
          ) : null}
        </Stack>
      ) : null}

      <Stack component="section" gap="sm" aria-labelledby="language-paths">
        <Title order={2} size="h4" id="language-paths">
          Learning Paths
        </Title>
        {languagePaths.map((path) => {
          const progress = shown.progress.get(path.id) ?? 0;
          return (
            <Paper withBorder radius="md" p="md" key={path.id}>
              <Stack gap="xs">
                <Group wrap="nowrap" gap="sm" align="flex-start">
                  <ThemeIcon color="grape.8" size={40} radius="md" aria-hidden="true">
                    <IconLanguage size={22} />
                  </ThemeIcon>
                  <Stack gap={4} style={{ flex: 1 }}>
                    <Text fw={700}>{path.title}</Text>
                    <Badge variant="outline" color="gray.8" size="sm">
                      {path.level}
                    </Badge>
                    <Text size="sm" c="dimmed">
                      {path.description}
                    </Text>
                  </Stack>
                </Group>
                <Progress value={progress} aria-label={`${path.title} progress`} />
                <Text size="sm" fw={600}>
                  {progressLabel({ progress, completed: progress >= 100 })}
                </Text>
              </Stack>
            </Paper>
          );
        })}
      </Stack>

      <RecommendedCourseCard course={recommendedLanguageCourse} />
    </Page>
  );
}
