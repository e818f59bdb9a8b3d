import { describe, expect, it } from 'vitest';
import { isWorthRetrying } from '../../../src/lib/offline/send-command';

describe('isWorthRetrying', () => {
  it('a busy server’s 429 waits in the outbox, never in Needs attention (issue 36: the per-caller queue cap)', () => {
    expect(isWorthRetrying({ code: 'PGRST429', message: 'Too many requests queued for this caller' })).toBe(
      true,
    );
  });

  it('a refusal stays final and no answer is tried again', () => {
    expect(isWorthRetrying({ code: '42501', message: 'permission denied' })).toBe(false);
    expect(isWorthRetrying({ code: '23514', message: 'check' })).toBe(false);
    expect(isWorthRetrying(new TypeError('Failed to fetch'))).toBe(true);
  });
});
