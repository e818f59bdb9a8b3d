import { describe, expect, it } from 'vitest';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  RouterProvider,
} from '@tanstack/react-router';
import { useNavigateWhenLoaded } from '../../../src/features/shell/use-navigate-when-loaded';

/** A day's answer the test gives by hand, per day asked. */
function heldDays() {
  const waiting = new Map<string, () => void>();
  return {
    load: (day: string) =>
      day === 'd0'
        ? Promise.resolve(day)
        : new Promise<string>((resolve) => waiting.set(day, () => resolve(day))),
    answer: (day: string) => act(() => waiting.get(day)?.()),
    asked: () => [...waiting.keys()],
  };
}

/** A route like the rota's: `?day=` feeds the loader; its pending screen would replace the page. */
function renderDays(days: ReturnType<typeof heldDays>) {
  const rootRoute = createRootRoute();
  const dayRoute = createRoute({
    getParentRoute: () => rootRoute,
    path: '/',
    validateSearch: (search: Record<string, unknown>) => ({ day: String(search.day ?? 'd0') }),
    loaderDeps: ({ search }) => ({ day: search.day }),
    loader: ({ deps }) => days.load(deps.day),
    pendingMs: 0,
    pendingComponent: () => <p>Pending screen</p>,
    component: function Day() {
      const [navigate, loading] = useNavigateWhenLoaded();
      const day = dayRoute.useLoaderData();
      return (
        <>
          <p>Showing {day}</p>
          <p>Loading: {loading ? JSON.stringify(loading.search) : 'nothing'}</p>
          {['d1', 'd2'].map((next) => (
            <button key={next} type="button" onClick={() => navigate({ to: '/', search: { day: next } })}>
              Go to {next}
            </button>
          ))}
        </>
      );
    },
  });
  const router = createRouter({
    routeTree: rootRoute.addChildren([dayRoute]),
    history: createMemoryHistory({ initialEntries: ['/'] }),
  });
  render(<RouterProvider router={router} />);
  return router;
}

describe('useNavigateWhenLoaded (the rota’s arrow lost focus to the pending screen)', () => {
  it('keeps the screen and the pressed button until the new day has loaded, and goes only to the latest ask', async () => {
    const days = heldDays();
    const router = renderDays(days);
    expect(await screen.findByText('Showing d0')).toBeInTheDocument();
    const first = screen.getByRole('button', { name: 'Go to d1' });
    first.focus();
    fireEvent.click(first);
    fireEvent.click(screen.getByRole('button', { name: 'Go to d2' }));
    await waitFor(() => expect(days.asked()).toEqual(['d1', 'd2']));
    // Nothing replaced the screen while both days load, even with a pending threshold of 0 ms.
    expect(screen.queryByText('Pending screen')).toBeNull();
    expect(screen.getByText('Showing d0')).toBeInTheDocument();
    // It says what it is loading: the latest ask.
    expect(screen.getByText('Loading: {"day":"d2"}')).toBeInTheDocument();
    await days.answer('d2');
    expect(await screen.findByText('Showing d2')).toBeInTheDocument();
    expect(await screen.findByText('Loading: nothing')).toBeInTheDocument();
    // The earlier ask, answered late, does not take the screen back to d1.
    await days.answer('d1');
    await act(() => router.load());
    expect(screen.getByText('Showing d2')).toBeInTheDocument();
    expect(router.state.location.search).toEqual({ day: 'd2' });
    expect(first).toHaveFocus();
  });
});
