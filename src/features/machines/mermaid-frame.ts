/**
 * Runs inside the throwaway iframe of `mermaid-renderer.ts`, never in the app's own window: Mermaid and
 * everything it pulls in (about 3.7 MiB of heap) then live in the frame's realm and are freed with it
 * when /machines is left (issue 11). Exposes `renderDiagram(id, text)` → the SVG markup.
 */
import mermaid from 'mermaid';
import type { MermaidFrameWindow } from './mermaid-renderer';

mermaid.initialize({ startOnLoad: false, securityLevel: 'strict', theme: 'default' });

(window as unknown as MermaidFrameWindow).renderDiagram = async (id, text) =>
  (await mermaid.render(id, text)).svg;
