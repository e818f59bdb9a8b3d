import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import type { Actor, ActorOptions, AnyActorLogic } from 'xstate';
import { joinApp, leaveApp, type AppSystemId } from './app-system';

/**
 * Runs an actor of `logic` in the app's system under `systemId` while the component is mounted (the
 * actors that live with a screen: the drawer, the business-model wizard), so `appSystem.get(systemId)`
 * finds it. Made and started in a layout effect (`undefined` in the first render, the actor before the
 * first paint); a new `logic` makes a new one. It leaves in a passive effect's cleanup, after every
 * layout effect's, as `useActorRef`'s actor stops: what the component's children send as they go (the
 * wizard's last tap, flushed in a layout cleanup) still reaches it. `options` are read when the actor
 * is made (`snapshot`, `input`); a new object does not make a new actor.
 */
export function useAppActor<TLogic extends AnyActorLogic>(
  systemId: AppSystemId,
  logic: TLogic,
  options?: Omit<ActorOptions<TLogic>, 'parent' | 'systemId' | 'clock'>,
): Actor<TLogic> | undefined {
  const [actor, setActor] = useState<Actor<TLogic>>();
  const [madeWith] = useState(() => options);
  // The actor this component runs and has not let go yet.
  const running = useRef<Actor<TLogic>>(undefined);
  useLayoutEffect(() => {
    // A new `logic`: the actor it replaces goes first (its `systemId` is taken until then).
    if (running.current) leaveApp(running.current);
    running.current = joinApp(systemId, logic, madeWith).start();
    setActor(running.current);
  }, [systemId, logic, madeWith]);
  useEffect(
    () => () => {
      if (running.current) leaveApp(running.current);
      running.current = undefined;
    },
    [],
  );
  return actor;
}
