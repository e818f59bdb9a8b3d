import { HOSTED_STATEMENT_TIMEOUTS, parseDuration } from '../../../server/rest/timeout.ts';

describe('statement timeouts', () => {
  it("default to hosted Supabase's role settings: anon 3 s, authenticated 8 s, others none", () => {
    expect(HOSTED_STATEMENT_TIMEOUTS).toEqual({ anon: 3000, authenticated: 8000 });
  });

  it('read Postgres durations as Postgres does (bare numbers are milliseconds)', () => {
    expect(parseDuration('8s')).toBe(8000);
    expect(parseDuration('1min')).toBe(60000);
    expect(parseDuration('250')).toBe(250);
    expect(parseDuration('500ms')).toBe(500);
    expect(parseDuration('soon')).toBeUndefined();
  });
});
