import {
  createElement,
  lazy,
  Suspense,
  useCallback,
  useEffect,
  useRef,
  useState,
  type ComponentType,
  type LazyExoticComponent,
  type ReactNode,
} from 'react';
import { onlineNow, whenOnlineAgain } from '../lib/network/online';
import { hideNotification, showNotification } from './notify';

/**
 * A piece a person asked for with a tap (a dialog, the drawer): told when its code cannot come, and
 * given back. `open(props)`: is it asked for now (default: whenever it is drawn, for a piece drawn only
 * while wanted); `close(props)`: undoes the tap (the dialog's own `onClose`), so the next tap asks again.
 */
export interface AskedFor<P> {
  open?: (props: P) => boolean;
  close: (props: P) => void;
}

/** How a lazy piece behaves while its code is on its way and when it cannot be fetched. */
export interface PieceOptions<P> {
  /** Set for a piece a person asked for: see {@link AskedFor}. */
  asked?: AskedFor<P>;
  /** Drawn while the code is on its way (default nothing). */
  loading?: ReactNode;
  /** Drawn in its place when the code cannot be fetched (default nothing); `retry` fetches it again. */
  unavailable?: (retry: () => void) => ReactNode;
}

/** A component whose code loads on first use; `preload()` fetches it ahead (a hover, a focus). */
export type LazyPiece<P> = ComponentType<P> & { preload: () => void };

/** A dialog with Mantine's `opened` and an `onClose`: asked for while open, given back by closing. */
export const dialogAskedFor: AskedFor<{ opened: boolean; onClose: () => void }> = {
  open: (props) => props.opened,
  close: (props) => props.onClose(),
};

/** A dialog drawn only while wanted, with an `onClose`: asked for whenever drawn, given back by closing. */
export const drawnWhileAskedFor: AskedFor<{ onClose: () => void }> = {
  close: (props) => props.onClose(),
};

/** The title of the message a tap on a piece whose code cannot come gets. */
export const NEEDS_CONNECTION = 'This needs a connection the first time';

// Module state: the id of the one "needs a connection" toast on screen, so a second tap replaces it. It runs
// on the sign-in island too, which has no actors.
let told: string | null = null;

/**
 * Tells the person the part they tapped for has not come to this phone yet, in one toast (a second
 * tap replaces it). Calm, not red: offline is a normal state, and nothing they did was refused.
 * "The first time" says why and for how long: once fetched, the part works offline (the service
 * worker keeps it), unlike a save, which the outbox queues. The line under it says what to do, and
 * that what they typed on the screen is still there.
 */
function tellNeedsConnection(): void {
  if (told) hideNotification(told);
  told = showNotification(
    {
      tone: 'info',
      title: NEEDS_CONNECTION,
      message: onlineNow()
        ? 'It could not be fetched just now. Try again in a moment; nothing you typed is lost.'
        : 'Try again when the phone is back online; nothing you typed is lost.',
    },
    'connection',
  );
}

/** Stylesheets of pieces that failed to load (offline), by address: fetched again before a retry. */
const failedStyles = new Set<string>();

/**
 * Notes a stylesheet that failed to load and takes its `<link>` out. Vite's preload adds a chunk's
 * stylesheets as links but asks for each address once per page, failed or not: a dialog fetched once
 * the signal returned drew without its styles, its content invisible under its overlay (found by
 * tests/e2e/lazy-pieces-offline.spec.ts). React's own stylesheets (`data-precedence`) are React's.
 */
export function noteFailedStyle(event: Event): void {
  const failed = event.target;
  if (!(failed instanceof HTMLLinkElement) || failed.rel !== 'stylesheet') return;
  if (failed.hasAttribute('data-precedence')) return;
  failedStyles.add(failed.href);
  // After the link's own listeners (Vite's) have heard of the failure.
  queueMicrotask(() => failed.remove());
}
// A file's load error does not bubble: heard on its way down.
if (typeof window !== 'undefined') window.addEventListener('error', noteFailedStyle, true);

/**
 * Adds the stylesheets that failed before again, settled when each has loaded or failed again. A
 * failure is not the piece's: still offline, its own code fails too; a file a deploy removed must not
 * keep every piece from loading for the rest of the visit.
 */
function refetchFailedStyles(): Promise<unknown> {
  return Promise.allSettled(
    [...failedStyles].map(
      (href) =>
        new Promise<void>((resolve, reject) => {
          const link = document.createElement('link');
          link.rel = 'stylesheet';
          link.crossOrigin = ''; // as Vite's own links to the same file: one request mode, one fetch
          link.href = href;
          link.onload = () => {
            failedStyles.delete(href);
            resolve();
          };
          link.onerror = reject;
          document.head.append(link);
        }),
    ),
  );
}

/**
 * The app's one way to load a piece on first use (issue 22): `React.lazy`, except that code which
 * cannot be fetched never throws the screen away. React.lazy rethrows a failed `import()` while
 * rendering, so the route's "Something went wrong!" replaced the whole screen and what had been typed
 * on it, and it kept that failure forever. Here a failure draws `unavailable` (default nothing) and is
 * forgotten: the code is fetched again on the piece's next use, when it is asked for again, and when
 * the signal returns. That happens offline before the service worker has kept the app's files, or
 * when a new deploy removed the old ones.
 *
 * A piece someone asked for (`asked`) tells them "This needs a connection the first time" in a toast
 * and undoes their tap (the dialog closes before it showed), so the screen stays as it was. Pieces
 * nobody asked for (the bottom bar, the sync) quietly draw nothing until their code comes.
 *
 * Each attempt is a `React.lazy` of its own inside the piece's own Suspense boundary: the build's
 * prerender waits for it as before. Once the code is here (drawn, or fetched ahead by `preload`), a
 * piece drawn from then on draws it at once.
 * @param load fetches the code and returns the component (`() => import('./x').then((m) => m.X)`).
 */
export function lazyPiece<P extends object>(
  load: () => Promise<ComponentType<P>>,
  options: PieceOptions<P> = {},
): LazyPiece<P> {
  type Inner = ComponentType<{ props: P; retry: () => void }>;
  let attempt: LazyExoticComponent<Inner> | null = null;
  // The code once it is here: a piece first drawn after that (a preloaded dialog, the wizard's result)
  // draws it at once, without a frame of its Suspense fallback.
  let ready: Inner | null = null;
  /** The attempt under way or succeeded; a failed one is forgotten so the next call fetches anew. */
  const fetchCode = (): LazyExoticComponent<Inner> => {
    if (attempt) return attempt;
    // Fetched now (not when first drawn), so `preload` and a tap start it at once; after the styles
    // an earlier failure left out.
    const outcome = (failedStyles.size > 0 ? refetchFailedStyles().then(load) : load()).then(
      (drawn): { default: Inner } => {
        ready = ({ props }) => createElement(drawn, props);
        return { default: ready };
      },
      (): { default: Inner } => {
        if (attempt === current) attempt = null;
        // A component of its own for each failure: it mounts afresh, so each failure is told once.
        return { default: (inner) => <Unavailable {...inner} /> };
      },
    );
    const current = lazy(() => outcome);
    attempt = current;
    return current;
  };

  /** Where the code could not come: tells and gives back a tap, and tries again when it makes sense. */
  function Unavailable({ props, retry }: { props: P; retry: () => void }) {
    const asked = options.asked;
    const open = asked ? (asked.open?.(props) ?? true) : false;
    const latest = useRef(props);
    useEffect(() => {
      latest.current = props;
    });
    const seen = useRef<boolean | null>(null);
    useEffect(() => {
      const before = seen.current;
      seen.current = open;
      // StrictMode runs an effect twice: only a change of `open` counts.
      if (!asked || before === open) return;
      if (before === null) {
        if (open) {
          tellNeedsConnection();
          asked.close(latest.current);
        }
      } else if (open) retry();
    }, [asked, open, retry]);
    // The one answer to "online?" (issue 35), not the network actor itself: the toast outlet is a piece
    // too, on the sign-in page, whose first download has no room for the network machine (issue 22).
    useEffect(() => whenOnlineAgain(retry), [retry]);
    return options.unavailable?.(retry) ?? null;
  }

  function Piece(props: P) {
    // The attempt this piece draws: kept across renders, replaced only by a retry (the same element
    // shape either way, so nothing inside is mounted again).
    const [Attempt, setAttempt] = useState<Inner>(() => ready ?? fetchCode());
    const retry = useCallback(() => setAttempt(fetchCode()), []);
    return (
      <Suspense fallback={options.loading ?? null}>
        <Attempt props={props} retry={retry} />
      </Suspense>
    );
  }
  return Object.assign(Piece, { preload: () => void fetchCode() });
}
