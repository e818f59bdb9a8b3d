import { useCallback, useEffect, useRef, useState } from 'react';
import {
  Alert,
  Anchor,
  Button,
  FocusTrap,
  Grid,
  Group,
  List,
  Loader,
  Paper,
  Portal,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { useFocusReturn, useMediaQuery } from '@mantine/hooks';
import { Link } from '@tanstack/react-router';
import { useAppActors } from './use-app-actors';
import { Page } from '../../ui/page';
import { wordsOf } from './coverage-data';
import type { ExplorerRouteData } from './explorer.data';
import { useDrawingLevel } from './use-drawing-level';
import { EventLogPanel } from './event-log-panel';
import { useEventLogStore, useStateValue } from './explorer-context';
import { DrawingToolbar } from './drawing-toolbar';
import { MachineDrawing, type DrawingControls } from './machine-drawing';
import { pathOf, stateNodeById, stateNodeByPath } from './machine-facts';
import { coverageGapsOf } from './model-coverage';
import { coverageLine } from './machines-index';
import { SimulatePanel } from './simulate-panel';
import { StateList } from './state-list';
import { StatePanel } from './state-panel';
import { activeStateIds, describeStateValue } from './to-mermaid';
import classes from './machines.module.css';

/**
 * /machines/$machineId (issue 21): one machine to read and try. The drawing (pan, zoom, Fit; live
 * states yellow, the selected one blue, what no test reaches dashed red), the side panel of the
 * selected state, every state in plain words, the live event log and Simulate. On a phone the list of
 * states and the log lead, and the drawing opens full screen.
 */
export function MachineScreen({
  catalog,
  data,
  machineId,
  selectedPath,
  onSelect,
}: ExplorerRouteData & {
  machineId: string;
  /** The selected state's dotted path (the URL's `?state=`), or null. */
  selectedPath: string | null;
  onSelect: (path: string) => void;
}) {
  const entry = catalog.find((m) => m.id === machineId);
  const actor = useAppActors().get(machineId);
  const value = useStateValue(actor);
  const store = useEventLogStore();
  const wide = useMediaQuery('(min-width: 62em)', false, { getInitialValueInEffect: false });
  const [fullScreen, setFullScreen] = useState(false);
  const controls = useRef<DrawingControls>(null);
  const panel = useRef<HTMLDivElement>(null);
  useFocusReturn({ opened: fullScreen });

  // Full screen: Escape closes it, and the page behind does not scroll.
  useEffect(() => {
    if (!fullScreen) return;
    const close = (event: KeyboardEvent) => event.key === 'Escape' && setFullScreen(false);
    const overflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    window.addEventListener('keydown', close);
    return () => {
      window.removeEventListener('keydown', close);
      document.body.style.overflow = overflow;
    };
  }, [fullScreen]);

  const machine = entry?.machine;
  const selected = machine && selectedPath ? stateNodeByPath(machine, selectedPath) : undefined;
  const drawingLevel = useDrawingLevel(machineId, machine, selected);
  const { svg } = drawingLevel;
  const selectById = useCallback(
    (id: string) => {
      const node = machine ? stateNodeById(machine, id) : undefined;
      if (!node) return;
      onSelect(pathOf(node));
      if (!wide && !fullScreen)
        requestAnimationFrame(() => panel.current?.scrollIntoView?.({ block: 'start' }));
    },
    [machine, onSelect, wide, fullScreen],
  );

  if (!machine) {
    return (
      <Page title="No such machine">
        <Text>
          There is no machine called “{machineId}”.{' '}
          <Anchor component={Link} to="/machines">
            See every machine
          </Anchor>
          .
        </Text>
      </Page>
    );
  }

  const words = wordsOf(data, machineId);
  const coverage = data?.coverage[machineId];
  const gaps = coverageGapsOf(coverage);
  const active = value === null ? [] : activeStateIds(machine, value);
  const untested = new Set(gaps.states);

  const drawing = svg ? (
    <MachineDrawing
      svg={svg}
      machineId={machineId}
      activeIds={active}
      selectedId={selected?.id ?? null}
      onSelect={selectById}
      onOpen={(id) => {
        const node = stateNodeById(machine, id);
        if (!node) return;
        drawingLevel.open(node);
        selectById(id);
      }}
      onOutside={(id) => {
        const node = stateNodeById(machine, id);
        if (node) drawingLevel.leaveTo(node);
      }}
      onTooSmall={drawingLevel.onTooSmall}
      controls={controls}
    />
  ) : (
    <Group gap="xs" role="status">
      <Loader size="sm" aria-hidden="true" />
      <Text size="sm">Loading the drawing…</Text>
    </Group>
  );
  const toolbar = (
    <DrawingToolbar
      controls={controls}
      fullScreen={fullScreen}
      onFullScreen={setFullScreen}
      level={drawingLevel.level}
      onOverview={drawingLevel.overview}
    />
  );
  // issue 34: a link naming a state the machine does not have says so instead of showing nothing.
  const unknownState =
    selectedPath && !selected ? (
      <Alert color="yellow" role="status" title="No such state">
        There is no state “{selectedPath}” in {machineId}. Pick one from the list of states or the drawing.
      </Alert>
    ) : null;
  const statePanel = selected ? (
    <StatePanel
      node={selected}
      live={active.includes(selected.id)}
      coverage={coverage}
      words={words.states[pathOf(selected)]}
    />
  ) : (
    <Text size="sm">Tap a state on the diagram or in the list to read it in plain words.</Text>
  );
  const stateList = (
    <StateList
      machine={machine}
      activeIds={active}
      selectedId={selected?.id ?? null}
      untestedIds={untested}
      words={words.states}
      onSelect={selectById}
    />
  );
  const log = <EventLogPanel store={store} machineId={machineId} running={actor !== undefined} />;
  const simulate = <SimulatePanel machine={machine} live={actor} events={coverage?.events ?? []} />;

  return (
    <div className={classes.wide}>
      <Page title={words.title} description={words.what ?? undefined}>
        <Text size="sm">
          <Anchor component={Link} to="/machines">
            All machines
          </Anchor>{' '}
          · <code>{machineId}</code> · Now:{' '}
          <strong data-testid="live-state">
            {value === null ? 'not running in this tab' : describeStateValue(value).join(', ')}
          </strong>
        </Text>
        <Text size="sm">
          {coverageLine(coverage)}.{' '}
          {gaps.states.length + gaps.transitions.length === 0
            ? 'Every state and transition is reached by a model-test path.'
            : 'Not reached by any model-test path (dashed red on the diagram):'}
        </Text>
        {gaps.states.length + gaps.transitions.length > 0 ? (
          <List size="sm" aria-label="Not covered by the model tests">
            {[...gaps.states.map((s) => `state ${s}`), ...gaps.transitions.map((t) => `transition ${t}`)].map(
              (gap) => (
                <List.Item key={gap}>{gap}</List.Item>
              ),
            )}
          </List>
        ) : null}

        {unknownState}
        {fullScreen ? (
          <Portal>
            <FocusTrap active>
              <div
                className={classes.fullscreen}
                role="dialog"
                aria-modal="true"
                aria-labelledby="diagram-dialog-title"
              >
                <Title order={2} size="h4" id="diagram-dialog-title">
                  Diagram of {machineId}
                </Title>
                {toolbar}
                {drawing}
                {selected ? (
                  <Paper withBorder p="xs">
                    <Text size="sm">
                      <strong>{pathOf(selected)}</strong>: {words.states[pathOf(selected)]}
                    </Text>
                  </Paper>
                ) : null}
              </div>
            </FocusTrap>
          </Portal>
        ) : null}

        {wide ? (
          <Grid gap="md">
            <Grid.Col span={8}>
              <Stack gap="xs">
                {toolbar}
                {fullScreen ? null : drawing}
              </Stack>
            </Grid.Col>
            <Grid.Col span={4}>
              <Paper withBorder p="md" ref={panel}>
                {statePanel}
              </Paper>
            </Grid.Col>
            <Grid.Col span={6}>{log}</Grid.Col>
            <Grid.Col span={6}>{simulate}</Grid.Col>
            <Grid.Col span={12}>{stateList}</Grid.Col>
          </Grid>
        ) : (
          <Stack gap="md">
            {stateList}
            <div ref={panel}>
              {selected ? (
                <Paper withBorder p="md">
                  {statePanel}
                </Paper>
              ) : null}
            </div>
            <Button mih={44} onClick={() => setFullScreen(true)}>
              Open the diagram
            </Button>
            {log}
            {simulate}
          </Stack>
        )}
      </Page>
    </div>
  );
}
