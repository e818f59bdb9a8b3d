import { Badge, Group, Stack, Text, UnstyledButton } from '@mantine/core';
import type { AnyStateMachine } from 'xstate';
import { pathOf } from './machine-facts';
import { descendantsOf } from './to-mermaid';

/**
 * Every state of a machine as a list of buttons, indented by depth: its name, its plain words and,
 * for the states the live machine is in, "now" (`aria-current`). On a phone this leads the page.
 */
export function StateList({
  machine,
  activeIds,
  selectedId,
  untestedIds,
  words,
  onSelect,
}: {
  machine: AnyStateMachine;
  /** Plain words per state path. */
  words: Readonly<Record<string, string>>;
  activeIds: readonly string[];
  selectedId: string | null;
  untestedIds: ReadonlySet<string>;
  onSelect: (stateId: string) => void;
}) {
  const active = new Set(activeIds);
  return (
    <Stack gap={4} component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label="States">
      {descendantsOf(machine.root).map((node) => (
        <li key={node.id} style={{ paddingLeft: `${(node.path.length - 1) * 16}px` }}>
          <UnstyledButton
            onClick={() => onSelect(node.id)}
            aria-pressed={node.id === selectedId}
            aria-current={active.has(node.id) ? 'true' : undefined}
            w="100%"
            mih={44}
            p={6}
            style={{
              borderRadius: 'var(--mantine-radius-sm)',
              border:
                node.id === selectedId
                  ? '2px solid var(--mantine-color-blue-filled)'
                  : '1px solid var(--mantine-color-default-border)',
              background: active.has(node.id) ? 'var(--mantine-color-yellow-light)' : undefined,
            }}
          >
            <Group gap={6} wrap="nowrap" justify="space-between">
              <Text fw={700} ff="monospace" size="sm" style={{ overflowWrap: 'anywhere' }}>
                {node.key}
              </Text>
              <Group gap={4} wrap="nowrap">
                {untestedIds.has(node.id) ? (
                  <Badge color="red" variant="outline" size="sm">
                    not tested
                  </Badge>
                ) : null}
                {active.has(node.id) ? (
                  <Badge color="yellow" variant="filled" c="black" size="sm">
                    now
                  </Badge>
                ) : null}
              </Group>
            </Group>
            <Text size="sm" c="dimmed" lineClamp={2}>
              {words[pathOf(node)] ?? pathOf(node)}
            </Text>
          </UnstyledButton>
        </li>
      ))}
    </Stack>
  );
}
