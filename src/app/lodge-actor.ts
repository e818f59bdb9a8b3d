import { joinApp } from '../lib/app-system';
import { lodgeMachine } from '../../machines/lodge.machine';
import { lodgeImplementations } from '../features/lodge/lodge.actors';
import { dayPackFacts } from '../lib/offline/day-pack-facts';

/**
 * The app-wide lodge actor (current lodge + role), created once like the auth actor. The router reads
 * it in `beforeLoad`; screens read it with `useSelector`. Started, and told who is signed in and when
 * the signal returns, by `wireApp()` (src/app/wiring.ts). In the app's actor system as `lodge`. Its
 * reads of the lodge list tell the app's day-pack facts actor what the screens show.
 */
export const lodgeActor = joinApp('lodge', lodgeMachine.provide(lodgeImplementations(dayPackFacts)));
