import { describe, expect, it } from 'vitest';
import { drawerMachine } from '../../machines/drawer.machine';
import { signInMachine } from '../../machines/sign-in.machine';
import { coverageGaps, measureCoverage } from './support/coverage';
import { createMachineModel } from './support/model';

/** The guard itself must fail when something is left out, or the green coverage rows mean nothing. */
describe('model coverage guard', () => {
  // route.changed and auth.signOut are left out on purpose.
  const drawerPaths = createMachineModel(drawerMachine, {
    events: [{ type: 'drawer.toggle' }, { type: 'drawer.close' }],
  }).getShortestPaths();

  it('reports transitions no path takes', () => {
    const gaps = coverageGaps(measureCoverage(drawerMachine, drawerPaths, ['closed', 'open']));
    expect(gaps).toContain('transition taken by no path: drawer.open | route.changed | #0');
    expect(gaps).toContain('transition taken by no path: drawer.open | auth.signOut | #0');
    expect(gaps).not.toContain('transition taken by no path: drawer.open | drawer.close | #0');
  });

  it('reports states no path reaches and states without an assertion handler', () => {
    const onlyStart = drawerPaths.filter((p) => p.steps.length === 1);
    const gaps = coverageGaps(measureCoverage(drawerMachine, onlyStart, ['closed']));
    expect(gaps).toContain('state reached by no path: drawer.open');
    expect(gaps).toContain('state without an assertion handler: drawer.open');
  });

  it('counts each guarded branch separately', () => {
    const valid = { type: 'signIn.submit', email: 'a@b.co', password: 'x' };
    const paths = createMachineModel(signInMachine, { events: [valid] }).getShortestPaths();
    const gaps = coverageGaps(
      measureCoverage(signInMachine, paths, ['editing', 'invalid', 'submitting', 'failed', 'signedIn']),
    );
    expect(gaps).toContain('transition taken by no path: signIn | signIn.submit | #1');
    expect(gaps).toContain('state reached by no path: signIn.invalid');
  });
});
