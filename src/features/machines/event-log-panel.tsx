import { useSyncExternalStore } from 'react';
import { Button, Group, Stack, Table, Text, Title } from '@mantine/core';
import type { EventLogStore } from './event-log';
import { LOG_LIMIT } from './event-log';
import classes from './machines.module.css';

const time = new Intl.DateTimeFormat(undefined, { hour: '2-digit', minute: '2-digit', second: '2-digit' });

/**
 * The live machine's last events (newest first): time, event, a payload summary with personal data
 * and secrets hidden, and the state after it. **Pause** stops recording; **Clear** empties the log.
 */
export function EventLogPanel({
  store,
  machineId,
  running,
}: {
  store: EventLogStore;
  machineId: string;
  /** Whether the machine runs in this tab (else nothing can be logged). */
  running: boolean;
}) {
  const entries = useSyncExternalStore(store.subscribe, () => store.entries(machineId));
  const paused = useSyncExternalStore(store.subscribe, () => store.isPaused(machineId));
  return (
    <Stack gap="xs" component="section" aria-labelledby={`log-${machineId}`}>
      <Group justify="space-between" wrap="wrap" gap="xs">
        <Title order={2} size="h4" id={`log-${machineId}`}>
          Event log
        </Title>
        <Group gap="xs">
          <Button
            variant={paused ? 'filled' : 'default'}
            aria-pressed={paused}
            onClick={() => store.setPaused(machineId, !paused)}
            mih={44}
          >
            {paused ? 'Resume' : 'Pause'}
          </Button>
          <Button
            variant="default"
            onClick={() => store.clear(machineId)}
            mih={44}
            disabled={entries.length === 0}
          >
            Clear
          </Button>
        </Group>
      </Group>
      <Text size="sm" c="dimmed">
        {running
          ? `What the running app's ${machineId} machine takes, since you opened the explorer (the last ${LOG_LIMIT}). Tokens, passwords and personal details are never shown.`
          : `The ${machineId} machine does not run in this tab right now, so there is nothing to log.`}
        {paused ? ' Paused: new events are not recorded.' : ''}
      </Text>
      {entries.length === 0 ? (
        <Text size="sm">No events yet.</Text>
      ) : (
        <div style={{ overflowX: 'auto' }}>
          <Table striped verticalSpacing={4} miw={520} aria-label={`Events of the ${machineId} machine`}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Time</Table.Th>
                <Table.Th>Event</Table.Th>
                <Table.Th>Payload</Table.Th>
                <Table.Th>State after</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {entries.map((entry) => (
                <Table.Tr key={entry.id}>
                  <Table.Td className={classes.logTime}>{time.format(entry.at)}</Table.Td>
                  <Table.Td ff="monospace">{entry.type}</Table.Td>
                  <Table.Td>{entry.summary || '—'}</Table.Td>
                  <Table.Td ff="monospace">{entry.stateAfter}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </div>
      )}
    </Stack>
  );
}
