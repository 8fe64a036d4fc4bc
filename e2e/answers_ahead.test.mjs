// A fresh page answers what it asks first about an example (on / and /charts) or a lesson from
// the answers worked out when the site was built (src/bin/first_answers.rs, dist/answers/): the
// example's trace, its charts or the lesson show before the simulator worker's wasm has arrived,
// and they are what the worker itself gives.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { useSiteAndBrowser, openPage, assertNoErrors, waitForApp, finished } from './harness.mjs';

const ROOT = path.join(path.dirname(fileURLToPath(import.meta.url)), '..');
const site = useSiteAndBrowser();

/** The examples' ids in menu order, from examples/manifest.toml. */
function manifestExamples() {
  const text = readFileSync(path.join(ROOT, 'examples', 'manifest.toml'), 'utf8');
  return [...text.matchAll(/^id = "([^"]+)"$/gm)].map((m) => m[1]);
}

/** The lessons' slugs in course order, from lessons/manifest.toml. */
function manifestLessons() {
  const text = readFileSync(path.join(ROOT, 'lessons', 'manifest.toml'), 'utf8');
  return [...text.matchAll(/^slug = "([^"]+)"$/gm)].map((m) => m[1]);
}

/** A page whose simulator workers (the playground's and the course's) never get their wasm:
 * held until `release()` is called. */
async function pageWithoutWorker() {
  const page = await openPage(site.browser);
  const held = [];
  const workers = /(sim|course)_worker_bg\.wasm$/;
  await page.route(workers, (route) => { held.push(route); });
  page.release = async () => {
    for (const route of held.splice(0)) await route.continue();
    await page.unroute(workers);
  };
  return page;
}

/** The answers ahead `page` asks for, as it asks (filled as requests go out). */
function answersAsked(page) {
  const asked = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/answers/')) asked.push(url.pathname);
  });
  return asked;
}

/** Each of `names` as `show` sees it from the answers ahead (the workers held back) and from
 * the worker (no answers): the same. */
async function sameFromAnswersAndWorker(names, show) {
  const ahead = await pageWithoutWorker();
  const worker = await pageWithoutAnswers();
  for (const name of names) {
    assert.deepEqual(await show(ahead, name), await show(worker, name), name);
  }
  assertNoErrors(ahead);
  // The answers refused on purpose are the only errors there.
  worker.errors = worker.errors.filter((error) => !/ERR_FAILED/.test(error));
  assertNoErrors(worker);
  await ahead.context().close();
  await worker.context().close();
}

/** A page that gets no answers ahead: the worker answers everything. */
async function pageWithoutAnswers() {
  const page = await openPage(site.browser);
  await page.route('**/answers/**', (route) => route.abort());
  return page;
}

/** Everything `main` shows, hidden parts included, and every label in it. */
function shown(page) {
  return page.evaluate(() => {
    const main = document.querySelector('main');
    const labels = [...main.querySelectorAll('[aria-label]')].map((e) => e.getAttribute('aria-label'));
    return { text: main.textContent, labels };
  });
}

/** What the playground shows of an example's finished run. */
async function shownRun(page, query) {
  await page.goto(`${site.server.url}/${query}`);
  await waitForApp(page);
  await finished(page);
  return shown(page);
}

/** What `/charts` shows of an example: its run and its charts, once both are there. */
async function shownCharts(page, id) {
  await page.goto(`${site.server.url}/charts?example=${id}`);
  await waitForApp(page);
  await page.waitForFunction(() => {
    const text = document.querySelector('main')?.textContent ?? '';
    return text.includes('Charts of a run') && !text.includes('Running…')
      && !text.includes('Running the script at 21 capacities…');
  }, null, { timeout: 60000 });
  return shown(page);
}

/** What a lesson's page shows once its body is there and every widget has run (A and, when it
 * compares, B). */
async function shownLesson(page, slug) {
  await page.goto(`${site.server.url}/course/${slug}/`);
  await waitForApp(page);
  await page.getByTestId('lesson-body').waitFor({ timeout: 20000 });
  await page.waitForFunction(
    () => Array.from(document.querySelectorAll('[data-testid="lesson-widget"]')).every((w) =>
      w.querySelector('[data-run-state="fresh"]')),
    null,
    { timeout: 60000 },
  );
  return { widgets: await page.getByTestId('lesson-widget').count(), ...await shown(page) };
}

test('a fresh page shows its first example from the answers ahead: one request for them, the worker held back', async () => {
  const page = await pageWithoutWorker();
  const asked = answersAsked(page);
  await page.goto(site.server.url);
  await waitForApp(page);
  const calls = await finished(page);
  assert.ok(calls > 100, `the first example's syscalls: ${calls}`);
  // index.html preloads the file and the page's fetch takes the preload's response.
  assert.deepEqual(asked, ['/answers/println_loop_terminal.bin']);
  // Still no worker: an edited script waits for it, then runs on it.
  const editor = page.getByRole('textbox', { name: 'Script', exact: true });
  await editor.fill('fn main() {\n    println!("edited");\n}\n');
  await page.getByRole('button', { name: 'Run', exact: true }).click();
  await page.waitForTimeout(300);
  assert.equal(await page.locator('[data-run-state]').first().getAttribute('data-run-state'), 'running');
  // Not "running…": nothing runs until the worker is here.
  assert.equal(await page.getByTestId('run-status').textContent(), 'loading the simulator…');
  await page.release();
  assert.equal(await finished(page), 1);
  assert.match(await page.getByRole('grid', { name: 'Syscall log' }).innerText(), /write\(1, "edited\\n", 7\) = 7/);
  assertNoErrors(page);
  await page.context().close();
});

test("every example's answers ahead show what the worker itself shows", async () => {
  await sameFromAnswersAndWorker(manifestExamples(), (page, id) => shownRun(page, `?example=${id}`));
});

test('a lesson shows, its widgets run, from its answers ahead: one request for them, the worker held back', async () => {
  const page = await pageWithoutWorker();
  const asked = answersAsked(page);
  const lesson = await shownLesson(page, 'bufwriter');
  assert.ok(lesson.widgets >= 1, `widgets: ${lesson.widgets}`);
  // The lesson's entry file preloads it (xtask's entry files) and the page's fetch takes the
  // preload's response.
  assert.deepEqual(asked, ['/answers/lessons/bufwriter.bin']);
  assertNoErrors(page);
  await page.context().close();
});

test("every lesson's answers ahead show what the course's worker itself shows", async () => {
  await sameFromAnswersAndWorker(manifestLessons(), shownLesson);
});

test("every example's /charts from its answers ahead shows what the worker itself shows", async () => {
  await sameFromAnswersAndWorker(manifestExamples(), shownCharts);
});
