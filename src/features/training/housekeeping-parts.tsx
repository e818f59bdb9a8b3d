import { Accordion, Badge, Box, Button, Group, Paper, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconCheck, IconDownload, IconFileTypePdf } from '@tabler/icons-react';
import { housekeepingDocuments, type TrainingModule } from '../../data/training';

/** URL of a training document shipped in `public/docs/`. */
export function documentHref(file: string): string {
  return `${import.meta.env.BASE_URL}docs/${file}`;
}

/**
 * The step indicator (spec §9 "2 of 7"): one segment per module, done and current ones filled, with
 * the text "Step 2 of 7" for everyone and as the group's accessible name — or, once every module is
 * done (`finished`), "Course finished: all 7 lessons done" (issue 34: never "step 7 of 7" then).
 */
export function StepIndicator({
  current,
  total,
  finished = false,
}: {
  current: number;
  total: number;
  finished?: boolean;
}) {
  const words = finished ? `Course finished: all ${total} lessons done` : `Step ${current} of ${total}`;
  return (
    <Stack gap={6}>
      <Group gap={4} role="img" aria-label={words} wrap="nowrap">
        {Array.from({ length: total }, (_, index) => (
          <Box
            key={index}
            h={8}
            style={{
              flex: 1,
              borderRadius: 4,
              background: index < current ? 'var(--mantine-color-lodge-7)' : 'var(--mantine-color-gray-6)',
            }}
          />
        ))}
      </Group>
      <Text size="sm" fw={600} aria-hidden="true">
        {words}
      </Text>
    </Stack>
  );
}

/** The 7 housekeeping modules in order, marking done, current and upcoming ones. */
export function HousekeepingModuleList({
  modules,
  current,
}: {
  modules: readonly TrainingModule[];
  current: number;
}) {
  return (
    <Stack
      component="ol"
      gap="xs"
      m={0}
      p={0}
      style={{ listStyle: 'none' }}
      aria-label="Housekeeping modules"
    >
      {modules.map((module, index) => {
        const step = index + 1;
        const status = module.completed ? 'Completed' : step === current ? 'In progress' : 'Up next';
        return (
          <Paper component="li" withBorder radius="md" p="sm" key={module.id}>
            <Group wrap="wrap" gap="sm" align="flex-start">
              <ThemeIcon
                radius="xl"
                size={32}
                color={module.completed || step === current ? 'lodge' : 'gray.7'}
                aria-hidden="true"
              >
                {module.completed ? <IconCheck size={18} /> : <Text fw={700}>{step}</Text>}
              </ThemeIcon>
              <Stack gap={2} style={{ flex: 1 }}>
                <Text fw={600}>
                  {step}. {module.title}
                </Text>
                <Text size="sm" c="dimmed">
                  {module.description}
                </Text>
              </Stack>
              <Badge
                variant={step === current ? 'filled' : 'outline'}
                color={step === current ? 'lodge' : 'gray.8'}
              >
                {status}
              </Badge>
            </Group>
          </Paper>
        );
      })}
    </Stack>
  );
}

/** The 3 housekeeping documents (spec §2) in an accordion; each downloads a PDF from `public/docs/`. */
export function ResourceAccordion() {
  return (
    <Accordion variant="separated" radius="md">
      {housekeepingDocuments.map((doc) => (
        <Accordion.Item value={doc.id} key={doc.id}>
          <Accordion.Control icon={<IconFileTypePdf size={22} aria-hidden="true" />}>
            <Text fw={600}>{doc.title}</Text>
            <Text size="sm" c="dimmed">
              PDF · {doc.sizeLabel}
            </Text>
          </Accordion.Control>
          <Accordion.Panel>
            <Stack gap="sm">
              <Text size="sm">{doc.description}</Text>
              <Button
                component="a"
                href={documentHref(doc.file)}
                download={doc.file}
                leftSection={<IconDownload size={18} aria-hidden="true" />}
                aria-label={`Download PDF (${doc.sizeLabel}): ${doc.title}`}
                w="fit-content"
              >
                Download PDF ({doc.sizeLabel})
              </Button>
            </Stack>
          </Accordion.Panel>
        </Accordion.Item>
      ))}
    </Accordion>
  );
}
