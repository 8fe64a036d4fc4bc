// Shared set-up for the browser tests: a static server for dist/ on a random 127.0.0.1 port and
// Debian's Chromium driven by playwright-core. Every page opened through `openPage` records console
// errors and page errors; `assertNoErrors` fails the test if there were any.
import http from 'node:http';
import path from 'node:path';
import assert from 'node:assert/strict';
import { fileURLToPath } from 'node:url';
import sirv from 'sirv';
import { chromium } from 'playwright-core';

const DIST = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'dist');

/**
 * Serves dist/ like a static host with a single-page-app fallback to index.html; with
 * `{ single: false }`, like a host without one (only files that exist, `dir/index.html` for `dir/`).
 */
export async function startServer({ single = true } = {}) {
  const handler = sirv(DIST, { single, dev: false, etag: false });
  const server = http.createServer((req, res) => handler(req, res));
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address();
  return {
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}

export async function launchBrowser() {
  return chromium.launch({
    executablePath: '/usr/bin/chromium',
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
}

/** Opens a page that remembers every console error and uncaught page error. */
export async function openPage(browser, options = {}) {
  const context = await browser.newContext(options);
  const page = await context.newPage();
  page.errors = [];
  page.on('console', (msg) => {
    if (msg.type() === 'error') page.errors.push(`console: ${msg.text()}`);
  });
  page.on('pageerror', (err) => page.errors.push(`page: ${err.message}`));
  return page;
}

export function assertNoErrors(page) {
  assert.deepEqual(page.errors, [], `errors on ${page.url()}`);
}

/** Waits until the Leptos app has mounted (the header is rendered by wasm, not by index.html). */
export async function waitForApp(page) {
  await page.waitForSelector('header nav', { timeout: 15000 });
}
