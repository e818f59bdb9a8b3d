import { problemSentence } from '../../lib/supabase/errors';

/** Why the server refused a channel change, in words. */
export const channelProblem = (error: unknown): string => problemSentence(error, 'channels');
