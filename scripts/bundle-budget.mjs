#!/usr/bin/env node
/**
 * Size budget for phones on slow networks: the JavaScript and CSS a first visit downloads, gzip-compressed,
 * per route = the entry chunk and its static imports + the route component chunk and its static imports.
 * Reads `dist/.vite/manifest.json` (run `vite build` first). Fails when /auth/login or / exceeds its
 * budget (issue 2: the bare stack costs ~200 KiB gzip of JS on a login page; keep it at or under that).
 * Prints a table for every route.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const dist = path.resolve(process.argv[2] ?? 'dist');
const manifest = JSON.parse(readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8'));
const budgets = { '/auth/login': 200, '/': 200 };
const gzipKiB = (file) => gzipSync(readFileSync(path.join(dist, file)), { level: 9 }).length / 1024;

function closure(keys) {
  const seen = new Set();
  const visit = (key) => {
    if (seen.has(key) || !manifest[key]) return;
    seen.add(key);
    for (const child of manifest[key].imports ?? []) visit(child);
  };
  keys.forEach(visit);
  return seen;
}

function routeCost(routeFiles) {
  const entry = Object.keys(manifest).find((key) => manifest[key].isEntry);
  const chunks = closure([entry, ...routeFiles]);
  const js = [...chunks].reduce((sum, key) => sum + gzipKiB(manifest[key].file), 0);
  const css = new Set([...chunks].flatMap((key) => manifest[key].css ?? []));
  return { js, css: [...css].reduce((sum, file) => sum + gzipKiB(file), 0) };
}

const routeKeys = Object.keys(manifest).filter(
  (key) => key.startsWith('src/routes/') && key.includes('tsr-split'),
);
const pathOf = (key) => {
  const file = key.replace('src/routes/', '').replace(/\.tsx.*$/, '');
  const segments = file.split('/').filter((s) => !s.startsWith('_') && s !== 'index');
  return `/${segments.join('/')}`;
};
const layoutFor = (key) =>
  key.startsWith('src/routes/_app/') ? ['src/routes/_app.tsx?tsr-split=component'] : [];

let failed = false;
console.log('route                          JS gzip KiB   CSS gzip KiB   budget');
for (const key of routeKeys.sort()) {
  if (key.startsWith('src/routes/_app.tsx')) continue;
  const route = pathOf(key);
  const { js, css } = routeCost([key, ...layoutFor(key)]);
  const budget = budgets[route];
  const over = budget !== undefined && js > budget;
  failed ||= over;
  console.log(
    `${route.padEnd(30)} ${js.toFixed(1).padStart(11)} ${css.toFixed(1).padStart(14)}   ${budget ? `${budget}${over ? ' OVER' : ' ok'}` : '-'}`,
  );
}
if (failed) {
  console.error('A route is over its JavaScript budget.');
  process.exitCode = 1;
}
