import { useState } from 'react';
import { Alert, Anchor, Badge, Group, List, Stack, Text, Title } from '@mantine/core';
import type { AnyStateNode } from 'xstate';
import { acceptedEvents, invokedActors, kindWords, pathOf } from './machine-facts';
import type { MachineCoverage } from './model-coverage';

/** How many model-test path names show before "Show all". */
const PATHS_SHOWN = 5;

/**
 * The side panel of the selected state: its plain words (the `description` next to the machine, as in
 * docs/machines), the events it accepts with their condition and target in words, what runs while in
 * it, and the model-test paths that pass through it.
 */
export function StatePanel({
  node,
  live,
  coverage,
  words,
}: {
  node: AnyStateNode;
  /** The state's plain words (its `description`, from the generated copy). */
  words: string | undefined;
  /** Whether the live machine is in this state now. */
  live: boolean;
  coverage: MachineCoverage | undefined;
}) {
  const [allPaths, setAllPaths] = useState(false);
  const path = pathOf(node);
  const accepted = acceptedEvents(node);
  const actors = invokedActors(node);
  const pathNames = (coverage?.states[node.id] ?? []).map((index) => coverage!.paths[index]!);
  const untested = new Set(
    Object.entries(coverage?.transitions ?? {})
      .filter(([, paths]) => paths.length === 0)
      .map(([key]) => key),
  );
  const headingId = `state-panel-${node.id.replace(/[^A-Za-z0-9]/g, '-')}`;
  return (
    <Stack gap="sm" component="section" aria-labelledby={headingId}>
      <Group gap="xs" wrap="wrap">
        <Title order={2} size="h4" id={headingId} style={{ overflowWrap: 'anywhere' }}>
          {path}
        </Title>
        {live ? (
          <Badge color="yellow" variant="filled" c="black">
            live now
          </Badge>
        ) : null}
      </Group>
      <Text size="sm" c="dimmed">
        {kindWords(node)}
      </Text>
      <Text>{words ?? 'No plain words for this state yet.'}</Text>

      <Title order={3} size="h5">
        Events it accepts
      </Title>
      {accepted.length === 0 ? (
        <Text size="sm">None: {node.type === 'final' ? 'the machine has finished.' : 'it waits.'}</Text>
      ) : (
        <List spacing={6} size="sm">
          {accepted.map((a) => (
            <List.Item key={`${a.key}`}>
              <Text span fw={700} ff="monospace" size="sm">
                {a.event}
              </Text>
              {a.condition ? ` ${a.condition}` : ''}
              {': '}
              {a.targets.length > 0 ? `goes to ${a.targets.join(' and ')}` : 'stays here'}
              {a.actions.length > 0 ? `, and does: ${a.actions.join(', ')}` : ''}
              {a.handledBy !== path ? ` (for all of ${a.handledBy})` : ''}
              {untested.has(a.key) ? (
                <Badge ml={6} color="red" variant="outline" size="sm">
                  not tested
                </Badge>
              ) : null}
            </List.Item>
          ))}
        </List>
      )}

      <Title order={3} size="h5">
        What runs while here
      </Title>
      {actors.length === 0 ? (
        <Text size="sm">Nothing runs in the background.</Text>
      ) : (
        <List spacing={4} size="sm">
          {actors.map(({ actor, by }) => (
            <List.Item key={`${by}-${actor}`}>
              <Text span ff="monospace" size="sm">
                {actor}
              </Text>
              {by !== path ? ` (for all of ${by})` : ''}
            </List.Item>
          ))}
        </List>
      )}

      <Title order={3} size="h5">
        Model-test paths through it ({pathNames.length})
      </Title>
      {pathNames.length === 0 ? (
        <Alert color="red" variant="light" title="Not tested">
          No model-test path reaches this state.
        </Alert>
      ) : (
        <>
          <List spacing={4} size="xs" aria-label="Model-test paths through this state">
            {(allPaths ? pathNames : pathNames.slice(0, PATHS_SHOWN)).map((name) => (
              <List.Item key={name} style={{ overflowWrap: 'anywhere' }}>
                {name}
              </List.Item>
            ))}
          </List>
          {pathNames.length > PATHS_SHOWN ? (
            <Anchor
              component="button"
              type="button"
              size="sm"
              onClick={() => setAllPaths((v) => !v)}
              mih={44}
            >
              {allPaths ? 'Show fewer' : `Show all ${pathNames.length}`}
            </Anchor>
          ) : null}
        </>
      )}
    </Stack>
  );
}
