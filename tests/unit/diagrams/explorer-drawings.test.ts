import { createMachine } from 'xstate';
import { describe, expect, it } from 'vitest';
import {
  explorerDiagram,
  explorerDrawingFile,
  fingerprint,
  fingerprintOf,
} from '../../../scripts/diagrams/explorer-drawings';
import { eventGroupLabel } from '../../../src/features/machines/to-mermaid';

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
