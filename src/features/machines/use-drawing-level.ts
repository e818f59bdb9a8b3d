import { useCallback, useEffect, useState } from 'react';
import type { AnyStateMachine, AnyStateNode } from 'xstate';
import { topLevelOf } from './drawing-levels';
import { hasLevels, loadDrawing } from './drawings';

/**
 * Which drawing of a machine the explorer shows (issue 34: "Fit shows the whole machine; when that
 * would draw labels under 12 px, compound states are drawn closed … and open with a tap"): the whole
 * drawing first (`level` null); once Fit finds it too large, the overview (`'overview'`, groups
 * closed), and a group's own drawing (`level` = its key) when it is opened or a state inside it is
 * selected. Returns the drawing's SVG (null while loading) and the moves between levels.
 */
export function useDrawingLevel(
  machineId: string,
  machine: AnyStateMachine | undefined,
  selected?: AnyStateNode,
) {
  const [level, setLevel] = useState<string | null>(null);
  const [svg, setSvg] = useState<string | null>(null);
  const levels = hasLevels(machineId);

  // Another machine starts again from its whole drawing.
  useEffect(() => setLevel(null), [machineId]);

  useEffect(() => {
    let current = true;
    setSvg(null);
    loadDrawing(machineId, level).then((drawn) => current && setSvg(drawn));
    return () => {
      current = false;
    };
  }, [machineId, level]);

  /** The level that shows `node`: its top-level group's drawing, or the overview for a top-level state. */
  const levelShowing = useCallback((node: AnyStateNode): string => {
    const top = topLevelOf(node);
    return top !== node && Object.keys(top.states).length > 0 ? top.key : 'overview';
  }, []);

  // A state selected in the list or by the link is brought onto the drawing shown.
  const selectedId = selected?.id;
  useEffect(() => {
    if (level === null || !selected || !machine) return;
    const wanted = levelShowing(selected);
    const top = topLevelOf(selected);
    // An open group shows itself and everything inside it.
    if (level !== 'overview' && top.key === level) return;
    if (level === 'overview' && wanted === 'overview') return;
    setLevel(wanted);
    // Only a new selection moves the drawing; reading `level` here must not undo a person's tap.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [selectedId, machine]);

  return {
    svg,
    /** Null: the whole drawing; `'overview'`; or the key of the open top-level group. */
    level,
    /** Fit on the whole drawing found it too large: the overview, when the machine has one. */
    onTooSmall: level === null && levels ? () => setLevel('overview') : undefined,
    /** A closed group was tapped: its own drawing. */
    open: (node: AnyStateNode) => setLevel(node.key),
    /** A state beside the open group was tapped: its group's drawing, or the overview. */
    leaveTo: (node: AnyStateNode) => setLevel(Object.keys(node.states).length > 0 ? node.key : 'overview'),
    /** Back to the overview (Fit inside a group, or the "Back to the overview" button). */
    overview: () => setLevel('overview'),
  };
}
