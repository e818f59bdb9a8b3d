import { useEffect, useImperativeHandle, useRef, type Ref } from 'react';
import type { Selection } from 'd3-selection';
import type { ZoomBehavior, ZoomTransform } from 'd3-zoom';
import { READABLE_SCALE } from './drawings';
import type * as PanZoomModule from './pan-zoom';

type PanZoom = typeof PanZoomModule;
import classes from './machines.module.css';

/** What the toolbar can ask of a drawing. */
export interface DrawingControls {
  zoomIn(): void;
  zoomOut(): void;
  fit(): void;
}

const MAX_SCALE = 4;
const MIN_SCALE = 0.1;

/**
 * A machine's drawing with pan and zoom (d3-zoom: drag, wheel, pinch, double tap), its states as
 * buttons (tap or Enter selects one), the live states filled yellow and the selected one outlined.
 * **Fit** shows the whole drawing when that keeps state names at 12 px or more; otherwise, when the
 * machine has level drawings, it asks for them (`onTooSmall`: issue 34, groups drawn closed), and
 * failing that it zooms to that size around the current state, the rest a drag away. On a level's
 * drawing a closed group (`data-opens`) opens with a tap (`onOpen`) and a state drawn beside an open
 * group (`data-outside`) leads back (`onOutside`). A live state that moves out of view is brought back
 * into it.
 */
export function MachineDrawing({
  svg,
  machineId,
  activeIds,
  selectedId,
  onSelect,
  onOpen,
  onOutside,
  onTooSmall,
  controls,
}: {
  svg: string;
  machineId: string;
  activeIds: readonly string[];
  selectedId: string | null;
  onSelect: (stateId: string) => void;
  /** A tap on a closed group of a level's drawing. */
  onOpen?: (stateId: string) => void;
  /** A tap on a state drawn beside an open group. */
  onOutside?: (stateId: string) => void;
  /** Fit found the whole drawing too large to draw names at 12 px: show the levels instead. */
  onTooSmall?: () => void;
  controls?: Ref<DrawingControls>;
}) {
  const viewport = useRef<HTMLDivElement>(null);
  const canvas = useRef<HTMLDivElement>(null);
  const behaviour = useRef<ZoomBehavior<HTMLDivElement, unknown> | null>(null);
  const d3 = useRef<PanZoom | null>(null);
  const onSelectRef = useRef(onSelect);
  onSelectRef.current = onSelect;
  const onOpenRef = useRef(onOpen);
  onOpenRef.current = onOpen;
  const onOutsideRef = useRef(onOutside);
  onOutsideRef.current = onOutside;
  const onTooSmallRef = useRef(onTooSmall);
  onTooSmallRef.current = onTooSmall;
  const activeRef = useRef(activeIds);
  activeRef.current = activeIds;

  const selection = (): Selection<HTMLDivElement, unknown, null, undefined> | null =>
    viewport.current && d3.current ? d3.current.select(viewport.current) : null;
  const size = () => {
    const box = canvas.current?.querySelector('svg')?.viewBox.baseVal;
    return box ? { width: box.width, height: box.height } : { width: 1, height: 1 };
  };
  /** Where, in drawing units, the current states are (their union box), or null. */
  const focusBox = () => {
    const svgEl = canvas.current?.querySelector('svg');
    const shapes = activeRef.current
      .map((id) => svgEl?.querySelector<SVGGraphicsElement>(`[data-state="${CSS.escape(id)}"]`))
      .filter((el): el is SVGGraphicsElement => Boolean(el));
    const leaves = shapes.filter((el) => !el.classList.contains('statediagram-cluster'));
    const picked = leaves.length > 0 ? leaves : shapes;
    if (!svgEl || picked.length === 0) return null;
    const origin = svgEl.getBoundingClientRect();
    const scale = origin.width / size().width || 1;
    const boxes = picked.map((el) => el.getBoundingClientRect());
    const left = Math.min(...boxes.map((b) => b.left));
    const top = Math.min(...boxes.map((b) => b.top));
    const right = Math.max(...boxes.map((b) => b.right));
    const bottom = Math.max(...boxes.map((b) => b.bottom));
    return {
      x: (left - origin.left) / scale,
      y: (top - origin.top) / scale,
      width: (right - left) / scale,
      height: (bottom - top) / scale,
    };
  };

  const fit = () => {
    const view = viewport.current;
    const sel = selection();
    if (!view || !sel || !behaviour.current) return;
    const { width, height } = size();
    const whole = Math.min(view.clientWidth / width, view.clientHeight / height);
    if (whole < READABLE_SCALE && onTooSmallRef.current) {
      onTooSmallRef.current();
      return;
    }
    const k = Math.min(Math.max(whole, READABLE_SCALE), MAX_SCALE);
    const focus = k > whole ? focusBox() : null;
    const cx = focus ? focus.x + focus.width / 2 : width / 2;
    const cy = focus ? focus.y + focus.height / 2 : height / 2;
    const x = Math.min(0, Math.max(view.clientWidth - width * k, view.clientWidth / 2 - cx * k));
    const y = Math.min(0, Math.max(view.clientHeight - height * k, view.clientHeight / 2 - cy * k));
    const tx = width * k <= view.clientWidth ? (view.clientWidth - width * k) / 2 : x;
    const ty = height * k <= view.clientHeight ? (view.clientHeight - height * k) / 2 : y;
    const identity: ZoomTransform = d3.current!.zoomIdentity;
    behaviour.current.transform(sel, identity.translate(tx, ty).scale(k));
  };

  useImperativeHandle(controls, () => ({
    zoomIn: () => {
      const sel = selection();
      if (sel && behaviour.current) behaviour.current.scaleBy(sel, 1.25);
    },
    zoomOut: () => {
      const sel = selection();
      if (sel && behaviour.current) behaviour.current.scaleBy(sel, 0.8);
    },
    fit,
  }));

  // The drawing: injected once per machine; states become buttons.
  useEffect(() => {
    const host = canvas.current;
    const view = viewport.current;
    if (!host || !view) return;
    // Generated by `npm run diagrams` from our own machines (no user input), Mermaid's strict mode.
    host.innerHTML = svg;
    const svgEl = host.querySelector('svg');
    if (svgEl) {
      const { width, height } = size();
      svgEl.setAttribute('width', String(width));
      svgEl.setAttribute('height', String(height));
      svgEl.setAttribute('aria-hidden', 'true');
    }
    const states = [...host.querySelectorAll<SVGGElement>('[data-state]')];
    for (const el of states) {
      const id = el.dataset.state!;
      el.setAttribute('role', 'button');
      el.setAttribute('tabindex', '0');
      const name = id.split('.').slice(1).join('.');
      const inside = /\d+ states? inside/.exec(el.textContent ?? '')?.[0];
      el.setAttribute(
        'aria-label',
        el.dataset.opens
          ? `Open ${name} (${inside ?? 'states inside'})`
          : el.dataset.outside
            ? `State ${name}, outside this group`
            : `State ${name}`,
      );
      el.removeAttribute('aria-hidden');
    }
    // The states stay reachable for assistive technology through the list beside the drawing.
    if (svgEl) svgEl.removeAttribute('aria-hidden');
    const choose = (event: Event) => {
      if (!(event.target instanceof Element)) return;
      const target = event.target.closest<SVGGElement>('[data-state]');
      if (!target) return;
      if (event instanceof KeyboardEvent) {
        if (event.key !== 'Enter' && event.key !== ' ') return;
        event.preventDefault();
      }
      const id = target.dataset.state!;
      if (target.dataset.opens && onOpenRef.current) onOpenRef.current(id);
      else if (target.dataset.outside && onOutsideRef.current) onOutsideRef.current(id);
      else onSelectRef.current(id);
    };
    host.addEventListener('click', choose);
    host.addEventListener('keydown', choose);

    let cancelled = false;
    let stopZoom = () => {};
    void import('./pan-zoom').then((loaded) => {
      if (cancelled) return;
      d3.current = loaded;
      const zoomer = loaded
        .zoom<HTMLDivElement, unknown>()
        .scaleExtent([MIN_SCALE, MAX_SCALE])
        .on('zoom', (event: { transform: { x: number; y: number; k: number } }) => {
          const { x, y, k } = event.transform;
          host.style.transform = `translate(${x}px, ${y}px) scale(${k})`;
          view.dataset.scale = String(k);
        });
      behaviour.current = zoomer;
      const sel = loaded.select(view);
      sel.call(zoomer);
      stopZoom = () => sel.on('.zoom', null);
      fit();
    });
    return () => {
      cancelled = true;
      stopZoom();
      host.removeEventListener('click', choose);
      host.removeEventListener('keydown', choose);
    };
    // fit reads refs only; a new machine or drawing starts afresh.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [svg, machineId]);

  // Live and selected states.
  const activeKey = activeIds.join(' ');
  useEffect(() => {
    const host = canvas.current;
    const view = viewport.current;
    if (!host || !view) return;
    const active = new Set(activeKey.split(' ').filter(Boolean));
    for (const el of host.querySelectorAll<SVGGElement>('[data-state]')) {
      const id = el.dataset.state!;
      el.classList.toggle(classes.active!, active.has(id));
      el.classList.toggle(classes.selected!, id === selectedId);
      if (id === selectedId) el.setAttribute('aria-pressed', 'true');
      else el.setAttribute('aria-pressed', 'false');
    }
    // Keep the live state in view: pan to it when it left the visible area.
    const sel = selection();
    const focus = focusBox();
    if (!sel || !behaviour.current || !focus) return;
    const k = Number(view.dataset.scale ?? '1');
    const shown = host.getBoundingClientRect();
    const box = view.getBoundingClientRect();
    const left = shown.left + focus.x * k;
    const top = shown.top + focus.y * k;
    const inside =
      left >= box.left &&
      top >= box.top &&
      left + focus.width * k <= box.right &&
      top + focus.height * k <= box.bottom;
    if (!inside) behaviour.current.translateTo(sel, focus.x + focus.width / 2, focus.y + focus.height / 2);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [activeKey, selectedId, svg]);

  return (
    <div ref={viewport} className={classes.viewport} data-testid="diagram-viewport">
      <div ref={canvas} className={classes.canvas} />
    </div>
  );
}
