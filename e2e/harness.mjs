// Shared set-up for the browser tests: a static server for dist/ on a random 127.0.0.1 port and
// Debian's Chromium driven by playwright-core. Every page opened through `openPage` records console
// errors and page errors; `assertNoErrors` fails the test if there were any.
import http from 'node:http';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import assert from 'node:assert/strict';
import { before, after } from 'node:test';
import { fileURLToPath } from 'node:url';
import sirv from 'sirv';
import { chromium } from 'playwright-core';

const DIST = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'dist');

/**
 * Serves dist/ like a static host with a single-page-app fallback to index.html; with
 * `{ single: false }`, like a host without one (only files that exist, `dir/index.html` for `dir/`),
 * and with `{ single: false, notFound: true }` like one that answers any other path with
 * `404.html` and status 404 (GitHub Pages, Netlify).
 */
export async function startServer({ single = true, notFound = false } = {}) {
  const onNoMatch = notFound
    ? (req, res) => {
      res.writeHead(404, { 'content-type': 'text/html' });
      res.end(readFileSync(path.join(DIST, '404.html')));
    }
    : undefined;
  const handler = sirv(DIST, { single, dev: false, etag: false, onNoMatch });
  const server = http.createServer((req, res) => handler(req, res));
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address();
  return {
    url: `http://127.0.0.1:${port}`,
    // A page still open may hold a connection mid-response (the early worker's wasm, which
    // its HTML starts fetching first): `close` alone waits for it, for ever (a full e2e run
    // once hung here after the not-found test). The test is over: cut them.
    close: () => new Promise((resolve) => {
      server.close(resolve);
      server.closeAllConnections();
    }),
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

/**
 * Waits for a finished run of the playground's script as it stands and returns its total
 * syscall count. Old results stay on screen while a run is under way, so it waits for fresh ones
 * (attached, not visible: on a narrow screen the summary is a tab of its own).
 */
export async function finished(page) {
  const total = page.locator('[data-run-state="fresh"] [data-testid="total-calls"]');
  try {
    await total.waitFor({ state: 'attached', timeout: 60000 });
  } catch (error) {
    // Say what the page showed instead.
    const state = await page.locator('[data-run-state]').first().getAttribute('data-run-state').catch(() => null);
    const shown = await page.locator('main').innerText().catch(() => '');
    error.message += `\nrun state: ${state}; errors: ${JSON.stringify(page.errors)}; page: ${shown.slice(0, 800)}`;
    throw error;
  }
  return Number(await total.textContent());
}

/**
 * Starts the site and a browser before a test file's tests and stops them after; returns an
 * object whose `server` and `browser` are set once they are up.
 */
export function useSiteAndBrowser() {
  const site = { server: null, browser: null };
  before(async () => {
    site.server = await startServer();
    site.browser = await launchBrowser();
  });
  after(async () => {
    await site.browser?.close();
    await site.server?.close();
  });
  return site;
}
