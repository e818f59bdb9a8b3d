import { describe, expect, it } from 'vitest';
import { displayNameOf, initialsOf } from '../../../src/ui/profile-display';

describe('initialsOf (spec §3)', () => {
  it('takes the uppercase first letter of each word of the full name', () => {
    expect(initialsOf({ fullName: 'neo  kgosi', email: 'x@y.z' })).toBe('NK');
    expect(initialsOf({ fullName: 'Mma Boitumelo Seretse' })).toBe('MBS');
  });
  it('falls back to the first letter of the email', () => {
    expect(initialsOf({ fullName: '   ', email: 'thabo@lodge.bw' })).toBe('T');
    expect(initialsOf({ fullName: null, email: 'amy@lodge.bw' })).toBe('A');
  });
  it('falls back to U when nothing is known', () => {
    expect(initialsOf({})).toBe('U');
    expect(initialsOf({ fullName: '', email: '' })).toBe('U');
  });
});

describe('displayNameOf (spec §3)', () => {
  it('shows the full name, trimmed', () => {
    expect(displayNameOf({ fullName: ' Neo Kgosi ', email: 'neo@lodge.bw' })).toBe('Neo Kgosi');
  });
  it('falls back to the part of the email before the @', () => {
    expect(displayNameOf({ fullName: null, email: 'thabo.m@lodge.bw' })).toBe('thabo.m');
  });
  it('is empty when there is neither', () => {
    expect(displayNameOf({})).toBe('');
  });
});
