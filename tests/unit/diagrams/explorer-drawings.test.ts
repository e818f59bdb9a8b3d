import { createMachine } from 'xstate';
import { describe, expect, it } from 'vitest';
import {
  explorerDiagram,
  explorerDrawingFile,
  fingerprint,
  fingerprintOf,
} from '../../../build-steps/diagrams/explorer-drawings';
import { eventGroupLabel } from '../../../src/features/machines/to-mermaid';
import { levelFromKey, levelKeysOf } from '../../../src/features/machines/drawing-levels';

const demo = createMachine({
  id: 'demo',
  initial: 'idle',
  states: {
    idle: { on: { 'job.start': { target: 'busy', guard: 'isReady', actions: 'prepare' } } },
    busy: { on: { 'job.done': 'idle', 'job.failed': 'idle', cancel: 'idle' } },
  },
});

describe('the explorer’s compact drawing', () => {
  it('labels an arrow with its events only, a namespace of several as one, past two counted', () => {
    expect(
      eventGroupLabel(['session.initialized', 'session.signedIn', 'user.updated', 'mfa.verified']),
    ).toEqual(['session.*', 'user.updated +1']);
    const { text, edges } = explorerDiagram(demo, undefined);
    expect(text).toContain('s_demo_idle --> s_demo_busy : job.start\n');
    expect(text).toContain('s_demo_busy --> s_demo_idle : job.*<br/>cancel\n');
    expect(text).not.toMatch(/isReady|prepare/);
    // Mermaid numbers arrows in text order: the start marker first.
    expect(edges.map((e) => e.transitions)).toEqual([
      [],
      ['demo.idle | job.start | #0'],
      ['demo.busy | job.done | #0', 'demo.busy | job.failed | #0', 'demo.busy | cancel | #0'],
    ]);
  });

  it('marks states for taps and highlights, and the arrows of untested transitions, in the rendered SVG', () => {
    const coverage = {
      paths: ['start → job.start'],
      states: { 'demo.idle': [0], 'demo.busy': [0] },
      transitions: {
        'demo.idle | job.start | #0': [0],
        'demo.busy | job.done | #0': [],
        'demo.busy | job.failed | #0': [0],
        'demo.busy | cancel | #0': [0],
      },
      events: [],
    };
    const diagram = explorerDiagram(demo, coverage);
    const svg =
      '<svg id="explorer-demo" width="100%" xmlns="http://www.w3.org/2000/svg" style="max-width: 120px;" viewBox="0 0 120 80">' +
      '<g class="node statediagram-state" id="explorer-demo-state-s_demo_idle-3"></g>' +
      '<g class="node statediagram-state" id="explorer-demo-state-s_demo_busy-4"></g>' +
      '<path d="M0" data-id="edge0"/><path d="M1" data-id="edge1"/><path d="M2" data-id="edge2"/></svg>\n';
    const file = explorerDrawingFile(demo, { svg, layout: 'elk' }, diagram, coverage);
    expect(fingerprintOf(file)).toBe(fingerprint(diagram.text));
    expect(file).toContain('id="explorer-demo-state-s_demo_idle-3" data-state="demo.idle"');
    expect(file).toContain('id="explorer-demo-state-s_demo_busy-4" data-state="demo.busy"');
    expect(file).toContain('<path d="M2" data-id="edge2" data-untested="true"/>');
    expect(file).not.toContain('<path d="M1" data-id="edge1" data-untested');
    expect(file).not.toMatch(/width="100%"|max-width/);
  });
});

/** A machine with a group (`busy`) holding a nested group (`busy.upload`), and a machine-wide event. */
const grouped = createMachine({
  id: 'grouped',
  initial: 'idle',
  on: { reset: '.idle' },
  states: {
    idle: { on: { start: 'busy' } },
    busy: {
      initial: 'preparing',
      on: { cancel: 'idle' },
      states: {
        preparing: { on: { ready: 'upload' } },
        upload: {
          initial: 'sending',
          states: { sending: { on: { sent: 'checking' } }, checking: { on: { failed: 'sending' } } },
        },
      },
    },
    done: { type: 'final' },
  },
});

describe('the explorer’s drawing levels (issue 34: Fit shows the whole machine, every state two taps away)', () => {
  it('names an overview and one level per top-level group; a flat machine has none', () => {
    expect(levelKeysOf(grouped)).toEqual(['overview', 'busy']);
    expect(levelKeysOf(demo)).toEqual([]);
  });

  it('draws the overview with each group closed, its states counted, and arrows ending on the group', () => {
    const { text } = explorerDiagram(grouped, undefined, { overview: true });
    expect(text).toContain('state "busy<br/>4 states inside" as s_grouped_busy\n');
    expect(text).not.toContain('s_grouped_busy_preparing');
    expect(text).toContain('s_grouped_idle --> s_grouped_busy\n');
    expect(text).toContain('s_grouped_busy --> s_grouped_idle\n');
    // Arrows inside the closed group are left out; a level's arrows carry no words.
    expect(text).not.toMatch(/s_grouped_busy --> s_grouped_busy/);
    expect(text).not.toMatch(/ --> \S+ : /);
    expect(text).toContain('class s_grouped_busy closedGroup');
  });

  it('draws a group open with every state inside it, and the states it leads to dashed at its side', () => {
    const { text, edges } = explorerDiagram(grouped, undefined, levelFromKey(grouped, 'busy'));
    for (const inside of ['preparing', 'upload', 'upload_sending', 'upload_checking']) {
      expect(text).toContain(`as s_grouped_busy_${inside}`);
    }
    expect(text).toContain('state "idle" as s_grouped_idle\n');
    expect(text).toContain('class s_grouped_idle outside');
    expect(text).not.toContain('s_grouped_done');
    // The transitions keep their keys, so untested ones stay marked on the level too.
    expect(edges.flatMap((e) => e.transitions)).toContain('grouped.busy.upload.sending | sent | #0');
  });

  it('marks closed groups and outside states for taps in the rendered file', () => {
    const diagram = explorerDiagram(grouped, undefined, { overview: true });
    const svg =
      '<svg id="explorer-grouped--overview" width="100%" viewBox="0 0 10 10">' +
      '<g class="node" id="explorer-grouped--overview-state-s_grouped_busy-3"></g>' +
      '<g class="node" id="explorer-grouped--overview-state-s_grouped_idle-2"></g></svg>\n';
    const file = explorerDrawingFile(grouped, { svg, layout: 'elk' }, diagram, undefined);
    expect(file).toContain('data-state="grouped.busy" data-opens="true"');
    expect(file).toMatch(/data-state="grouped.idle"(?! data-opens)/);
  });
});
