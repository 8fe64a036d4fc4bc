// Offline (issue 17, item 4): after one visit the whole site works with no network, from the
// service worker's cache (offline/service-worker.js); and its list of files changes with any
// file of a build, so a new deploy updates the copy browsers keep.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createHash } from 'node:crypto';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import http from 'node:http';
import sirv from 'sirv';
import { startServer, launchBrowser, openPage, assertNoErrors, waitForApp, finished } from './harness.mjs';
import { precacheList, writeServiceWorker } from '../offline/write-service-worker.mjs';

const DIST = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'dist');

test('the precache list names every file of a build with its content hash; a changed file changes the worker', () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'bufscope-sw-'));
  mkdirSync(path.join(dir, 'course'));
  writeFileSync(path.join(dir, 'app.wasm'), 'one');
  writeFileSync(path.join(dir, 'app.wasm.gz'), 'precompressed');
  writeFileSync(path.join(dir, '.trunk-lock'), '');
  writeFileSync(path.join(dir, 'course', 'index.html'), '<p>course</p>');
  const hash = (text) => createHash('sha256').update(text).digest('hex').slice(0, 16);

  const first = writeServiceWorker(dir);
  assert.deepEqual(first.files, [
    { path: '/app.wasm', hash: hash('one') },
    { path: '/course/index.html', hash: hash('<p>course</p>') },
  ]);
  const worker = readFileSync(path.join(dir, 'sw.js'), 'utf8');
  assert.ok(worker.includes(`const PRECACHE = ${JSON.stringify(first)};`), 'the list replaces the placeholder');
  // Written again over its own output: sw.js is never in its own list.
  assert.deepEqual(writeServiceWorker(dir), first);

  writeFileSync(path.join(dir, 'app.wasm'), 'two');
  const second = precacheList(dir);
  assert.notEqual(second.version, first.version);
  assert.deepEqual(second.files.map((f) => f.hash === first.files.find((g) => g.path === f.path).hash), [false, true]);
});

test('after one visit, with the network cut, the playground runs a script and a lesson opens', async () => {
  const server = await startServer({ single: false, notFound: true });
  const browser = await launchBrowser();
  try {
    const page = await openPage(browser);
    await page.goto(`${server.url}/`);
    await waitForApp(page);
    await finished(page);
    // The worker installs the whole build (every file its list names, and the list) and takes
    // charge of the page.
    await page.waitForFunction(() => navigator.serviceWorker.controller, null, { timeout: 60000 });
    const listed = precacheList(DIST).files.length;
    const cached = await page.evaluate(async () => {
      const names = await caches.keys();
      const cache = await caches.open(names.find((n) => n.startsWith('bufscope-')));
      return { names: names.length, entries: (await cache.keys()).length, controlled: !!navigator.serviceWorker.controller };
    });
    assert.deepEqual(cached, { names: 1, entries: listed + 1, controlled: true });

    // No network at all: the server is gone and the browser is offline.
    await server.close();
    await page.context().setOffline(true);

    // Each page comes from the service worker's cache (not the browser's HTTP cache).
    const fromWorker = async (route) => (await page.goto(`${server.url}${route}`)).fromServiceWorker();
    assert.equal(await fromWorker('/?example=bufwriter_file'), true);
    await waitForApp(page);
    await finished(page);
    const script = 'for i in 0..3 {\n    println!("offline {}", i);\n}\n';
    await page.getByLabel('Script').fill(script);
    await page.getByRole('button', { name: 'Run' }).click();
    // stdout on the terminal is line-buffered: one write per line.
    assert.equal(await finished(page), 3);

    // A lesson (another bundle, its body from the simulator worker) and its exercises.
    assert.equal(await fromWorker('/course/bufwriter'), true);
    await waitForApp(page);
    await page.getByTestId('lesson-body').waitFor({ timeout: 20000 });
    const exercise = page.locator('[data-exercise="bufwriter-exact-fill"]');
    // 10 bytes, then 6 fill the 16-byte buffer exactly (no flush); the 1 that does not fit
    // flushes the 16; the drop sends the 1: 2 writes.
    await exercise.getByTestId('answer-input').fill('2');
    await exercise.getByTestId('check').click();
    await exercise.locator('[data-testid="verdict"]:not([hidden])').waitFor({ timeout: 30000 });
    assert.equal(await exercise.getByTestId('verdict-heading').textContent(), 'Right.');

    // The site bundle and the measurements it reads.
    assert.equal(await fromWorker('/reference'), true);
    await waitForApp(page);
    await page.locator('table').first().waitFor({ timeout: 20000 });
    assertNoErrors(page);
  } finally {
    await browser.close();
    await server.close().catch(() => {});
  }
});

test('the service worker is registered only once the first trace no longer needs the network', async () => {
  // Its install downloads the whole site: on a shared link that would delay the simulator
  // worker's wasm, or the page's own wasm where there is no worker (offline/register.js). The
  // server holds that wasm back for a second and logs when it has sent it and when /sw.js is
  // asked for: one process's clock, so the order is the order things happened in.
  const handler = sirv(DIST, { single: false, dev: false, etag: false });
  let log = [];
  const held = /^\/(sim_worker_bg|_site\/site_app-[0-9a-f]+_bg)\.wasm$/;
  const server = http.createServer((req, res) => {
    const { pathname } = new URL(req.url, 'http://localhost');
    log.push(`asked ${pathname}`);
    res.on('finish', () => log.push(`sent ${pathname}`));
    setTimeout(() => handler(req, res), held.test(pathname) ? 1000 : 0);
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${server.address().port}`;
  const browser = await launchBrowser();
  try {
    for (const route of ['/', '/about']) {
      log = [];
      const context = await browser.newContext();
      const page = await context.newPage();
      await page.goto(`${url}${route}`);
      await page.waitForFunction(() => navigator.serviceWorker.controller, null, { timeout: 60000 });
      // The first of the held files: the one the page waits for (the second is the precache's).
      const sent = log.findIndex((line) => line.startsWith('sent ') && held.test(line.slice(5)));
      const registered = log.indexOf('asked /sw.js');
      assert.ok(sent >= 0 && registered > sent, `${route}: ${log.join(', ')}`);
      await context.close();
    }
  } finally {
    await browser.close();
    await new Promise((resolve) => server.close(resolve));
  }
});
