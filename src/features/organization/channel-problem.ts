import { serverMessageOf } from '../../../machines/shared/auth-types';

/** Why the server refused a channel change, in words. */
export function channelProblem(error: unknown): string {
  const code = (error as { code?: unknown } | null)?.code;
  if (code === '42501') return 'Only owners and managers can change the channels.';
  return serverMessageOf(error) ?? 'Check your connection and try again.';
}
