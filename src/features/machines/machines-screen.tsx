import { useCallback, useEffect, useId, useState, useSyncExternalStore, type CSSProperties } from 'react';
import { Alert, Badge, Card, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { useInViewport } from '@mantine/hooks';
import type { AnyActorRef, StateValue } from 'xstate';
import { useLiveActors } from '../../lib/live-actors';
import { Page } from '../../ui/page';
import { loadMachineCatalog, type CatalogMachine } from './machine-catalog';
import { createMermaidRenderer, type MermaidRenderer } from './mermaid-renderer';
import { activeStateIds, describeStateValue, machineToMermaid } from './to-mermaid';
import classes from './machines.module.css';

/** The state value of a running actor, re-rendering on every change; null when none is running. */
function useStateValue(actor: AnyActorRef | undefined): StateValue | null {
  const subscribe = useCallback(
    (onChange: () => void) => {
      if (!actor) return () => {};
      const subscription = actor.subscribe({ next: onChange, error: onChange });
      return () => subscription.unsubscribe();
    },
    [actor],
  );
  return useSyncExternalStore(subscribe, () =>
    actor ? ((actor.getSnapshot() as { value?: StateValue }).value ?? null) : null,
  );
}

/**
 * Whether the element behind `ref` has come on screen at least once (stays true after). Where the
 * browser has no IntersectionObserver: true at once.
 */
function useSeenOnce(): { ref: (node: HTMLElement | null) => void; seen: boolean } {
  const { ref, inViewport } = useInViewport();
  const [seen, setSeen] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    if (inViewport) setSeen(true);
  }, [inViewport]);
  return { ref, seen };
}

/**
 * One machine: its live state in words, and its diagram with the active states highlighted. The
 * diagram is drawn once the card comes on screen: drawing all of them at once kept a phone's main
 * thread busy for seconds (a tap on the menu waited 2.3 s) and the first diagram waited for the rest.
 */
function MachineCard({
  entry,
  actor,
  mermaid,
}: {
  entry: CatalogMachine;
  actor: AnyActorRef | undefined;
  mermaid: MermaidRenderer;
}) {
  const value = useStateValue(actor);
  const text = machineToMermaid(entry.machine, {
    activeStateIds: value === null ? [] : activeStateIds(entry.machine, value),
  });
  const renderId = `machine-${useId().replace(/[^A-Za-z0-9]/g, '')}`;
  const [svg, setSvg] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const { ref, seen } = useSeenOnce();

  useEffect(() => {
    if (!seen) return;
    let current = true;
    mermaid
      .render(renderId, text)
      .then((rendered) => {
        if (current) {
          setSvg(rendered);
          setProblem(null);
        }
      })
      .catch((error: unknown) => {
        if (current) setProblem(error instanceof Error ? error.message : String(error));
      });
    return () => {
      current = false;
    };
  }, [mermaid, renderId, text, seen]);

  const stateWords = value === null ? null : describeStateValue(value).join(', ');
  return (
    <Card
      ref={ref}
      withBorder
      radius="md"
      padding="md"
      component="section"
      aria-labelledby={`${renderId}-title`}
    >
      <Stack gap="xs">
        <Group justify="space-between" wrap="nowrap">
          <Title order={2} size="h4" id={`${renderId}-title`}>
            {entry.id}
          </Title>
          {value === null ? (
            <Badge color="gray" variant="light">
              not running here
            </Badge>
          ) : (
            <Badge color="yellow" variant="filled" c="black">
              live
            </Badge>
          )}
        </Group>
        <Text size="sm">
          {stateWords === null ? (
            'Not running in this tab right now; the diagram shows all its states.'
          ) : (
            <>
              Current state: <strong data-testid={`current-state-${entry.id}`}>{stateWords}</strong>{' '}
              (highlighted in yellow)
            </>
          )}
        </Text>
        <Text size="xs" c="dimmed">
          {entry.file}
        </Text>
        {problem ? (
          <Alert color="red" title="The diagram could not be drawn">
            {problem}
          </Alert>
        ) : svg ? (
          <div
            role="img"
            aria-label={`State diagram of the ${entry.id} machine`}
            className={classes.diagram}
            style={naturalWidthStyle(svg)}
            tabIndex={0}
            // Mermaid renders with securityLevel "strict" (sanitised labels, no scripts or links).
            dangerouslySetInnerHTML={{ __html: svg }}
          />
        ) : (
          <Group gap="xs" role="status" className={classes.pending}>
            <Loader size="sm" aria-hidden="true" />
            <Text size="sm">Drawing the {entry.id} diagram…</Text>
          </Group>
        )}
      </Stack>
    </Card>
  );
}

/**
 * /machines (issue 5): every state machine of the app as a diagram, drawn from the machine itself, with
 * the states the app's running actors (auth, drawer, the wizard when open) are in highlighted live.
 */
export function MachinesScreen() {
  const actors = useLiveActors();
  const [catalog, setCatalog] = useState<CatalogMachine[] | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  // Mermaid lives in a frame that goes away with this screen, and its memory with it (issue 11).
  const [mermaid, setMermaid] = useState<MermaidRenderer | null>(null);
  useEffect(() => {
    const renderer = createMermaidRenderer();
    setMermaid(renderer);
    return () => renderer.dispose();
  }, []);

  useEffect(() => {
    loadMachineCatalog().then(setCatalog, (error: unknown) => setProblem(String(error)));
  }, []);

  return (
    <Page
      title="State machines"
      description="How the app moves between its modes. Yellow marks where the app is right now; see docs/machines/HOW-TO-READ.md."
    >
      {problem ? <Alert color="red">{problem}</Alert> : null}
      {catalog === null && !problem ? (
        <Group gap="xs" role="status">
          <Loader aria-hidden="true" />
          <Text>Loading the machines…</Text>
        </Group>
      ) : null}
      {mermaid
        ? catalog?.map((entry) => (
            <MachineCard key={entry.id} entry={entry} actor={actors.get(entry.id)} mermaid={mermaid} />
          ))
        : null}
    </Page>
  );
}

/**
 * The diagram's own width (Mermaid writes it as the SVG's `max-width`, in px) as the CSS variable
 * `--diagram-natural-width`: a small diagram is drawn at its size, not stretched to the 720 px a wide
 * one keeps on a phone (machines.module.css).
 */
export function naturalWidthStyle(svg: string): CSSProperties | undefined {
  const width = /max-width:\s*([\d.]+)px/.exec(svg)?.[1];
  return width
    ? ({ '--diagram-natural-width': `${Math.ceil(Number(width))}px` } as CSSProperties)
    : undefined;
}
