import { Button, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { hospitalityModules, housekeepingStep, recommendedHospitalityCourse } from '../../data/training';
import { Page } from '../../ui/page';
import { ModuleCard, RecommendedCourseCard } from './training-cards';

/**
 * Training home (/hospitality, spec §2): a search box (not wired up, as in the spec), a welcome card,
 * 4 modules with progress bars (85, 60, 25, 0 %) and a recommended course. The housekeeping module
 * opens /hospitality/housekeeping.
 */
export function TrainingScreen() {
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
            Welcome back!
          </Title>
          <Text>
            Pick up where you left off: Housekeeping, step {housekeepingStep.current} of{' '}
            {housekeepingStep.total}.
          </Text>
          <Button
            component={Link}
            to="/hospitality/housekeeping"
            variant="white"
            color="lodge.9"
            w="fit-content"
          >
            Continue Housekeeping
          </Button>
        </Stack>
      </Paper>
      <Stack component="section" gap="sm" aria-labelledby="training-modules">
        <Title order={2} size="h4" id="training-modules">
          Your Modules
        </Title>
        {hospitalityModules.map((module) => (
          <ModuleCard key={module.id} module={module} />
        ))}
      </Stack>
      <RecommendedCourseCard course={recommendedHospitalityCourse} />
    </Page>
  );
}
