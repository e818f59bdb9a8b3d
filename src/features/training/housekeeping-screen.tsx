import { Anchor, Button, Group, Paper, Stack, Tabs, Text, Title } from '@mantine/core';
import { IconArrowLeft, IconHelpCircle, IconPhone } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { telHref } from '../../data/bookings';
import type { LodgeMembership } from '../../../machines/shared/lodge-types';
import { can } from '../../data/lodge-roles';
import { courseState, courseStep, housekeepingModules, withProgress } from '../../data/training';
import { MarkDoneButton } from './mark-done-button';
import { useModuleProgress } from './use-module-progress';
import { trainingWrites, type Reception, type TrainingData, type TrainingWrites } from './training.data';
import { Page } from '../../ui/page';
import { HousekeepingModuleList, ResourceAccordion, StepIndicator } from './housekeeping-parts';

/**
 * Housekeeping (/hospitality/housekeeping, spec §2): "Back to Training", the step indicator "2 of 7",
 * tabs "Training Modules" (7 modules) and "Resources" (3 downloadable PDFs in an accordion) and a
 * "Need Help" card that calls the lodge's own reception (Lodge settings; issue 34: never a sample
 * name or number — without a phone it says who to ask and, to an owner, where to set it). The modules' progress is the member's own (database); owners, managers and staff
 * mark the module they are on as done, which moves the step on (issue 8).
 */
export function HousekeepingScreen({
  data,
  lodge,
  writes = trainingWrites,
}: {
  data: TrainingData & { reception?: Reception | null };
  lodge: LodgeMembership;
  writes?: TrainingWrites;
}) {
  const reception = data.reception ?? null;
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
            {reception?.phone ? (
              <>
                <Text size="sm">
                  Stuck on a module or unsure about a room? Ask your manager, or call {reception.name}.
                </Text>
                <Button
                  component="a"
                  href={telHref(reception.phone)}
                  variant="outline"
                  leftSection={<IconPhone size={18} aria-hidden="true" />}
                  w="fit-content"
                  styles={{ label: { whiteSpace: 'normal' } }}
                  h="auto"
                  mih={44}
                >
                  Call {reception.name}
                </Button>
              </>
            ) : (
              <Text size="sm">
                Stuck on a module or unsure about a room? Ask your manager.
                {lodge.role === 'owner' ? (
                  <>
                    {' '}
                    Add the reception’s phone in{' '}
                    <Anchor component={Link} to="/organization" fw={600}>
                      Lodge settings
                    </Anchor>{' '}
                    to call it from here.
                  </>
                ) : null}
              </Text>
            )}
          </Stack>
        </Paper>
      </Page>
    </Stack>
  );
}
