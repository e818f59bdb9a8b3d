import { draftChanged } from '../../../src/ui/draft-changed';

describe('draftChanged (issue 35: a dialog asks before discarding only when something was typed)', () => {
  const opening = { name: 'Sunset drive', price: '120', sleeps: 2 };

  it('is false for the draft as it opened', () => {
    expect(draftChanged({ ...opening }, opening)).toBe(false);
  });

  it('is true when any field differs', () => {
    expect(draftChanged({ ...opening, price: '125' }, opening)).toBe(true);
    expect(draftChanged({ ...opening, sleeps: 3 }, opening)).toBe(true);
  });

  it('compares with the given rule (a number and its text are the same commission)', () => {
    const channel: { name: string; commission: number | string } = { name: 'Direct', commission: 10 };
    expect(draftChanged({ ...channel, commission: '10' }, channel)).toBe(true);
    expect(draftChanged({ ...channel, commission: '10' }, channel, (a, b) => String(a) === String(b))).toBe(
      false,
    );
  });
});
