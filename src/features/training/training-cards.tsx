import type { Icon } from '@tabler/icons-react';
import {
  IconBed,
  IconChevronRight,
  IconFirstAidKit,
  IconLanguage,
  IconStar,
  IconToolsKitchen2,
  IconUsers,
} from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Anchor, Badge, Group, Paper, Progress, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import type { RecommendedCourse, TrainingModule, TrainingVariant } from '../../data/training';
import classes from '../../ui/link-card.module.css';

/** Icon and colour per module variant (dark shades: icons are decoration, text stays dark on white). */
export const variantLooks: Readonly<Record<TrainingVariant, { icon: Icon; color: string }>> = {
  guests: { icon: IconUsers, color: 'lodge' },
  food: { icon: IconToolsKitchen2, color: 'orange.9' },
  housekeeping: { icon: IconBed, color: 'blue.8' },
  safety: { icon: IconFirstAidKit, color: 'red.8' },
  language: { icon: IconLanguage, color: 'grape.8' },
};

/** "Completed", "Not started" or "60% complete". */
export function progressLabel(module: Pick<TrainingModule, 'progress' | 'completed'>): string {
  if (module.completed || module.progress >= 100) return 'Completed';
  if (module.progress <= 0) return 'Not started';
  return `${module.progress}% complete`;
}

/**
 * A training module card (spec §2 /hospitality: "4 modules with progress bars"). The bar is a
 * progressbar named after the module, with aria-valuenow. A module with a screen is a link to it: the
 * whole card, or — when the card carries an `action` (a button can't sit inside a link) — its title.
 */
export function ModuleCard({ module, action }: { module: TrainingModule; action?: ReactNode }) {
  const look = variantLooks[module.variant];
  const ModuleIcon = look.icon;
  const body = (
    <Stack gap="xs">
      <Group wrap="nowrap" gap="sm" align="flex-start">
        <ThemeIcon color={look.color} size={40} radius="md" aria-hidden="true">
          <ModuleIcon size={22} />
        </ThemeIcon>
        <Stack gap={2} style={{ flex: 1 }}>
          <Text fw={700}>{module.title}</Text>
          <Text size="sm" c="dimmed">
            {module.description}
          </Text>
        </Stack>
        {module.path ? <IconChevronRight size={20} aria-hidden="true" /> : null}
      </Group>
      <Progress value={module.progress} aria-label={`${module.title} progress`} size="md" />
      <Text size="sm" fw={600}>
        {progressLabel(module)}
      </Text>
    </Stack>
  );
  if (action) {
    return (
      <Paper withBorder radius="md" p="md">
        <Stack gap="xs">
          {module.path ? (
            <Anchor
              component={Link}
              to={module.path}
              aria-label={`${module.title}: ${progressLabel(module)}`}
            >
              {body}
            </Anchor>
          ) : (
            body
          )}
          {action}
        </Stack>
      </Paper>
    );
  }
  return module.path ? (
    <Paper
      withBorder
      radius="md"
      p="md"
      component={Link}
      to={module.path}
      className={classes.linkCard}
      aria-label={`${module.title}: ${progressLabel(module)}`}
    >
      {body}
    </Paper>
  ) : (
    <Paper withBorder radius="md" p="md">
      {body}
    </Paper>
  );
}

/** The "recommended course" card (spec §2 /hospitality and /language). */
export function RecommendedCourseCard({ course }: { course: RecommendedCourse }) {
  return (
    <Paper
      withBorder
      radius="md"
      p="md"
      bg="light-dark(var(--mantine-color-lodge-0), var(--mantine-color-dark-6))"
      component="section"
      aria-labelledby="recommended-course"
    >
      <Stack gap="xs">
        <Group gap="xs">
          <IconStar size={18} aria-hidden="true" />
          <Title order={2} size="h5" id="recommended-course">
            Recommended Course
          </Title>
        </Group>
        <Text fw={700}>{course.title}</Text>
        <Text size="sm">{course.description}</Text>
        <Badge variant="filled" color="lodge" size="md">
          {course.length}
        </Badge>
      </Stack>
    </Paper>
  );
}
