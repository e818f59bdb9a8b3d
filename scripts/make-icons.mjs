#!/usr/bin/env node
/**
 * Renders the app's install icons (issue 9, the web app manifest) from the brand mark in
 * `public/favicon.svg` with the system Chromium (Playwright, nothing downloaded), into `public/icons/`:
 *
 * - `icon-192.png`, `icon-512.png` (purpose "any"): the favicon as drawn, rounded corners transparent;
 * - `maskable-512.png` (purpose "maskable"): full-bleed forest green with the mark scaled into the
 *   safe zone (the centre circle of 40 % radius, https://w3c.github.io/manifest/#icon-masks), so a
 *   launcher's circle or squircle mask never cuts it;
 * - `apple-touch-icon-180.png`: opaque square (iOS rounds the corners itself).
 *
 * Run once after changing the favicon: `node scripts/make-icons.mjs`; the PNGs are committed.
 */
import { mkdirSync, readFileSync } from 'node:fs';
import { chromium } from '@playwright/test';
import { chromiumPath } from './chromium.mjs';

const publicDir = new URL('../public/', import.meta.url);
const favicon = readFileSync(new URL('favicon.svg', publicDir), 'utf8');

/** The favicon's parts: its background rectangle's colour and the mark (everything after the rect). */
const background = /<rect[^>]*fill="(#[0-9a-f]{6})"/i.exec(favicon)?.[1];
const mark = /<rect[^>]*\/>(.*)<\/svg>/s.exec(favicon)?.[1];
if (!background || !mark) throw new Error('public/favicon.svg: expected a <rect fill="#…"/> then the mark');

/** Full-bleed square with the mark scaled by `scale` about the centre (64-unit viewBox). */
const square = (scale) =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" fill="${background}"/>` +
  `<g transform="translate(32 32) scale(${scale}) translate(-32 -32)">${mark}</g></svg>`;

// The mark's farthest point from the centre is 25.1 units (of 64); × 0.8 = 20.1 < the safe zone's 25.6.
const icons = [
  { file: 'icon-192.png', size: 192, svg: favicon },
  { file: 'icon-512.png', size: 512, svg: favicon },
  { file: 'maskable-512.png', size: 512, svg: square(0.8) },
  { file: 'apple-touch-icon-180.png', size: 180, svg: square(0.9) },
];

mkdirSync(new URL('icons/', publicDir), { recursive: true });
const browser = await chromium.launch({ executablePath: chromiumPath(), args: ['--no-sandbox'] });
try {
  const page = await browser.newPage({ deviceScaleFactor: 1 });
  for (const { file, size, svg } of icons) {
    await page.setViewportSize({ width: size, height: size });
    const sized = svg.replace('<svg ', `<svg width="${size}" height="${size}" `);
    await page.setContent(
      `<!doctype html><html><body style="margin:0;background:transparent">${sized}</body></html>`,
    );
    const target = new URL(`icons/${file}`, publicDir);
    await page.locator('svg').screenshot({ path: target.pathname, omitBackground: true });
    console.log(`public/icons/${file} (${size}×${size})`);
  }
} finally {
  await browser.close();
}
