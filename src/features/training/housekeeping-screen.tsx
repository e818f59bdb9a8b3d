import { Anchor, Button, Group, Paper, Stack, Tabs, Text, Title } from '@mantine/core';
import { IconArrowLeft, IconHelpCircle, IconPhone } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { telHref } from '../../data/bookings';
import { lodgeReception } from '../../data/lodge';
import type { LodgeMembership } from '../../../machines/shared/lodge-types';
import { can } from '../../data/lodge-roles';
import { courseState, courseStep, housekeepingModules, withProgress } from '../../data/training';
import { MarkDoneButton } from './mark-done-button';
import { useModuleProgress } from './use-module-progress';
import { trainingWrites, type TrainingData, type TrainingWrites } from './training.data';
import { Page } from '../../ui/page';
import { HousekeepingModuleList, ResourceAccordion, StepIndicator } from './housekeeping-parts';

/**
 * Housekeeping (/hospitality/housekeeping, spec §2): "Back to Training", the step indicator "2 of 7",
 * tabs "Training Modules" (7 modules) and "Resources" (3 downloadable PDFs in an accordion) and a
 * "Need Help" card. The modules' progress is the member's own (database); owners, managers and staff
 * mark the module they are on as done, which moves the step on (issue 8).
 */
export function HousekeepingScreen({
  data,
  lodge,
  writes = trainingWrites,
}: {
  data: TrainingData;
  lodge: LodgeMembership;
  writes?: TrainingWrites;
}) {
  const { progress, markDone } = useModuleProgress(data, lodge, writes);
  const modules = withProgress(housekeepingModules, progress);
  const step = courseStep(modules);
  const currentModule = modules[step.current - 1];
  return (
    <Stack gap="sm">
      <Anchor component={Link} to="/hospitality" fw={600} w="fit-content">
        <Group gap={4} component="span">
          <IconArrowLeft size={18} aria-hidden="true" />
          Back to Training
        </Group>
      </Anchor>
      <Page title="Housekeeping" description="Keep every tent guest-ready with little water and no waste">
        <StepIndicator
          current={step.current}
          total={step.total}
          finished={courseState(modules) === 'finished'}
        />
        {currentModule && !currentModule.completed && can(lodge.role, 'trackOwnLearning') ? (
          <MarkDoneButton
            key={currentModule.id}
            title={currentModule.title}
            onMark={() => markDone(currentModule.id, currentModule.title)}
          />
        ) : null}
        <Tabs defaultValue="modules" keepMounted={false}>
          <Tabs.List grow>
            <Tabs.Tab value="modules">Training Modules</Tabs.Tab>
            <Tabs.Tab value="resources">Resources</Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="modules" pt="md">
            <HousekeepingModuleList modules={modules} current={step.current} />
          </Tabs.Panel>
          <Tabs.Panel value="resources" pt="md">
            <ResourceAccordion />
          </Tabs.Panel>
        </Tabs>
        <Paper withBorder radius="md" p="md" component="section" aria-labelledby="housekeeping-help">
          <Stack gap="xs">
            <Group gap="xs">
              <IconHelpCircle size={20} aria-hidden="true" />
              <Title order={2} size="h5" id="housekeeping-help">
                Need Help?
              </Title>
            </Group>
            <Text size="sm">
              Stuck on a module or unsure about a room? Ask Onalenna Tau, our head of housekeeping, or call
              reception.
            </Text>
            <Button
              component="a"
              href={telHref(lodgeReception.phone)}
              variant="outline"
              leftSection={<IconPhone size={18} aria-hidden="true" />}
              w="fit-content"
            >
              Call Reception
            </Button>
          </Stack>
        </Paper>
      </Page>
    </Stack>
  );
}
