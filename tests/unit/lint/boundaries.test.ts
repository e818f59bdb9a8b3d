import path from 'node:path';
import { RuleTester } from 'eslint';
import local from '../../../eslint/boundaries.js';

/** The import-boundary rule judges resolved paths, so every spelling of a forbidden import fails. */
const src = path.resolve(__dirname, '../../../src');
const file = (relative: string) => path.join(src, relative);
const tester = new RuleTester({ languageOptions: { ecmaVersion: 2022, sourceType: 'module' } });

tester.run('local/boundaries', local.rules.boundaries, {
  valid: [
    {
      filename: file('features/dashboard/dashboard-screen.tsx'),
      code: "import { Page } from '../../ui/page';",
    },
    {
      filename: file('features/dashboard/dashboard-screen.tsx'),
      code: "import { x } from './dashboard.data';",
    },
    {
      filename: file('lib/supabase/bookings.ts'),
      code: "import { createClient } from '@supabase/supabase-js';",
    },
    {
      filename: file('routes/_app/index.tsx'),
      code: "import { D } from '../../features/dashboard/dashboard-screen';",
    },
  ],
  invalid: [
    {
      filename: file('features/dashboard/dashboard-screen.tsx'),
      code: "import { T } from '../bookings/bookings-screen';",
      errors: [{ messageId: 'crossFeature' }],
    },
    {
      // Regression: a text-based pattern let this spelling through.
      filename: file('features/dashboard/dashboard-screen.tsx'),
      code: "import { T } from '../../features/bookings/bookings-screen';",
      errors: [{ messageId: 'crossFeature' }],
    },
    {
      filename: file('features/dashboard/dashboard-screen.tsx'),
      code: "export * from '../../routes/_app/index';",
      errors: [{ messageId: 'featureToRoute' }],
    },
    {
      filename: file('ui/page.tsx'),
      code: "const m = import('../features/dashboard/dashboard-screen');",
      errors: [{ messageId: 'lowerToUpper' }],
    },
    {
      filename: file('features/account/account-screen.tsx'),
      code: "import { createClient } from '@supabase/supabase-js';",
      errors: [{ messageId: 'supabase' }],
    },
  ],
});

/** Issue 35 "State in actors": module state in src/ says why it is there, or it is an error. */
tester.run('local/module-state', local.rules['module-state'], {
  valid: [
    { code: '// Module state: a counter for ids; it decides nothing.\nlet nextId = 0;' },
    { code: '/** The store. */\n// Module state: made on first use.\nexport let store = null;' },
    { code: 'const fixed = 1;\nfunction f() { let inside = 0; return inside + fixed; }' },
  ],
  invalid: [
    { code: 'let showingCopy = false;', errors: [{ messageId: 'unexplained' }] },
    {
      code: '/** Whether a copy was shown. */\nexport let shown = false;',
      errors: [{ messageId: 'unexplained' }],
    },
    {
      // Each declaration says why: the comment above the first does not cover the second.
      code: '// Module state: made on first use.\nlet store = null;\nlet chain = null;',
      errors: [{ messageId: 'unexplained' }],
    },
  ],
});
