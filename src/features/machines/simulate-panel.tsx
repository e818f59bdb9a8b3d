import { useEffect, useMemo, useState, useSyncExternalStore } from 'react';
import { Alert, Badge, Button, Group, Stack, Text, Title } from '@mantine/core';
import type { AnyActorRef, AnyMachineSnapshot, AnyStateMachine } from 'xstate';
import type { SimulatedEvent } from './model-coverage';
import { simulationChoices, simulationLogic, startSimulation } from './simulation';
import { describeStateValue } from './to-mermaid';

function useSnapshot(actor: AnyActorRef | null): AnyMachineSnapshot | null {
  return useSyncExternalStore(
    (onChange) => {
      if (!actor) return () => {};
      const subscription = actor.subscribe({ next: onChange, error: onChange });
      return () => subscription.unsubscribe();
    },
    () => (actor ? (actor.getSnapshot() as AnyMachineSnapshot) : null),
  );
}

/**
 * Simulate: a private copy of the machine, started from its first state or from the live one ("Start
 * from now"), with a button per outcome its current state accepts (the events, payloads and actor
 * results the model tests send). Only the copy moves: the running app's actor is never sent anything.
 */
export function SimulatePanel({
  machine,
  live,
  events,
  onCopyState,
}: {
  machine: AnyStateMachine;
  /** The running app's actor, when it runs in this tab. */
  live: AnyActorRef | undefined;
  events: readonly SimulatedEvent[];
  /** Told the copy's active state ids (empty when no copy runs), for the drawing. */
  onCopyState?: (value: AnyMachineSnapshot | null) => void;
}) {
  const logic = useMemo(() => simulationLogic(machine), [machine]);
  const [copy, setCopy] = useState<AnyActorRef | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [history, setHistory] = useState<string[]>([]);
  const snapshot = useSnapshot(copy);
  const liveValue = useSnapshot(live ?? null)?.value;

  useEffect(() => () => copy?.stop(), [copy]);
  useEffect(() => onCopyState?.(snapshot), [snapshot, onCopyState]);

  const start = (fromLive: boolean) => {
    try {
      copy?.stop();
      setCopy(startSimulation(machine, fromLive ? live : undefined));
      setHistory([]);
      setProblem(null);
    } catch (error) {
      setProblem(`The copy could not start: ${error instanceof Error ? error.message : String(error)}`);
    }
  };
  const choices = snapshot ? simulationChoices(logic, snapshot, events) : [];
  const copyWords = snapshot ? describeStateValue(snapshot.value).join(', ') : null;

  return (
    <Stack gap="xs" component="section" aria-labelledby={`simulate-${machine.id}`}>
      <Title order={2} size="h4" id={`simulate-${machine.id}`}>
        Simulate
      </Title>
      <Text size="sm" c="dimmed">
        Try “what if” on a private copy. The app keeps running as it is: nothing here reaches it.
      </Text>
      <Group gap="xs">
        <Button onClick={() => start(false)} mih={44}>
          {copy ? 'Restart from the beginning' : 'Start from the beginning'}
        </Button>
        <Button variant="default" onClick={() => start(true)} disabled={!live} mih={44}>
          Start from now
        </Button>
        {copy ? (
          <Button
            variant="subtle"
            onClick={() => {
              copy.stop();
              setCopy(null);
            }}
            mih={44}
          >
            Stop
          </Button>
        ) : null}
      </Group>
      {problem ? <Alert color="red">{problem}</Alert> : null}
      <Group gap="xs" wrap="wrap">
        <Text size="sm">
          Live:{' '}
          <strong data-testid="simulate-live-state">
            {liveValue !== undefined ? describeStateValue(liveValue).join(', ') : 'not running here'}
          </strong>
        </Text>
        {copyWords ? (
          <Text size="sm">
            <Badge color="blue" variant="light" mr={4}>
              copy
            </Badge>
            <strong data-testid="simulate-copy-state">{copyWords}</strong>
          </Text>
        ) : null}
      </Group>
      {snapshot && snapshot.status !== 'active' ? (
        <Text size="sm">The copy has {snapshot.status === 'done' ? 'finished' : 'stopped'}.</Text>
      ) : null}
      {snapshot && snapshot.status === 'active' ? (
        choices.length === 0 ? (
          <Text size="sm">Nothing the model tests send moves the copy from here.</Text>
        ) : (
          <Stack gap={6} role="group" aria-label="Events to send to the copy">
            {choices.map((choice) => (
              <Button
                key={choice.label}
                variant="light"
                justify="flex-start"
                mih={44}
                h="auto"
                styles={{ label: { whiteSpace: 'normal', textAlign: 'left' } }}
                onClick={() => {
                  copy!.send(choice.event);
                  setHistory((steps) => [choice.label, ...steps].slice(0, 20));
                }}
              >
                {choice.label}
              </Button>
            ))}
          </Stack>
        )
      ) : null}
      {history.length > 0 ? (
        <Text size="xs" c="dimmed">
          Sent to the copy (newest first): {history.join(' · ')}
        </Text>
      ) : null}
    </Stack>
  );
}
