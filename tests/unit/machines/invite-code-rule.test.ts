import {
  INVITE_CODE_SHAPE,
  inviteCodeProblem,
  registrationProblem,
} from '../../../machines/register.machine';

const valid = {
  email: 'neo@lodge.bw',
  password: 'secret1',
  confirmPassword: 'secret1',
  fullName: '',
  username: '',
};

describe('Register: the optional invite code (issue 18)', () => {
  it('accepts no code, and a code typed in any case, with or without the hyphen', () => {
    expect(inviteCodeProblem('')).toBeNull();
    expect(inviteCodeProblem(undefined)).toBeNull();
    expect(inviteCodeProblem('k7qm-3xpa')).toBeNull();
    expect(inviteCodeProblem(' K7QM 3XPA ')).toBeNull();
  });

  it('refuses what cannot be a code, with the shape shown', () => {
    expect(inviteCodeProblem('K7QM-3XP')).toBe(INVITE_CODE_SHAPE);
    expect(inviteCodeProblem('K7QM-3XP0')).toBe(INVITE_CODE_SHAPE);
    expect(registrationProblem({ ...valid, inviteCode: 'nope' })).toBe(INVITE_CODE_SHAPE);
    expect(registrationProblem({ ...valid, inviteCode: 'ABCD-2345' })).toBeNull();
  });
});
