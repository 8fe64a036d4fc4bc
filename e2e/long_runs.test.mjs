// Long runs in the playground (issue 11 item 4, issue 12 item 4): progress while the worker
// runs, Stop keeping what ran, the page's time budget with "Keep going", and a worker that
// dies mid-run replaced without losing the script or a setting.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { openPage, assertNoErrors, waitForApp, finished, useSiteAndBrowser } from './harness.mjs';

const site = useSiteAndBrowser();

/** The playground with `script` and more of the query; every Worker it makes is kept in
 * `window.workers`, so a test can kill one as a trap in its wasm would. */
async function open(script, extra = '') {
  const page = await openPage(site.browser);
  await page.addInitScript(() => {
    const Native = window.Worker;
    window.workers = [];
    window.Worker = class extends Native {
      constructor(...args) {
        super(...args);
        window.workers.push(this);
      }
    };
  });
  await page.goto(`${site.server.url}/?script=${encodeURIComponent(script)}${extra}`);
  await waitForApp(page);
  return page;
}

/** Waits until the run in flight has reported some operations; returns the count shown. */
async function progressShown(page, minimum = 1) {
  const progress = page.getByTestId('run-progress');
  await page.waitForFunction(
    (min) => {
      const text = document.querySelector('[data-testid="run-progress"]')?.textContent ?? '';
      const match = text.match(/^([\d,]+) operations · ([\d,]+) syscalls · \d+\.\d s$/);
      return match && Number(match[1].replaceAll(',', '')) >= min;
    },
    minimum,
    { timeout: 20000 },
  );
  return Number((await progress.textContent()).match(/^([\d,]+)/)[1].replaceAll(',', ''));
}

/** The text of the finished run's ending (or the message shown instead of a run). */
async function endingShown(page) {
  const ending = page.locator('[data-run-state="fresh"] :is([data-testid="ending"], [data-testid="rejection"])').first();
  await ending.waitFor({ state: 'attached', timeout: 30000 });
  return (await ending.textContent()).trim();
}

const COUNTING = 'for i in 0..100000000u64 {\n    println!("{}", i);\n}\n';
const ENDLESS = 'let mut n = 0u64;\nloop {\n    n += 1;\n}\n';

test('a long run shows its progress, and Stop keeps what ran: its log, its totals, no exit status', async () => {
  const page = await open(COUNTING);
  const seen = await progressShown(page, 10000);
  await page.getByTestId('stop').click();
  assert.equal(await page.getByTestId('run-status').textContent(), 'stopping…');
  const ending = await endingShown(page);
  const match = ending.match(/^stopped after ([\d,]+) operations and ([\d,]+) syscalls: you pressed Stop in this loop \(line 1\)$/);
  assert.ok(match, ending);
  const [operations, syscalls] = [match[1], match[2]].map((n) => Number(n.replaceAll(',', '')));
  // The run stopped where its last progress was, at or after what was on screen at the click.
  assert.ok(operations >= seen, `${operations} < ${seen}`);
  // One println! is one write to the terminal: every one of them is in the totals.
  assert.equal(syscalls, operations);
  assert.equal(await finished(page), syscalls);
  assert.equal(await page.getByTestId('totals').locator('tbody tr').first().locator('td').nth(2).textContent(), String(syscalls));
  assert.equal(await page.getByTestId('run-progress').textContent(), '');
  assert.equal(await page.locator('textarea').first().inputValue(), COUNTING);
  assertNoErrors(page);
  await page.context().close();
});

test('an endless loop is stopped by the page\'s time budget, naming its line; Keep going runs it longer', async () => {
  // Timed from before the page opens: the run starts during `open`, so the stop cannot come
  // sooner than 10 s after this; loading the page adds a little to the upper bound.
  const started = Date.now();
  const page = await open(ENDLESS);
  assert.equal(
    await endingShown(page),
    'stopped by bufscope: the script was still running after 10 s in this loop (line 2)',
  );
  const took = Date.now() - started;
  assert.ok(took >= 10000 && took < 15000, `stopped after ${took} ms`);
  await page.getByTestId('keep-going').click();
  // Past the first budget and still running: the longer one is in force.
  await page.waitForFunction(() => /· 1[1-9]\.\d s$/.test(document.querySelector('[data-testid="run-progress"]')?.textContent ?? ''), null, { timeout: 20000 });
  assert.equal(await page.getByTestId('run-status').textContent(), 'running…');
  await page.getByTestId('stop').click();
  // An empty loop makes no operation; the replay stops where the run was.
  assert.equal(
    await endingShown(page),
    'stopped after 0 operations and 0 syscalls: you pressed Stop in this loop (line 2)',
  );
  assert.equal(await page.getByTestId('keep-going').count(), 0);
  assertNoErrors(page);
  await page.context().close();
});

test('an empty loop {} is stopped within the page\'s time budget, naming its line', async () => {
  // Issue 12's shape: no expression in the body, only iterations. Whichever guard stops it
  // first (the 10 s clock or the steps tied to it), the page says so and names the loop.
  const started = Date.now();
  const page = await open('loop {}\n');
  const ending = await endingShown(page);
  const took = Date.now() - started;
  assert.match(ending, /^stopped by bufscope: .*\(line 1\)/);
  assert.ok(took < 15000, `stopped after ${took} ms`);
  await page.locator('textarea').first().fill('println!("after the loop");\n');
  await page.getByTestId('run').click();
  assert.equal(await finished(page), 1);
  assert.equal(await endingShown(page), 'exit 0 · main returned');
  assertNoErrors(page);
  await page.context().close();
});

test('vec![0u8; usize::MAX] ends as the compiled program does, and the page runs the next script', async () => {
  const page = await open('let v = vec![0u8; usize::MAX];\nprintln!("{}", v.len());\n');
  // rustc's program panics in alloc's raw_vec with `capacity overflow` and exits 101.
  assert.equal(await endingShown(page), 'exit 101 · panicked at 1:9: capacity overflow');
  await page.locator('textarea').first().fill('println!("still here");\n');
  await page.getByTestId('run').click();
  assert.equal(await finished(page), 1);
  assert.equal(await endingShown(page), 'exit 0 · main returned');
  assertNoErrors(page);
  await page.context().close();
});

test('a worker that dies mid-run is replaced: the page says so and keeps the script and every setting', async () => {
  const page = await open(COUNTING, '&stdout=file&policy=proposed');
  await progressShown(page, 1000);
  // What the browser does when the worker's wasm traps: the worker is gone, its error fires.
  await page.evaluate(() => {
    const worker = window.workers.at(-1);
    worker.terminate();
    worker.dispatchEvent(new ErrorEvent('error', { message: 'RuntimeError: unreachable' }));
  });
  assert.equal(
    await endingShown(page),
    'the simulator crashed while running this (RuntimeError: unreachable). bufscope restarted it; your script and settings are as they were. Run again to retry.',
  );
  assert.equal(await page.evaluate(() => window.workers.length), 2);
  assert.equal(await page.locator('textarea').first().inputValue(), COUNTING);
  assert.equal(await page.getByLabel('stdout goes to').inputValue(), 'file');
  assert.equal(await page.getByLabel(/proposed: stdout block-buffered/).isChecked(), true);
  assert.match(page.url(), /[?&]stdout=file(&|$)/);
  // The fresh worker runs the next script, with the same settings: block-buffered stdout to a
  // file writes three short lines at exit, in one write.
  await page.locator('textarea').first().fill('println!("a");\nprintln!("b");\nprintln!("c");\n');
  await page.getByTestId('run').click();
  assert.equal(await finished(page), 1);
  assertNoErrors(page);
  await page.context().close();
});
