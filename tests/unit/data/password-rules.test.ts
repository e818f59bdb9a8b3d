import { describe, expect, it } from 'vitest';
import { PASSWORD_MIN_LENGTH, REGISTER_MESSAGES } from '../../../machines/register.machine';
import { newPasswordFieldProblem, newPasswordHint } from '../../../src/data/password-rules';

describe('review of stop 31: a new password’s rules in one place (Register, Set a new password, Change password)', () => {
  it('the hint names the spec’s minimum, not a restated number', () => {
    expect(newPasswordHint).toBe(`At least ${PASSWORD_MIN_LENGTH} characters`);
    expect(newPasswordHint).toBe('At least 6 characters');
  });

  it('passwords that differ belong on the confirmation; missing or short ones on the new password', () => {
    expect(newPasswordFieldProblem('secret1', 'secret2')).toEqual({
      field: 'confirm',
      sentence: REGISTER_MESSAGES.mismatch,
    });
    expect(newPasswordFieldProblem('abc', 'abc')).toEqual({
      field: 'next',
      sentence: REGISTER_MESSAGES.tooShort,
    });
    expect(newPasswordFieldProblem('', '')).toEqual({
      field: 'next',
      sentence: REGISTER_MESSAGES.incomplete,
    });
    expect(newPasswordFieldProblem('secret1', 'secret1')).toBeNull();
  });
});
