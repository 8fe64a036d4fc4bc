// One simulator worker per page (issue 13): each page that runs scripts starts exactly one,
// the one its bundle's HTML starts early (the playground's, or the course's with the lessons),
// and a page that runs nothing starts none.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { useSiteAndBrowser, openPage, assertNoErrors, waitForApp, finished } from './harness.mjs';

const site = useSiteAndBrowser();

/** The script paths of every worker `path` starts, once `ready` says the page has done its work. */
async function workersOf(path, ready) {
  const page = await openPage(site.browser);
  const started = [];
  page.on('worker', (worker) => started.push(new URL(worker.url()).pathname));
  await page.goto(`${site.server.url}${path}`);
  await ready(page);
  // A worker started late (by a component mounted after the first run) shows here too.
  await page.waitForTimeout(1000);
  assertNoErrors(page);
  await page.close();
  return started;
}

test('every page starts one simulator worker, or none when it runs nothing', async () => {
  // Started by the bundle's HTML (boot/worker_boot.js), which posts it the compiled wasm.
  const playground = '/worker_boot.js';
  const course = '/_course/worker_boot.js';
  // Started by the page's wasm through Trunk's loader shim: the site bundle's HTML starts no
  // worker, since most of its pages (about, sources) run nothing.
  const shim = '/sim_worker_loader.js';
  const pages = {
    '/': (page) => finished(page),
    '/embed?v=1&example=linewriter_poem&stdout=pipe': (page) => finished(page),
    '/course/syscalls/': (page) =>
      page.waitForFunction(
        () => {
          const widgets = Array.from(document.querySelectorAll('[data-testid="lesson-widget"]'));
          return widgets.length > 0 && widgets.every((w) => w.querySelector('[data-testid="totals"]'));
        },
        null,
        { timeout: 60000 },
      ),
    '/assignment?ex=bufwriter-exact-fill': (page) => page.getByTestId('exercise').first().waitFor({ timeout: 20000 }),
    '/charts?example=serde_from_reader_raw': (page) =>
      page.waitForFunction(() => document.querySelectorAll('canvas').length === 4, null, { timeout: 60000 }),
    '/about': (page) => waitForApp(page),
  };
  const started = {};
  for (const [path, ready] of Object.entries(pages)) {
    started[path] = await workersOf(path, ready);
  }
  assert.deepEqual(started, {
    '/': [playground],
    '/embed?v=1&example=linewriter_poem&stdout=pipe': [playground],
    '/course/syscalls/': [course],
    '/assignment?ex=bufwriter-exact-fill': [course],
    '/charts?example=serde_from_reader_raw': [shim],
    '/about': [],
  });
});
