import { Badge, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import type { AnyActorRef, AnyStateMachine } from 'xstate';
import { useAppActors } from './use-app-actors';
import { Page } from '../../ui/page';
import { wordsOf, type ExplorerData } from './coverage-data';
import { useStateValue } from './explorer-context';
import type { ExplorerRouteData } from './explorer.data';
import { coverageCounts, type MachineCoverage } from './model-coverage';
import { descendantsOf, describeStateValue } from './to-mermaid';
import classes from './machines.module.css';

/** "1 event", "4 events" (issue 34: the index said "1 events"). */
const countOf = (count: number, noun: string) => `${count} ${noun}${count === 1 ? '' : 's'}`;

/** The events a machine takes from outside (invoke results, timers and `always` left out). */
export function publicEventTypes(machine: AnyStateMachine): string[] {
  const types = new Set<string>();
  for (const node of [machine.root, ...descendantsOf(machine.root)]) {
    for (const type of node.transitions.keys()) if (!type.startsWith('xstate.')) types.add(type);
  }
  return [...types].sort();
}

/** "15/15 states, 41/41 transitions tested". */
export function coverageLine(coverage: MachineCoverage | undefined): string {
  const c = coverageCounts(coverage);
  if (c.states === 0) return 'No model test yet';
  return `${c.statesReached}/${c.states} states, ${c.transitionsTaken}/${c.transitions} transitions tested`;
}

function MachineRow({
  id,
  machine,
  actor,
  data,
}: {
  id: string;
  machine: AnyStateMachine;
  actor: AnyActorRef | undefined;
  data: ExplorerData | null;
}) {
  const value = useStateValue(actor);
  const words = wordsOf(data, id);
  const states = descendantsOf(machine.root).length;
  const events = publicEventTypes(machine).length;
  return (
    <Link
      to="/machines/$machineId"
      params={{ machineId: id }}
      aria-label={`${words.title} (${id})`}
      style={{ color: 'inherit', textDecoration: 'none', display: 'block' }}
    >
      <Card withBorder radius="md" padding="md">
        <Stack gap={6}>
          <Group justify="space-between" wrap="wrap" align="flex-start" gap="xs">
            <Title order={2} size="h4">
              {words.title}
            </Title>
            {value === null ? (
              <Badge color="gray" variant="light" style={{ flexShrink: 0 }}>
                not running here
              </Badge>
            ) : (
              <Badge color="yellow" variant="filled" c="black" style={{ flexShrink: 0 }}>
                live
              </Badge>
            )}
          </Group>
          <Text size="sm" c="dimmed" ff="monospace">
            {id}
          </Text>
          {value !== null ? (
            <Text size="sm">
              Now: <strong data-testid={`current-state-${id}`}>{describeStateValue(value).join(', ')}</strong>
            </Text>
          ) : null}
          <Text size="sm">
            {countOf(states, 'state')} · {countOf(events, 'event')}
          </Text>
          <Text size="sm">{data ? coverageLine(data.coverage[id]) : 'Counting what the tests reach…'}</Text>
        </Stack>
      </Card>
    </Link>
  );
}

/**
 * /machines (issue 21): every state machine of the app, one card each: its title in plain words, the
 * state it is in when it runs in this tab, its size, and how much of it the model tests reach.
 */
export function MachinesIndex({ catalog, data }: ExplorerRouteData) {
  const actors = useAppActors();
  return (
    <div className={classes.wide}>
      <Page
        title="State machines"
        description="How the app moves between its modes, drawn from the machines themselves. Pick one to see its diagram, the plain words of each state, live events and a safe simulation."
      >
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
          {catalog.map((entry) => (
            <li key={entry.id}>
              <MachineRow id={entry.id} machine={entry.machine} actor={actors.get(entry.id)} data={data} />
            </li>
          ))}
        </SimpleGrid>
      </Page>
    </div>
  );
}
