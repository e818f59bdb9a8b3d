import { serverMessageOf } from '../../../machines/shared/auth-types';
import { errorCode } from '../../../machines/shared/errors';
import { CHECK_CONNECTION, serverProblemSentence } from './server-problem';

export { errorCode, errorMessage, errorStatus } from '../../../machines/shared/errors';
export { CHECK_CONNECTION, serverProblemSentence } from './server-problem';

/**
 * The client's one error catalogue (issue 19): the sentence a person reads when a PostgREST or GoTrue
 * request failed. Screens say what failed ("The note was not saved.") and take the why from here:
 * a refusal the app knows (by the error's `code`, or the message a database function raised) in the
 * words of the area that asked, else the server's own message (a request that got no answer reads as
 * "Could not reach the server…"), else {@link CHECK_CONNECTION}. Nothing else spells these sentences
 * or picks fields out of an error (`errorCode`, `errorStatus`, `errorMessage` read them).
 */

/** The areas whose refusals have their own words. */
export type RefusalArea = 'staff' | 'channels' | 'training' | 'team';

/** Known refusals per area, by error code (`42501`, `23505`) or by the message the database raised. */
const refusals: Readonly<Record<RefusalArea, Readonly<Record<string, string>>>> = {
  staff: {
    '23505': 'That account is already linked to someone else on the staff list.',
    '42501': 'Only owners and managers can change the staff list.',
  },
  channels: { '42501': 'Only owners and managers can change the channels.' },
  training: { '42501': 'Your role cannot record training.' },
  // lodge-db's 42501 messages (supabase/migrations): the message says which rule refused.
  team: {
    only_owners_manage_owners: 'Only an owner can change or remove an owner.',
    last_owner: 'A lodge needs at least one owner.',
    owners_step_down_themselves:
      'Owners cannot change or remove another owner: an owner steps down themselves.',
    only_owners_and_managers_remove_members: 'Only owners and managers can remove members.',
  },
};

/**
 * Why a request failed, in a person's words: `area`'s sentence for a refusal it knows, else the
 * server's message, else {@link CHECK_CONNECTION}.
 */
export function problemSentence(error: unknown, area?: RefusalArea): string {
  if (!area) return serverProblemSentence(error);
  const known = refusals[area];
  const code = errorCode(error);
  const message = serverMessageOf(error);
  return (code && known[code]) || (message && known[message]) || message || CHECK_CONNECTION;
}

/** `whatFailed` ("The note was not saved.") followed by {@link problemSentence}. */
export function failureSentence(whatFailed: string, error: unknown, area?: RefusalArea): string {
  return `${whatFailed} ${problemSentence(error, area)}`;
}
