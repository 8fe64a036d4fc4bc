// The teacher's class view: three students' results files (both formats) added up in the
// browser, a file that is not results named, the whole as CSV.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startServer, launchBrowser, openPage, assertNoErrors, waitForApp } from './harness.mjs';

let server;
let browser;

before(async () => {
  server = await startServer({ single: false });
  browser = await launchBrowser();
});

after(async () => {
  await browser?.close();
  await server?.close();
});

const A = 'raw-writes-writeln-loop';
const B = 'bufwriter-exact-fill';
const C = 'bufwriter-which-cause';

/** A results file of format 2, each exercise given as its attempts `[answer, right]`. */
function results2(student, exercises) {
  return JSON.stringify({
    format: 'bufscope-assignment-results/2',
    title: 'Week 3',
    student,
    exercises: exercises.map(([id, attempts, revealed]) => ({
      id,
      answer: attempts.length ? attempts[0][0] : null,
      correct: attempts.length ? attempts[0][1] : null,
      attempts: attempts.map(([answer, correct]) => ({ answer, correct })),
      revealed,
      expected: null,
    })),
  }, null, 2);
}

test('three students\' files add up per exercise and per student, and export as CSV', async () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'bufscope-class-'));
  const files = {
    'ada.json': results2('Ada Lovelace', [[A, [['12', true]], false], [B, [['3', false], ['2', true]], false], [C, [['0', false]], true]]),
    'bob.json': results2('Bob', [[A, [['6', false], ['8', false], ['10', false]], false], [B, [['2', true]], false], [C, [], false]]),
    // Format 1, before attempts were kept.
    'cy.json': JSON.stringify({
      format: 'bufscope-assignment-results/1',
      student: 'Cy',
      exercises: [
        { id: A, answer: '12', correct: true, expected: '12' },
        { id: B, answer: '2', correct: true, expected: '2' },
        { id: C, answer: '0', correct: false, expected: '1' },
      ],
    }),
    'notes.json': 'these are my notes',
  };
  for (const [name, text] of Object.entries(files)) writeFileSync(path.join(dir, name), text);

  const page = await openPage(browser, { acceptDownloads: true });
  const response = await page.goto(`${server.url}/assignment/results/`);
  assert.equal(response.status(), 200, 'a static host serves the class view\'s entry file');
  await waitForApp(page);
  await page.getByTestId('results-files').setInputFiles(Object.keys(files).map((name) => path.join(dir, name)));
  await page.getByText('3 students.').waitFor();
  assert.deepEqual(await page.getByTestId('results-problems').locator('li').allTextContents(), ['notes.json: not JSON']);

  const rows = async (table) => page.getByTestId(table).locator('tbody tr').evaluateAll(
    (trs) => trs.map((tr) => [...tr.querySelectorAll('td')].map((td) => td.textContent.trim())),
  );
  assert.deepEqual(await rows('by-exercise'), [
    [A, '3', '2', '5', '12 (2), 6 (1)'],
    [B, '3', '2', '4', '2 (2), 3 (1)'],
    [C, '2', '0', '2', '0 (2)'],
  ]);
  assert.deepEqual(await rows('by-student'), [
    ['Ada Lovelace', '1 of 3', '3', '4'],
    ['Bob', '1 of 3', '2', '4'],
    ['Cy', '2 of 3', '3', '3'],
  ]);

  const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('export-csv').click()]);
  assert.equal(download.suggestedFilename(), 'class-results.csv');
  assert.equal(readFileSync(await download.path(), 'utf8'), [
    'student,exercise,first_answer,first_attempt_right,attempts,last_attempt_right',
    `Ada Lovelace,${A},12,true,1,true`,
    `Ada Lovelace,${B},3,false,2,true`,
    `Ada Lovelace,${C},0,false,1,false`,
    `Bob,${A},6,false,3,false`,
    `Bob,${B},2,true,1,true`,
    `Bob,${C},,,0,`,
    `Cy,${A},12,true,1,true`,
    `Cy,${B},2,true,1,true`,
    `Cy,${C},0,false,1,false`,
    '',
  ].join('\r\n'));
  assertNoErrors(page);
});
