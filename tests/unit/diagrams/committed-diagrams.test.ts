import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { createMachine } from 'xstate';
import { describe, expect, it } from 'vitest';
import { loadMachines } from '../../../build-steps/diagrams/load-machines';
import { generatedPages, mermaidBlockOf } from '../../../build-steps/diagrams/pages';
import { activeStateIds, machineToMermaid } from '../../../build-steps/diagrams/to-mermaid';

const root = path.resolve(__dirname, '../../..');
const machines = await loadMachines(root);
const pages = generatedPages(machines);

const committed = (name: string) =>
  readFile(path.join(root, 'docs/machines', name), 'utf8').catch(() => null);

describe('committed machine diagrams', () => {
  it('finds every machines/*.machine.ts', () => {
    expect(machines.map((m) => m.id)).toEqual(
      expect.arrayContaining(['auth', 'drawer', 'register', 'signIn']),
    );
  });

  it.each(machines.map((m) => [m.id, m] as const))(
    'docs/machines/%s.md holds the diagram the machine produces',
    async (id, found) => {
      const page = await committed(`${id}.md`);
      expect(page, `docs/machines/${id}.md is missing: run npm run diagrams`).not.toBeNull();
      expect(mermaidBlockOf(page!), `docs/machines/${id}.md is stale: run npm run diagrams`).toBe(
        machineToMermaid(found.machine),
      );
      expect(page).toBe(pages.get(`${id}.md`));
    },
  );

  it('docs/machines/README.md lists every machine', async () => {
    expect(await committed('README.md')).toBe(pages.get('README.md'));
  });
});

describe('machineToMermaid', () => {
  const demo = createMachine({
    id: 'demo',
    initial: 'idle',
    invoke: { id: 'watch', src: 'watch' },
    states: {
      idle: { on: { go: { target: 'busy', guard: 'isReady', actions: 'prepare' } } },
      busy: {
        type: 'parallel',
        states: {
          left: { initial: 'a', states: { a: { after: { 1500: 'b' } }, b: {} } },
          right: { initial: 'c', states: { c: { always: { target: 'd', guard: 'isQuick' } }, d: {} } },
        },
        onDone: 'done',
      },
      done: { type: 'final' },
    },
  });

  it('draws nested and parallel states, guards, delays, invokes, initial and final states', () => {
    expect(machineToMermaid(demo)).toMatchInlineSnapshot(`
      "stateDiagram-v2
        state "demo" as s_demo {
          [*] --> s_demo_idle
          state "idle" as s_demo_idle
          state "busy (all at once)" as s_demo_busy {
            state "left" as s_demo_busy_left {
              [*] --> s_demo_busy_left_a
              state "a" as s_demo_busy_left_a
              state "b" as s_demo_busy_left_b
            }
            --
            state "right" as s_demo_busy_right {
              [*] --> s_demo_busy_right_c
              state "c" as s_demo_busy_right_c
              state "d" as s_demo_busy_right_d
            }
          }
          state "done" as s_demo_done
          s_demo_done --> [*]
        }
        note right of s_demo : invokes watch
        s_demo_idle --> s_demo_busy : go<br/>[isReady] / prepare
        s_demo_busy --> s_demo_done : when finished
        s_demo_busy_left_a --> s_demo_busy_left_b : after 1500ms
        s_demo_busy_right_c --> s_demo_busy_right_d : always<br/>[isQuick]
      "
    `);
  });

  it('marks the active states for the live screen', () => {
    const text = machineToMermaid(demo, {
      activeStateIds: activeStateIds(demo, { busy: { left: 'b', right: 'c' } }),
    });
    expect(text).toContain('classDef active');
    expect(text).toContain('class s_demo_busy_left_b,s_demo_busy_right_c active');
    expect(text).toContain('class s_demo_busy,s_demo_busy_left,s_demo_busy_right activeGroup');
  });
});
