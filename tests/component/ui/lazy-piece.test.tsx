// @vitest-environment jsdom
// jsdom, not the project's happy-dom: these tests fire a stylesheet <link>'s load and error events
// themselves; happy-dom fetches the link and fires its own error first (issue 33, suite time).
import { StrictMode, useState, type ComponentType } from 'react';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { notifications } from '@mantine/notifications';
import { Button, Modal, TextInput } from '@mantine/core';
import { dialogAskedFor, lazyPiece, NEEDS_CONNECTION } from '../../../src/ui/lazy-piece';
import { NeedsConnection } from '../../../src/ui/needs-connection';
import { renderWithProviders } from '../../support/render';

/** What `import()` throws when a chunk cannot be fetched (offline, or a deploy removed it). */
const chunkMissing = () => new TypeError('Failed to fetch dynamically imported module');

/** A loader that fails the first `failures` times (no signal), then brings `component`. */
function flakyLoader<P>(component: ComponentType<P>, failures = 1) {
  let left = failures;
  return vi.fn(async () => {
    if (left > 0) {
      left -= 1;
      throw chunkMissing();
    }
    return component;
  });
}

const backOnline = () => act(() => void window.dispatchEvent(new Event('online')));

function NoteDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  return (
    <Modal opened={opened} onClose={onClose} title="Add Note">
      <p>The note form</p>
    </Modal>
  );
}

/** A screen with a field typed into and a button whose dialog loads on first use. */
function NotesScreen({ Dialog }: { Dialog: ComponentType<{ opened: boolean; onClose: () => void }> }) {
  const [opened, setOpened] = useState(false);
  const [used, setUsed] = useState(false);
  return (
    <>
      <h1>Dashboard</h1>
      <TextInput label="Search notes" />
      <Button
        onClick={() => {
          setUsed(true);
          setOpened(true);
        }}
      >
        Add Note
      </Button>
      {used ? <Dialog opened={opened} onClose={() => setOpened(false)} /> : null}
    </>
  );
}

beforeEach(() => act(() => notifications.clean()));

test('a dialog whose code cannot be fetched threw the whole screen away (“Something went wrong!”): the screen and what was typed stay, a calm word says it needs a connection, and the next tap fetches it again', async () => {
  const load = flakyLoader(NoteDialog);
  const Dialog = lazyPiece(load, { asked: dialogAskedFor });
  renderWithProviders(<NotesScreen Dialog={Dialog} />);
  fireEvent.change(screen.getByLabelText('Search notes'), { target: { value: 'generator' } });

  fireEvent.click(screen.getByRole('button', { name: 'Add Note' }));
  const toast = (await screen.findByText(NEEDS_CONNECTION)).closest('.mantine-Notification-root');
  expect(toast).not.toBeNull();
  expect(within(toast as HTMLElement).getByText(/nothing you typed is lost/)).toBeInTheDocument();
  expect(screen.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
  expect(screen.getByLabelText('Search notes')).toHaveValue('generator');
  expect(screen.queryByRole('dialog')).toBeNull();

  // Not kept as a failure (React.lazy keeps it for ever): the next tap asks the network again.
  fireEvent.click(screen.getByRole('button', { name: 'Add Note' }));
  expect(await screen.findByRole('dialog', { name: 'Add Note' })).toBeVisible();
  expect(load).toHaveBeenCalledTimes(2);
  expect(screen.getByLabelText('Search notes')).toHaveValue('generator');
});

test('a dialog tapped for while offline is fetched again when the signal returns, without opening by itself; the next tap opens it with no fetch', async () => {
  const load = flakyLoader(NoteDialog);
  const Dialog = lazyPiece(load, { asked: dialogAskedFor });
  renderWithProviders(<NotesScreen Dialog={Dialog} />);
  fireEvent.click(screen.getByRole('button', { name: 'Add Note' }));
  expect(await screen.findByText(NEEDS_CONNECTION)).toBeInTheDocument();

  backOnline();
  await vi.waitFor(() => expect(load).toHaveBeenCalledTimes(2));
  await act(async () => {});
  expect(screen.queryByRole('dialog')).toBeNull();
  fireEvent.click(screen.getByRole('button', { name: 'Add Note' }));
  expect(await screen.findByRole('dialog', { name: 'Add Note' })).toBeVisible();
  // Fetched when the signal came back, not by the tap.
  expect(load).toHaveBeenCalledTimes(2);
});

test('under StrictMode a failed tap is told once, in one toast, however often it is tapped', async () => {
  const load = flakyLoader(NoteDialog, 3);
  const Dialog = lazyPiece(load, { asked: dialogAskedFor });
  renderWithProviders(
    <StrictMode>
      <NotesScreen Dialog={Dialog} />
    </StrictMode>,
  );
  fireEvent.click(screen.getByRole('button', { name: 'Add Note' }));
  expect(await screen.findByText(NEEDS_CONNECTION)).toBeInTheDocument();
  fireEvent.click(screen.getByRole('button', { name: 'Add Note' }));
  await vi.waitFor(() => expect(load).toHaveBeenCalledTimes(2));
  await vi.waitFor(() => expect(screen.getAllByText(NEEDS_CONNECTION)).toHaveLength(1));
  expect(screen.queryByRole('dialog')).toBeNull();
});

test('a piece drawn only while asked for (a confirmation) is given back by its own callback and fetched again when drawn again', async () => {
  const Prompt = ({ onKeep }: { onKeep: () => void }) => (
    <div role="alertdialog" aria-label="Discard reply?">
      <button onClick={onKeep}>Keep editing</button>
    </div>
  );
  const load = flakyLoader(Prompt);
  const DiscardPrompt = lazyPiece(load, { asked: { close: (props) => props.onKeep() } });
  function Reply() {
    const [asking, setAsking] = useState(false);
    return (
      <>
        <TextInput label="Reply" />
        <Button onClick={() => setAsking(true)}>Cancel</Button>
        {asking ? <DiscardPrompt onKeep={() => setAsking(false)} /> : null}
      </>
    );
  }
  renderWithProviders(<Reply />);
  fireEvent.change(screen.getByLabelText('Reply'), { target: { value: 'Thank you for staying' } });
  fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
  expect(await screen.findByText(NEEDS_CONNECTION)).toBeInTheDocument();
  expect(screen.getByLabelText('Reply')).toHaveValue('Thank you for staying');

  fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
  expect(await screen.findByRole('alertdialog', { name: 'Discard reply?' })).toBeInTheDocument();
  expect(load).toHaveBeenCalledTimes(2);
});

test('a piece nobody asked for (the bottom bar) draws nothing and no message when its code cannot come, and appears when the signal returns', async () => {
  const load = flakyLoader(() => <nav aria-label="Main">bottom bar</nav>);
  const BottomBar = lazyPiece(load);
  renderWithProviders(
    <>
      <h1>Bookings</h1>
      <BottomBar />
    </>,
  );
  await vi.waitFor(() => expect(load).toHaveBeenCalledTimes(1));
  await act(async () => {});
  expect(screen.getByRole('heading', { name: 'Bookings' })).toBeVisible();
  expect(screen.queryByRole('navigation')).toBeNull();
  expect(screen.queryByText(NEEDS_CONNECTION)).toBeNull();

  backOnline();
  expect(await screen.findByRole('navigation', { name: 'Main' })).toBeInTheDocument();
  expect(load).toHaveBeenCalledTimes(2);
});

test('a part drawn in the page says in its place that it needs a connection; Try again fetches it (a blip), and once here it draws at once elsewhere', async () => {
  const load = flakyLoader(() => <p>the chart</p>);
  const Chart = lazyPiece(load, {
    loading: <p>Loading the chart</p>,
    unavailable: (retry) => <NeedsConnection what="The chart" onRetry={retry} />,
  });
  const { unmount } = renderWithProviders(<Chart />);
  expect(screen.getByText('Loading the chart')).toBeInTheDocument();
  const word = await screen.findByRole('status');
  expect(word).toHaveTextContent(NEEDS_CONNECTION);
  expect(word).toHaveTextContent('The chart has not come to this phone yet.');

  fireEvent.click(within(word).getByRole('button', { name: 'Try again' }));
  expect(await screen.findByText('the chart')).toBeInTheDocument();
  unmount();

  // Its code is here now: drawn in the first render, with no loading state.
  renderWithProviders(<Chart />);
  expect(screen.getByText('the chart')).toBeInTheDocument();
  expect(load).toHaveBeenCalledTimes(2);
});

test('preload fetches a piece ahead (the drawer toggle hovered), and a failed preload is not kept', async () => {
  const load = flakyLoader(() => <p>the drawer</p>);
  const Drawer = lazyPiece(load);
  Drawer.preload();
  await vi.waitFor(() => expect(load).toHaveBeenCalledTimes(1));
  await act(async () => {});
  Drawer.preload();
  await vi.waitFor(() => expect(load).toHaveBeenCalledTimes(2));
  renderWithProviders(<Drawer />);
  expect(await screen.findByText('the drawer')).toBeInTheDocument();
  expect(load).toHaveBeenCalledTimes(2);
});

test('a piece whose code was fetched ahead draws in the render that first uses it, with no frame of its fallback (issue 22: the wizard’s result step)', async () => {
  const load = vi.fn(async () => () => <h2>Your recommended model</h2>);
  const Result = lazyPiece(load, { loading: <p>Working it out…</p> });
  Result.preload();
  await vi.waitFor(() => expect(load).toHaveBeenCalled());
  await act(async () => undefined);
  renderWithProviders(<Result />);
  // Synchronously, in the first render: no Suspense fallback, no second render for the code.
  expect(screen.getByRole('heading', { name: 'Your recommended model' })).toBeInTheDocument();
  expect(screen.queryByText('Working it out…')).toBeNull();
});

/** A stylesheet `<link>` at `href` that failed to load (offline), as Vite's preload adds them; resolves once noted and taken out. */
async function failedStylesheet(href: string): Promise<void> {
  const failed = document.createElement('link');
  failed.rel = 'stylesheet';
  failed.href = href;
  document.head.append(failed);
  failed.dispatchEvent(new Event('error'));
  await vi.waitFor(() => expect(failed.isConnected).toBe(false));
}

/** The `<link>` a piece's fetch adds again for `href`. */
const addedAgain = (href: string) =>
  vi.waitFor(() => {
    const link = document.head.querySelector<HTMLLinkElement>(`link[href$="${href}"]`);
    expect(link).not.toBeNull();
    return link as HTMLLinkElement;
  });

test('a stylesheet that failed to load offline is fetched again before the piece’s code, so a dialog opened with the signal back never draws without its styles', async () => {
  // Vite's preload asks for each stylesheet once per page: the dialog came, invisible under its overlay.
  await failedStylesheet('/assets/ModalBase-test.css');

  const load = vi.fn(async () => () => <p role="dialog">the dialog</p>);
  const Dialog = lazyPiece(load);
  renderWithProviders(<Dialog />);
  const again = await addedAgain('/assets/ModalBase-test.css');
  expect(load).not.toHaveBeenCalled();
  act(() => void again.dispatchEvent(new Event('load')));
  expect(await screen.findByRole('dialog')).toHaveTextContent('the dialog');
  again.remove();
});

test('a stylesheet that fails again (a deploy removed it) does not keep pieces from loading for the rest of the visit', async () => {
  await failedStylesheet('/assets/removed-by-a-deploy.css');

  const Piece = lazyPiece(async () => () => <p>the piece</p>);
  renderWithProviders(<Piece />);
  const again = await addedAgain('/assets/removed-by-a-deploy.css');
  act(() => void again.dispatchEvent(new Event('error')));
  expect(await screen.findByText('the piece')).toBeInTheDocument();

  // Still noted as failed, it is asked for again by the next piece; once it loads, it is forgotten
  // (and no later piece of this file waits for a link jsdom never loads).
  const Next = lazyPiece(async () => () => <p>the next piece</p>);
  renderWithProviders(<Next />);
  const last = await addedAgain('/assets/removed-by-a-deploy.css');
  act(() => void last.dispatchEvent(new Event('load')));
  expect(await screen.findByText('the next piece')).toBeInTheDocument();
});
