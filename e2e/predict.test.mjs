// Predict first: with `predict=` the run's results are not in the page (in the DOM, not just out
// of sight) until the learner commits an answer; a wrong and a right answer are each shown
// against the outcome, and both are kept in localStorage.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { useSiteAndBrowser, openPage, assertNoErrors, waitForApp } from './harness.mjs';

const ROOT = path.join(path.dirname(fileURLToPath(import.meta.url)), '..');
const ARTIFACTS = path.join(ROOT, 'target', 'e2e-artifacts');
const site = useSiteAndBrowser();
mkdirSync(ARTIFACTS, { recursive: true });

/** Whatever of a run could give the answer away, as it is in the DOM. */
async function leaks(page) {
  return page.evaluate(() => {
    const html = document.body.innerHTML;
    return {
      results: ['total-calls', 'totals', 'step-label', 'ending', 'wall', 'compare-sentence', 'compare-calls-a', 'compare-calls-b', 'predict-verdict']
        .filter((id) => document.querySelector(`[data-testid="${id}"]`)),
      log: document.querySelectorAll('[role="grid"]').length,
      strace: html.includes('write(1,'),
    };
  });
}

/** Waits for the question of a finished run. */
async function asked(page) {
  await page.locator('[data-run-state="fresh"] [data-testid="predict"]').waitFor({ timeout: 60000 });
}

test('results wait for the answer; a wrong and a right prediction are each shown against the outcome and kept', async () => {
  const page = await openPage(site.browser, { viewport: { width: 1280, height: 1000 } });
  await page.goto(`${site.server.url}/?example=println_loop_terminal&predict=writes`);
  await waitForApp(page);
  await asked(page);
  assert.equal(await page.getByTestId('predict-question').innerText(), 'How many write syscalls will this run make?');
  assert.deepEqual(await leaks(page), { results: [], log: 0, strace: false });
  // An answer that is not a number is refused, and still nothing shows.
  await page.getByTestId('predict-answer').fill('many');
  await page.getByTestId('predict-commit').click();
  assert.equal(await page.getByRole('alert').filter({ hasText: 'A whole number' }).count(), 1);
  assert.deepEqual(await leaks(page), { results: [], log: 0, strace: false });

  // Wrong.
  await page.getByTestId('predict-answer').fill('5');
  await page.getByTestId('predict-commit').click();
  const verdict = page.getByTestId('predict-verdict');
  assert.equal(await verdict.getAttribute('data-right'), 'false');
  assert.equal(await verdict.innerText(), '✗ Not this time — you predicted 5 write syscalls. The run made 300 write syscalls.');
  assert.equal(await page.getByTestId('total-calls').innerText(), '300');
  assert.equal(await page.getByTestId('predict').count(), 0);

  // A new run asks again; right this time.
  await page.getByTestId('run').click();
  await asked(page);
  assert.deepEqual(await leaks(page), { results: [], log: 0, strace: false });
  await page.getByTestId('predict-answer').fill('300');
  await page.getByTestId('predict-commit').click();
  assert.equal(await verdict.getAttribute('data-right'), 'true');
  assert.equal(await verdict.innerText(), '✓ Right — you predicted 300 write syscalls. The run made 300 write syscalls.');

  const kept = await page.evaluate(() => localStorage.getItem('bufscope.predictions.v1'));
  assert.deepEqual(kept.split('\n').map((line) => line.split('\t').slice(1)), [
    ['writes', 'wrong', '5 write syscalls', 'The run made 300 write syscalls.'],
    ['writes', 'right', '300 write syscalls', 'The run made 300 write syscalls.'],
  ]);
  assertNoErrors(page);
});

test('comparing, the question is A or B and by how much; the answer is judged against both times', async () => {
  const page = await openPage(site.browser, { viewport: { width: 360, height: 780 }, colorScheme: 'dark' });
  await page.goto(`${site.server.url}/?example=println_loop_terminal&compare=stdout-file,bufwriter&predict=1`);
  await waitForApp(page);
  await asked(page);
  assert.equal(await page.getByTestId('predict-question').innerText(), 'Which will be faster, A or B, and by how much (under the same costs)?');
  assert.deepEqual(await leaks(page), { results: [], log: 0, strace: false });
  await page.getByTestId('predict').screenshot({ path: path.join(ARTIFACTS, 'predict-phone-dark.png') });
  await page.getByLabel('A', { exact: true }).check();
  await page.getByTestId('predict-answer').fill('2');
  await page.getByTestId('predict-commit').click();
  const verdict = page.getByTestId('predict-verdict');
  assert.equal(await verdict.getAttribute('data-right'), 'false');
  const [timeA, timeB] = [await page.getByTestId('compare-time-a').innerText(), await page.getByTestId('compare-time-b').innerText()];
  assert.match(await verdict.innerText(), new RegExp(`^✗ Not this time — you predicted A faster by 2×\\. B is faster by [\\d.]+× \\(A ${timeA.replace('.', '\\.')}, B ${timeB.replace('.', '\\.')}\\)\\.$`));
  assertNoErrors(page);
});
