/**
 * d3-zoom (drag, wheel, pinch, double tap) and d3-selection, loaded by the drawing as its own chunk:
 * the machine page shows its list of states and its log without waiting for it.
 */
export { select } from 'd3-selection';
export { zoom, zoomIdentity } from 'd3-zoom';
