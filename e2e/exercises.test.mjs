// The exercise kinds beyond predicting a value: putting a script's syscalls in order (by keyboard,
// announced, axe clean) and fixing a script until the simulator says its goal holds; both graded
// with attempts in a lesson and in an assignment, and read by the class view. Exercises taken out
// of their lesson carry their setup line.
//
// Expected orders and counts are derived in comments from the rules the lessons teach, and
// setups are read from lessons/ (the source), never from the page under test.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { openPage, assertNoErrors, waitForApp, useSiteAndBrowser } from './harness.mjs';

const ROOT = path.join(path.dirname(fileURLToPath(import.meta.url)), '..');
const AXE = fs.readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

const site = useSiteAndBrowser();

/** A `key:` of a predict block, from its lesson file. */
function blockKey(slug, id, key) {
  const text = fs.readFileSync(path.join(ROOT, `lessons/${slug}.md`), 'utf8');
  const block = text.split('```predict\n').find((b) => b.startsWith(`id: ${id}\n`));
  return block.match(new RegExp(`^${key}: (.*)$`, 'm'))[1];
}

function card(page, id) {
  return page.locator(`[data-exercise="${id}"]`);
}

async function calls(exercise) {
  return (await exercise.getByTestId('order-call').allTextContents()).map((t) => t.trim());
}

async function verdictLines(exercise) {
  return (await exercise.getByTestId('verdict').locator('p').allTextContents()).map((t) => t.trim());
}

async function check(exercise) {
  await exercise.getByTestId('check').click();
  await exercise.locator('[data-testid="verdict"]:not([hidden])').waitFor({ timeout: 60000 });
}

/** Presses Enter on the focused element `times` times, checking the focus stays on `testid`. */
// Presses Enter on the focused "Move down" button of `call` once per position in `positions`,
// waiting each time until the list was rebuilt and the focus followed the call to that position
// (the focus is put back a frame after the move: pressing again before it lands would press
// another call's button).
async function pressMoveDown(page, call, positions) {
  for (const position of positions) {
    await page.keyboard.press('Enter');
    await page.waitForFunction(([label, at]) => {
      const focused = document.activeElement;
      const item = focused?.closest('li');
      return focused?.getAttribute('aria-label') === label && item
        && [...item.parentElement.children].indexOf(item) === at - 1;
    }, [`Move down: ${call}`, position]);
  }
}

async function axeViolations(page, selector) {
  await page.addScriptTag({ content: AXE });
  return page.evaluate(async (sel) => {
    const result = await window.axe.run(document.querySelector(sel), {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'] },
      resultTypes: ['violations'],
    });
    return result.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => `${v.id}: ${v.nodes[0].target.join(' ')}`);
  }, selector);
}

// The LineWriter over stdout holds "one, " (no newline); eprintln! writes "warning\n" at once;
// "two\nthree" completes the line, so "one, two\n" goes out and "three" waits; eprintln! writes
// "done\n"; the flush sends "three".
const LINEWRITER_ORDER = [
  'write(2, "warning\\n", 8) = 8',
  'write(1, "one, two\\n", 9) = 9',
  'write(2, "done\\n", 5) = 5',
  'write(1, "three", 5) = 5',
];

test('order the syscalls: arranged with the keyboard alone, each move announced, wrong then right, axe clean', async () => {
  const page = await openPage(site.browser);
  await page.goto(`${site.server.url}/course/linewriter/`);
  await waitForApp(page);
  const exercise = card(page, 'linewriter-order-interleaved');
  await exercise.getByTestId('order-list').waitFor({ timeout: 20000 });
  // Shown as the lesson lists them (shuffled), first call at the top.
  const listed = blockKey('linewriter', 'linewriter-order-interleaved', 'options').split(' | ');
  assert.deepEqual(await calls(exercise), listed);
  assert.equal(await exercise.locator('p').first().textContent(), 'Order the syscalls');
  // The first call's "up" and the last one's "down" lead nowhere.
  assert.deepEqual(
    await exercise.getByTestId('order-item').evaluateAll((items) => items.map((li) => [
      li.querySelector('[data-testid="move-up"]').disabled,
      li.querySelector('[data-testid="move-down"]').disabled,
    ])),
    [[true, false], [false, false], [false, false], [false, true]],
  );
  assert.deepEqual(await axeViolations(page, `[data-exercise="linewriter-order-interleaved"]`), []);

  // Keyboard only: focus "Move down" of the first call ("three") and press Enter three times:
  // it sinks to the bottom, the focus following it (onto "Move up" once it is last).
  await exercise.getByRole('button', { name: `Move down: ${listed[0]}` }).focus();
  await pressMoveDown(page, listed[0], [2, 3]);
  assert.equal(await exercise.getByTestId('order-status').textContent(), `${listed[0]} moved to position 3 of 4.`);
  await page.keyboard.press('Enter');
  await page.waitForFunction(() => document.activeElement?.getAttribute('aria-label')?.startsWith('Move up: write(1, "three"'));
  assert.equal(await exercise.getByTestId('order-status').textContent(), `${listed[0]} moved to position 4 of 4.`);
  // Now: warning, one two, done, three — but first a wrong answer: "done" swapped above
  // "one, two" (Tab from "three"'s Move up goes to its Move down… disabled, so go by role).
  await exercise.getByRole('button', { name: `Move up: ${LINEWRITER_ORDER[2]}` }).focus();
  await page.keyboard.press('Enter');
  const wrong = [LINEWRITER_ORDER[0], LINEWRITER_ORDER[2], LINEWRITER_ORDER[1], LINEWRITER_ORDER[3]];
  assert.deepEqual(await calls(exercise), wrong);
  await check(exercise);
  assert.deepEqual((await verdictLines(exercise)).slice(0, 2), ['Not quite.', `You answered:\n${wrong.join('\n')}`]);
  // Answered: the order is fixed until the learner tries again.
  assert.equal(await exercise.getByTestId('move-up').first().isDisabled(), true);
  await exercise.getByTestId('try-again').click();
  await exercise.getByRole('button', { name: `Move down: ${LINEWRITER_ORDER[2]}` }).click();
  assert.deepEqual(await calls(exercise), LINEWRITER_ORDER);
  await check(exercise);
  assert.deepEqual((await verdictLines(exercise)).slice(0, 3), [
    'Right.',
    `You answered:\n${LINEWRITER_ORDER.join('\n')}\nThe simulator says:\n${LINEWRITER_ORDER.join('\n')}`,
    `Attempt 2. The score counts the first: ${wrong.join('\n')} (not right).`,
  ]);
  assert.deepEqual(await axeViolations(page, `[data-exercise="linewriter-order-interleaved"]`), []);

  // Kept across a reload, in the order given.
  await page.reload();
  await waitForApp(page);
  await exercise.locator('[data-testid="verdict"]:not([hidden])').waitFor({ timeout: 20000 });
  assert.deepEqual(await calls(exercise), LINEWRITER_ORDER);
  assertNoErrors(page);
});

const START_LINES = 1000;

test('fix it: the learner\'s script is run and each condition of the goal is said, until it holds', async () => {
  const page = await openPage(site.browser);
  await page.goto(`${site.server.url}/course/million-printlns/`);
  await waitForApp(page);
  const exercise = card(page, 'million-printlns-fix');
  const field = exercise.getByTestId('answer-input');
  await field.waitFor({ timeout: 20000 });
  assert.equal(await exercise.locator('p').first().textContent(), 'Fix it');
  // The field starts with the script to fix; no second copy of it above.
  const start = await field.inputValue();
  assert.match(start, /^\/\/ bufscope: stdout=file\nfor i in 0\.\.1000 \{\n {4}println!\("line \{\}", i\);\n\}\n?$/);
  assert.equal(await exercise.locator('pre').count(), 0);

  // Not Rust bufscope accepts: said, not crashed, and it costs an attempt like any answer.
  await field.fill('let x: u8 = "no";\n');
  await check(exercise);
  const [heading, ran] = await verdictLines(exercise);
  assert.equal(heading, 'Not quite.');
  assert.match(ran, /^Your script, run:\nYour script did not run to its end: .*(E0308|mismatched types)/s);

  // A BufWriter that is flushed after every line still writes each line on its own.
  await exercise.getByTestId('try-again').click();
  await field.fill(start.replace('for i', 'use std::io::{self, BufWriter, Write};\nlet mut out = BufWriter::new(io::stdout().lock());\nfor i')
    .replace('println!("line {}", i);', 'writeln!(out, "line {}", i)?;\n    out.flush()?;'));
  await check(exercise);
  assert.deepEqual((await verdictLines(exercise)).slice(0, 3), [
    'Not quite.',
    `Your script, run:\nnot met: syscalls write: at most 10 (yours: ${START_LINES})\nmet: stdout: as the starting script's (yours: the same)`,
    'Attempt 2. The score counts the first: let x: u8 = "no"; (not right).',
  ]);
  // No solution before the exercise is settled.
  assert.equal(await exercise.getByTestId('explain').textContent(), '');

  // Fewer writes but other bytes: one print! of a shorter text.
  await exercise.getByTestId('try-again').click();
  await field.fill('// bufscope: stdout=file\nprint!("line 0\\n");\n');
  await check(exercise);
  assert.equal(
    (await verdictLines(exercise))[1],
    'Your script, run:\nmet: syscalls write: at most 10 (yours: 1)\nnot met: stdout: as the starting script\'s (yours: different)',
  );

  // Right: a BufWriter around the locked stdout, flushed once. About 8.9 KB of lines leave
  // in one full 8 KiB buffer and the rest at the flush: 2 writes.
  await exercise.getByTestId('try-again').click();
  await field.fill(start.replace('for i', 'use std::io::{self, BufWriter, Write};\nlet mut out = BufWriter::new(io::stdout().lock());\nfor i')
    .replace('println!("line {}", i);', 'writeln!(out, "line {}", i)?;') + 'out.flush()?;\n');
  await check(exercise);
  assert.deepEqual((await verdictLines(exercise)).slice(0, 2), [
    'Right.',
    'Your script, run:\nmet: syscalls write: at most 10 (yours: 2)\nmet: stdout: as the starting script\'s (yours: the same)',
  ]);
  // Settled: the explanation and one solution, from the lesson.
  const explain = await exercise.getByTestId('explain').textContent();
  assert.ok(explain.startsWith(`${blockKey('million-printlns', 'million-printlns-fix', 'explain')}\nOne script that does it:\n// bufscope: stdout=file\n`), explain);
  assert.deepEqual(await axeViolations(page, '[data-exercise="million-printlns-fix"]'), []);
  assertNoErrors(page);
});

test('in an assignment, order and fix-it exercises are graded with attempts, carry their setup, and add up in the class view', async () => {
  const ids = ['bufwriter-order-bypass', 'bufreader-bytes-buffered', 'find-unbuffered-fix'];
  const page = await openPage(site.browser, { acceptDownloads: true });
  await page.goto(`${site.server.url}/assignment/?v=1&title=Kinds&ex=${ids.join(',')}`);
  await waitForApp(page);
  await page.getByTestId('exercise').first().waitFor({ timeout: 20000 });
  assert.deepEqual(await page.locator('[data-testid="exercise"] > p:first-child').allTextContents(), [
    'Exercise 1 of 3 · order the syscalls',
    'Exercise 2 of 3 · predict',
    'Exercise 3 of 3 · fix it',
  ]);
  // Each exercise says where it is from and, for a question that leans on its lesson, the
  // lesson's setup.
  const contexts = await page.getByTestId('exercise-context').allTextContents();
  for (const [i, [slug, id]] of [['bufwriter', ids[0]], ['bufreader', ids[1]], ['find-unbuffered-io', ids[2]]].entries()) {
    assert.ok(contexts[i].endsWith(` ${blockKey(slug, id, 'setup')}`), contexts[i]);
  }
  await page.getByTestId('student-name').fill('Ada');

  // 8-byte buffer: "abc" waits; eprintln "1"; 10 bytes do not fit, so "abc" is flushed and the
  // 10 bytes (more than the buffer) go straight out; "2"; "xy" waits; "3"; the drop sends "xy".
  const right = [
    'write(2, "1\\n", 2) = 2',
    'write(3, "abc", 3) = 3',
    'write(3, "0123456789", 10) = 10',
    'write(2, "2\\n", 2) = 2',
    'write(2, "3\\n", 2) = 2',
    'write(3, "xy", 2) = 2',
  ];
  const order = card(page, ids[0]);
  const listed = await calls(order);
  assert.deepEqual([...listed].sort(), [...right].sort());
  // Bubble each call of the right order into place with Move up clicks.
  for (const [target, call] of right.entries()) {
    let at = (await calls(order)).indexOf(call);
    while (at > target) {
      await order.getByRole('button', { name: `Move up: ${call}` }).click();
      at -= 1;
    }
  }
  assert.deepEqual(await calls(order), right);
  await check(order);
  assert.equal((await verdictLines(order))[0], 'Right.');

  // 3,000 bytes through a 1,000-byte buffer: three refills and one read that finds the end.
  const predict = card(page, ids[1]);
  await predict.getByTestId('answer-input').fill('4');
  await check(predict);
  assert.equal((await verdictLines(predict))[0], 'Right.');

  // The fix: write! on a bare File makes two writes per number (the number, the comma): 200.
  const fix = card(page, ids[2]);
  const field = fix.getByTestId('answer-input');
  const start = await field.inputValue();
  await check(fix);
  assert.equal(
    (await verdictLines(fix))[1],
    'Your script, run:\nnot met: syscalls write: at most 10 (yours: 200)\nmet: file out.txt: as the starting script\'s (yours: the same)',
  );
  await fix.getByTestId('try-again').click();
  const fixed = start.replace('use std::io::Write;', 'use std::io::{BufWriter, Write};')
    .replace('File::create("out.txt")?', 'BufWriter::new(File::create("out.txt")?)');
  await field.fill(fixed);
  await check(fix);
  assert.equal((await verdictLines(fix))[0], 'Right.');
  assert.equal(await page.getByTestId('score').textContent(), '2 of 3 right on the first attempt, 3 of 3 answered.');

  const downloaded = page.waitForEvent('download');
  await page.getByTestId('download-json').click();
  const file = await (await downloaded).path();
  const results = JSON.parse(fs.readFileSync(file, 'utf8'));
  assert.deepEqual(
    results.exercises.map((e) => [e.id, e.attempts]),
    [
      [ids[0], [{ answer: right.join('\n'), correct: true }]],
      [ids[1], [{ answer: '4', correct: true }]],
      [ids[2], [{ answer: start, correct: false }, { answer: fixed, correct: true }]],
    ],
  );
  assertNoErrors(page);

  // The class view reads the file: first attempts right, attempts, per student.
  const teacher = await openPage(site.browser);
  await teacher.goto(`${site.server.url}/assignment/results/`);
  await waitForApp(teacher);
  await teacher.getByTestId('results-files').setInputFiles([file]);
  await teacher.getByText('1 student.').waitFor();
  const rows = (table) => teacher.getByTestId(table).locator('tbody tr').evaluateAll(
    (trs) => trs.map((tr) => [...tr.querySelectorAll('td')].map((td) => td.textContent.trim()).slice(0, 4)),
  );
  assert.deepEqual(await rows('by-exercise'), [[ids[0], '1', '1', '1'], [ids[1], '1', '1', '1'], [ids[2], '1', '0', '2']]);
  assert.deepEqual(await rows('by-student'), [['Ada', '2 of 3', '3', '4']]);
  assertNoErrors(teacher);
});
