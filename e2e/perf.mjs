// The playground's speed in Chromium, printed (issue 11's "Done when"): not a test, nothing
// here passes or fails. Run by `./dev perf` against the release build in dist/.
//
//   1M println!  Run to the summary, stdout to a file, the worker warm (median of 3), timed in
//                the page from the click to the frame after the summary's insertion
//   re-price     a cost slider moved to the summary's new time, in the page (median of 5)
//   first row    a cold load to the first syscall row, at 9 Mbit/s and 40 ms RTT shared by
//                every connection (e2e/slow_link.mjs), served as a static host serves dist/:
//                its precompressed .br files, or its .gz ones, or neither; of a fresh page (its
//                first example, answered ahead: dist/answers/) and of a link to a script of
//                one's own (which waits for the simulator worker). Timed in the page,
//                from navigation start to the frame after the row's insertion (a
//                MutationObserver): Playwright's own wait polls, and noticed the row 13 to 450 ms
//                after it was on screen.
import http from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sirv from 'sirv';
import { launchBrowser } from './harness.mjs';
import { slowLink } from './slow_link.mjs';

// PERF_DIST=other/dist measures another build (e.g. main's, to compare).
const DIST = process.env.PERF_DIST ?? path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'dist');
const MILLION = 'for i in 0..1000000 {\n    println!("{}", i);\n}\n';
// One link for every connection the browser opens, the service worker's too (e2e/slow_link.mjs).
const LINK = { bitsPerSecond: 9e6, rttMs: 40 };

/** dist/ on a random 127.0.0.1 port; `encodings` are the precompressed files it may serve. */
async function serve(encodings) {
  const handler = sirv(DIST, {
    single: true, dev: false, etag: false,
    brotli: encodings.includes('br'), gzip: encodings.includes('gzip'),
  });
  const server = http.createServer((req, res) => handler(req, res));
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${server.address().port}`, close: () => new Promise((r) => server.close(r)) };
}

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const ms = (x) => `${Math.round(x)} ms`;

/** Waits for a finished run of the script as it stands; returns its total syscalls. */
async function finished(page) {
  const total = page.locator('[data-run-state="fresh"] [data-testid="total-calls"]');
  await total.waitFor({ state: 'attached', timeout: 120000 });
  return Number(await total.textContent());
}

async function millionLines(browser, site) {
  const page = await browser.newPage();
  await page.goto(`${site.url}/?script=${encodeURIComponent(MILLION)}&stdout=file`);
  const calls = await finished(page);
  const times = [];
  for (let i = 0; i < 3; i += 1) {
    // Timed in the page, as the first row is: from the click's event to the frame after the
    // summary of the run it started was inserted (Playwright's own wait polls, and added up
    // to a few hundred milliseconds).
    await page.evaluate(() => {
      window.ranIn = null;
      const summary = '[data-run-state="fresh"] [data-testid="total-calls"]';
      document.querySelector('[data-testid="run"]').addEventListener('click', (event) => {
        const clicked = event.timeStamp;
        let ran = false;
        const watch = new MutationObserver(() => {
          ran ||= Boolean(document.querySelector('[data-run-state="running"]'));
          if (!ran || !document.querySelector(summary)) return;
          watch.disconnect();
          requestAnimationFrame(() => setTimeout(() => { window.ranIn = performance.now() - clicked; }));
        });
        watch.observe(document, { childList: true, subtree: true, attributes: true });
      }, { capture: true, once: true });
    });
    await page.getByTestId('run').click();
    await page.locator('[data-run-state="running"]').waitFor({ state: 'attached' });
    await finished(page);
    times.push(await page.waitForFunction(() => window.ranIn).then((t) => t.jsonValue()));
  }
  await page.close();
  return { calls, times };
}

async function reprice(browser, site) {
  const page = await browser.newPage();
  await page.goto(`${site.url}/?example=linewriter_poem`);
  await finished(page);
  await page.getByTestId('costs').locator('summary').first().click();
  await page.getByTestId('costs').evaluate((costs) => costs.querySelectorAll('details').forEach((d) => { d.open = true; }));
  const times = await page.evaluate(async () => {
    const slider = document.querySelector('[data-testid="costs"] input[type="range"]');
    const wall = () => document.querySelector('[data-testid="wall"]').textContent;
    const out = [];
    for (let i = 1; i <= 5; i += 1) {
      const before = wall();
      const started = performance.now();
      slider.value = String(Number(slider.max) * (i / 6));
      slider.dispatchEvent(new Event('input', { bubbles: true }));
      // The page re-prices in the event's own task; the frame after it shows the new time.
      await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve)));
      if (wall() === before) throw new Error(`the time did not change: ${before}`);
      out.push(performance.now() - started);
    }
    return out;
  });
  await page.close();
  return times;
}

const FIRST_ROW = '[data-testid="log-viewport"] tr[aria-rowindex="1"]';
// The pages whose first row is timed: a fresh page, and a link to a script no answer ahead holds.
const FIRST_ROW_PAGES = [
  ['a fresh page', '/'],
  ['a script of your own', `/?script=${encodeURIComponent('fn main() {\n    for i in 0..300 {\n        println!("line {i}");\n    }\n}\n')}`],
];

async function firstRow(browser, encodings, query) {
  const site = await serve(encodings);
  const link = await slowLink(new URL(site.url).port, LINK);
  const context = await browser.newContext();
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  await page.addInitScript((row) => {
    const watch = new MutationObserver(() => {
      if (document.querySelector(row)) {
        watch.disconnect();
        // The frame that shows it: after the task that inserted it and that frame's paint.
        requestAnimationFrame(() => setTimeout(() => { window.firstRowAt = performance.now(); }));
      }
    });
    watch.observe(document, { childList: true, subtree: true });
  }, FIRST_ROW);
  await page.goto(`http://127.0.0.1:${link.port}${query}`);
  await page.locator(FIRST_ROW).first().waitFor({ state: 'attached', timeout: 120000 });
  const took = await page.waitForFunction(() => window.firstRowAt).then((at) => at.jsonValue());
  const bytes = link.carried();
  await context.close();
  await link.close();
  await site.close();
  return { took, bytes };
}

const browser = await launchBrowser();
const site = await serve(['br', 'gzip']);
try {
  const million = await millionLines(browser, site);
  console.log(`1M println! (stdout to a file), Run to summary: ${ms(median(million.times))} median of ${million.times.map(ms).join(', ')} (${million.calls} syscalls)`);
  const repriced = await reprice(browser, site);
  console.log(`re-price after a slider move: ${median(repriced).toFixed(1)} ms median of ${repriced.map((t) => t.toFixed(1)).join(', ')}`);
  for (const [name, query] of FIRST_ROW_PAGES) {
    for (const encodings of [['br', 'gzip'], ['gzip'], []]) {
      const { took, bytes } = await firstRow(browser, encodings, query);
      const served = encodings[0] ?? 'uncompressed';
      console.log(`first row of ${name.padEnd(20)}, cold, 9 Mbit/s 40 ms RTT, ${served.padEnd(12)}: ${ms(took)} (${bytes} bytes over the link when Playwright saw it)`);
    }
  }
} finally {
  await site.close();
  await browser.close();
}
