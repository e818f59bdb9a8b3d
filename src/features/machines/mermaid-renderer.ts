// Vite builds the frame script as a standalone module bundle (the worker pipeline) and gives its URL;
// it is loaded in an iframe, not a worker (Mermaid measures text, so it needs a document).
import frameScriptUrl from './mermaid-frame.ts?worker&url';

/** What the frame script puts on its window. */
export interface MermaidFrameWindow {
  renderDiagram: (id: string, text: string) => Promise<string>;
}

/** Draws Mermaid diagrams; `dispose()` frees Mermaid's memory. */
export interface MermaidRenderer {
  /** The SVG markup of the diagram `text` (Mermaid syntax). @throws Mermaid's parse or render error. */
  render(id: string, text: string): Promise<string>;
  dispose(): void;
}

/**
 * Mermaid in a same-origin iframe that lives as long as the renderer (issue 11: /machines kept about
 * 3.7 MiB of Mermaid in the app's heap after it was left; a module once imported can never be freed,
 * a frame's whole realm can). The frame is laid out but invisible and off-screen, so Mermaid can measure
 * its labels. Rendering starts when the frame's script has run.
 */
export function createMermaidRenderer(doc: Document = document): MermaidRenderer {
  const frame = doc.createElement('iframe');
  frame.title = 'Diagram renderer';
  frame.setAttribute('aria-hidden', 'true');
  frame.tabIndex = -1;
  frame.style.cssText =
    'position:fixed;left:-10000px;top:0;width:1024px;height:768px;border:0;visibility:hidden;pointer-events:none';
  const ready = new Promise<MermaidFrameWindow>((resolve, reject) => {
    frame.addEventListener('load', () => {
      const win = frame.contentWindow as unknown as Partial<MermaidFrameWindow> | null;
      if (win?.renderDiagram) resolve(win as MermaidFrameWindow);
      else reject(new Error('The diagram renderer could not be loaded (offline?).'));
    });
  });
  frame.srcdoc = `<!doctype html><html><head><meta charset="utf-8"><script type="module" src="${new URL(frameScriptUrl, doc.baseURI).href}"></script></head><body></body></html>`;
  doc.body.appendChild(frame);
  return {
    render: async (id, text) => (await ready).renderDiagram(id, text),
    dispose: () => frame.remove(),
  };
}
