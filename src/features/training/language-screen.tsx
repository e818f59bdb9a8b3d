import { Badge, Group, Paper, Progress, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconFlame, IconLanguage, IconTarget, IconTrophy } from '@tabler/icons-react';
import { languagePaths, languagePractice, recommendedLanguageCourse } from '../../data/language';
import { Page } from '../../ui/page';
import { progressLabel, RecommendedCourseCard } from './training-cards';

/**
 * Language Training (/language, spec §2): 3 learning-path cards, the weekly goal (5 of 7 days), the
 * streak (3 days, best 12) and a recommended course (spec §9).
 */
export function LanguageScreen() {
  const { daysPractised, weeklyGoalDays, streakDays, bestStreakDays } = languagePractice;
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
            <Text fz={20} fw={700} lh={1.2}>
              {streakDays} days
            </Text>
            <Group gap={4} wrap="nowrap">
              <IconTrophy size={16} aria-hidden="true" />
              <Text size="sm">Best: {bestStreakDays} days</Text>
            </Group>
          </Stack>
        </Paper>
      </SimpleGrid>

      <Stack component="section" gap="sm" aria-labelledby="language-paths">
        <Title order={2} size="h4" id="language-paths">
          Learning Paths
        </Title>
        {languagePaths.map((path) => (
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
              <Progress value={path.progress} aria-label={`${path.title} progress`} />
              <Text size="sm" fw={600}>
                {progressLabel({ progress: path.progress, completed: false })}
              </Text>
            </Stack>
          </Paper>
        ))}
      </Stack>

      <RecommendedCourseCard course={recommendedLanguageCourse} />
    </Page>
  );
}
