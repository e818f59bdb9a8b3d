import { StrictMode, useLayoutEffect } from 'react';
import { act, render, renderHook } from '@testing-library/react';
import { createMachine, fromCallback, type AnyActorLogic, type AnyActorRef } from 'xstate';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { drawerMachine } from '../../machines/drawer.machine';
import { appSystem, joinApp, leaveApp } from '../../src/lib/app-system';
import { useAppActor } from '../../src/lib/use-app-actor';
import { useAppActors } from '../../src/features/machines/use-app-actors';

/**
 * Issue 35 "actors are found by XState's `systemId`/`system.get`": the app's actors are children of one
 * root, so one system holds them; the /machines explorer reads that system, not a registry of its own.
 */
describe("the app's actor system", () => {
  const joined: Array<() => void> = [];
  afterEach(() => joined.splice(0).forEach((leave) => leave()));

  it('finds an actor that joined by its systemId, and no longer once it left (stopped)', () => {
    const drawer = joinApp('drawer', drawerMachine).start();
    expect(appSystem.get('drawer')).toBe(drawer);
    leaveApp(drawer);
    expect(appSystem.get('drawer')).toBeUndefined();
    expect(drawer.getSnapshot().status).toBe('stopped');
  });

  it('refuses a second actor under the same systemId while the first runs', () => {
    const drawer = joinApp('drawer', drawerMachine).start();
    joined.push(() => leaveApp(drawer));
    expect(() => joinApp('drawer', drawerMachine)).toThrow(/already exists/);
  });

  it('says when one of its actors failed, and the others keep running', () => {
    const said = vi.spyOn(console, 'error').mockImplementation(() => {});
    const failing = createMachine({
      invoke: {
        src: fromCallback(() => {
          throw new Error('boom');
        }),
      },
    });
    const drawer = joinApp('drawer', drawerMachine).start();
    joined.push(() => leaveApp(drawer));
    const sync = joinApp('sync', failing).start();
    expect(sync.getSnapshot().status).toBe('error');
    expect(said).toHaveBeenCalledWith('An app actor failed', expect.any(Error));
    drawer.send({ type: 'drawer.toggle' });
    expect(drawer.getSnapshot().value).toBe('open');
    said.mockRestore();
  });

  it('useAppActor runs one actor while mounted, under StrictMode too, and it leaves on unmount', () => {
    const seen = vi.fn();
    function Drawer() {
      const actor = useAppActor('drawer', drawerMachine);
      seen(actor);
      return null;
    }
    const view = render(
      <StrictMode>
        <Drawer />
      </StrictMode>,
    );
    const running = appSystem.get('drawer');
    expect(running?.getSnapshot().status).toBe('active');
    expect(seen).toHaveBeenLastCalledWith(running);
    view.unmount();
    expect(appSystem.get('drawer')).toBeUndefined();
  });

  it('useAppActor: a new logic replaces the actor; a child’s send as the component goes still reaches it', () => {
    const heard = vi.fn();
    const listening = (name: string) =>
      createMachine({ on: { '*': { actions: ({ event }) => heard(name, event.type) } } });
    const [first, second] = [listening('first'), listening('second')];
    function LastWord({ actor }: { actor: AnyActorRef }) {
      useLayoutEffect(() => () => actor.send({ type: 'last.word' }), [actor]);
      return null;
    }
    function Host({ logic }: { logic: AnyActorLogic }) {
      const actor = useAppActor('sync', logic);
      return actor ? <LastWord actor={actor} /> : null;
    }
    const view = render(<Host logic={first} />);
    view.rerender(<Host logic={second} />);
    expect(appSystem.get('sync')?.logic).toBe(second);
    view.unmount();
    // The replaced actor left before the new one came (one `systemId`, one actor); the last one heard
    // its child's last word as the component went.
    expect(heard.mock.calls).toEqual([['second', 'last.word']]);
    expect(appSystem.get('sync')).toBeUndefined();
  });

  it('useAppActors re-renders when an actor joins or leaves (the explorer’s live states)', () => {
    const { result } = renderHook(() => useAppActors());
    expect(result.current.has('drawer')).toBe(false);
    const join = () => {
      let drawer: AnyActorRef | undefined;
      act(() => void (drawer = joinApp('drawer', drawerMachine).start()));
      return drawer!;
    };
    const first = join();
    expect(result.current.get('drawer')).toBe(first);
    act(() => leaveApp(first));
    expect(result.current.has('drawer')).toBe(false);
    const second = join();
    joined.push(() => leaveApp(second));
    expect(result.current.get('drawer')).toBe(second);
  });
});
