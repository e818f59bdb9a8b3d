import { describe, expect, it } from 'vitest';
import {
  CHECK_CONNECTION,
  errorCode,
  errorStatus,
  failureSentence,
  hasWordsFor,
  problemSentence,
} from '../../../src/lib/supabase/errors';

/**
 * Issue 19 part 4: one client error catalogue — the fields of a PostgREST/GoTrue error read without
 * casts, and the sentence a person reads for it (known refusals in their area's words, else the
 * server's message, else "Check your connection and try again.").
 */
describe('the error catalogue', () => {
  it('reads code and status of supabase-js errors, and nothing from anything else', () => {
    expect(errorCode({ code: '42501', message: 'permission denied' })).toBe('42501');
    expect(errorStatus({ status: 500, message: 'Database error saving new user' })).toBe(500);
    expect(errorCode(null)).toBeUndefined();
    expect(errorCode('42501')).toBeUndefined();
    expect(errorCode({ code: 42501 })).toBeUndefined();
    expect(errorStatus(new Error('x'))).toBeUndefined();
  });

  it("a known refusal reads in its area's words, by code or by the database's message", () => {
    expect(problemSentence({ code: '42501', message: 'permission denied' }, 'staff')).toBe(
      'Only owners and managers can change the staff list.',
    );
    expect(problemSentence({ code: '23505', message: 'duplicate key' }, 'staff')).toBe(
      'That account is already linked to someone else on the staff list.',
    );
    expect(problemSentence({ code: '42501', message: 'permission denied' }, 'channels')).toBe(
      'Only owners and managers can change the channels.',
    );
    expect(failureSentence('Not saved.', { code: '42501', message: 'x' }, 'training')).toBe(
      'Not saved. Your role cannot record training.',
    );
    expect(problemSentence({ code: '42501', message: 'last_owner' }, 'team')).toBe(
      'A lodge needs at least one owner.',
    );
  });

  it('the ledger’s refusals of issue 36 read in words, by the message the database raised', () => {
    const finances = (code: string, message: string) => problemSentence({ code, message }, 'finances');
    expect(finances('P0001', 'month_required')).toBe('Choose the month to close.');
    expect(finances('P0001', 'month_before_lodge')).toBe('That month is before the lodge’s records start.');
    expect(finances('P0001', 'month_too_large')).toBe(
      'This month’s share is more than the fund can record: check its amounts.',
    );
    expect(finances('23514', 'fund_below_zero')).toBe('The community fund cannot go below zero.');
    expect(finances('PT404', 'fund_entry_not_found')).toBe('That entry is not in your lodge’s fund.');
    expect(finances('P0001', 'disbursement_date')).toBe('A disbursement is dated from 2000 to today.');
    expect(finances('22008', 'paid_at_out_of_range')).toBe('A payment is dated from 2000 to now.');
  });

  it('issue 32: every new refusal of corrections and the currency reads in words', () => {
    const finances = (code: string, message: string) => problemSentence({ code, message }, 'finances');
    const raised: [string, string][] = [
      ['PT409', 'money_changed_meanwhile'],
      ['42501', 'money_change_not_allowed'],
      ['PT404', 'money_row_not_found'],
      ['P0001', 'reason_required'],
      ['P0001', 'reason_too_long'],
      ['P0001', 'item_quantity'],
      ['P0001', 'item_price'],
      ['P0001', 'payment_amount'],
      ['P0001', 'payment_date_fixed'],
      ['P0001', 'currency_locked'],
    ];
    for (const [code, message] of raised) {
      const sentence = finances(code, message);
      expect(sentence).not.toBe(message);
      expect(sentence).toMatch(/^[A-Z].*\.$/);
    }
    expect(finances('P0001', 'reason_required')).toBe('Say why it is removed: the trustees read it.');
  });

  it('the invite code refusals of issue 33 read in words, by the message the database raised', () => {
    const register = (code: string, message: string) => problemSentence({ code, message }, 'register');
    expect(register('PT429', 'too_many_invite_code_checks')).toBe(
      'Too many invite codes were checked from here. Wait 10 minutes, then try again.',
    );
    expect(register('22023', 'invite_code_invalid')).toBe(
      'This invite code cannot be used: it is wrong, was already used, has expired or was withdrawn. Check it, or ask for a new one.',
    );
  });

  it("otherwise the server's message, a lost connection in words, or the connection sentence", () => {
    expect(problemSentence({ code: '42501', message: 'permission denied for table x' })).toBe(
      'permission denied for table x',
    );
    expect(problemSentence(new TypeError('Failed to fetch'))).toBe(
      'Could not reach the server: check your connection and try again. Nothing you typed was lost.',
    );
    expect(problemSentence({})).toBe(CHECK_CONNECTION);
    expect(failureSentence('The note was not saved.', undefined)).toBe(
      'The note was not saved. Check your connection and try again.',
    );
  });
});

describe('review of stop 31: the catalogue holds row_was_deleted (hasWordsFor no longer special-cases it)', () => {
  it('has words for it in its sync area, read like any other refusal', () => {
    expect(hasWordsFor('row_was_deleted')).toBe(true);
    expect(problemSentence({ code: '23505', message: 'row_was_deleted' }, 'sync')).toBe(
      'Someone deleted this after it was first sent, so it was not added again.',
    );
    expect(hasWordsFor('no_such_refusal')).toBe(false);
  });
});

describe('bug (issue 35 review, /machines looked at): a route whose code could not be fetched showed the browser’s sentence and the chunk’s address', () => {
  it('is worded as a request that got no answer, in each browser’s words, never with the address', () => {
    for (const message of [
      'Failed to fetch dynamically imported module: http://localhost:4173/assets/model-coverage-Bls_q0of.js',
      'error loading dynamically imported module: https://lodge.example/assets/explorer.data-DFRyWcs9.js',
      'Importing a module script failed.',
      // Vite's preload, when the route screen's stylesheet could not come (review finding).
      'Unable to preload CSS for http://localhost:4173/assets/bookings_-DrLZCInP.css',
    ]) {
      expect(problemSentence(new TypeError(message))).toBe(
        'Could not reach the server: check your connection and try again. Nothing you typed was lost.',
      );
    }
  });
});
