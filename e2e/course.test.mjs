// The course: every lesson renders, exercises are checked by the simulator with progress kept
// across reloads, an assignment link works end to end, and routes work from a static host.
//
// Expected content is read from lessons/ (the source), never from the page under test; answers
// are derived in comments from the rules the lessons state.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startServer, launchBrowser, openPage, assertNoErrors, waitForApp } from './harness.mjs';

const ROOT = path.join(path.dirname(fileURLToPath(import.meta.url)), '..');

/** The manifest's lessons, in order. */
function manifestLessons() {
  const text = fs.readFileSync(path.join(ROOT, 'lessons/manifest.toml'), 'utf8');
  const field = (block, name) => block.match(new RegExp(`^${name} = (.*)$`, 'm'))[1];
  return text
    .split(/^\[\[lesson\]\]$/m)
    .slice(1)
    .map((block) => ({
      slug: JSON.parse(field(block, 'slug')),
      title: JSON.parse(field(block, 'title')),
      minutes: Number(field(block, 'minutes')),
    }));
}

function lessonFile(slug) {
  return fs.readFileSync(path.join(ROOT, `lessons/${slug}.md`), 'utf8');
}

/** The `question:` of a predict block, from the lesson file. */
function question(slug, id) {
  const block = lessonFile(slug).split('```predict\n').find((b) => b.startsWith(`id: ${id}\n`));
  return block.match(/^question: (.*)$/m)[1];
}

const LESSONS = manifestLessons();

let server;
let browser;

before(async () => {
  server = await startServer();
  browser = await launchBrowser();
});

after(async () => {
  await browser?.close();
  await server?.close();
});

/** Waits until every widget on the page has run its script (or shown why not). */
async function waitForWidgets(page) {
  await page.waitForFunction(
    () =>
      Array.from(document.querySelectorAll('[data-testid="lesson-widget"]')).every((w) =>
        w.querySelector('[data-testid="totals"], [data-testid="rejection"]'),
      ),
    null,
    { timeout: 60000 },
  );
}

async function openLesson(page, slug) {
  await page.goto(`${server.url}/course/${slug}/`);
  await waitForApp(page);
  await page.getByTestId('lesson-body').waitFor({ timeout: 20000 });
}

function exercise(page, id) {
  return page.locator(`[data-exercise="${id}"]`);
}

/** Answers one exercise (typed or picked) and waits for the verdict. */
async function answer(card, value) {
  if ((await card.getByTestId('answer-choices').count()) > 0) {
    await card.getByLabel(value, { exact: true }).check();
  } else {
    await card.getByTestId('answer-input').fill(value);
  }
  await card.getByTestId('check').click();
  await card.locator('[data-testid="verdict"]:not([hidden])').waitFor({ timeout: 30000 });
}

async function verdictLines(card) {
  return (await card.getByTestId('verdict').locator('p').allTextContents()).map((t) => t.trim());
}

test('the course map lists every lesson of the manifest in order, each with its length', async () => {
  const page = await openPage(browser);
  await page.goto(`${server.url}/course`);
  await waitForApp(page);
  await page.getByTestId('lesson-list').waitFor();
  assert.deepEqual(
    await page.getByTestId('lesson-link').allTextContents(),
    LESSONS.map((l, i) => `${i + 1}. ${l.title}`),
  );
  assert.deepEqual(
    await page.getByTestId('lesson-state').allTextContents(),
    LESSONS.map(() => 'not started'),
  );
  assert.equal(await page.getByTestId('course-progress').textContent(), `0 of ${LESSONS.length} lessons done`);
  // The course is reachable from the site's navigation, by keyboard too.
  assert.equal(await page.locator('header nav a', { hasText: 'Course' }).getAttribute('href'), '/course/');
  assertNoErrors(page);
});

test('every lesson renders its prose, widgets and exercises, and every widget runs, with no console errors', async () => {
  const page = await openPage(browser);
  for (const [index, lesson] of LESSONS.entries()) {
    await openLesson(page, lesson.slug);
    const source = lessonFile(lesson.slug);
    const heading = source.split('\n')[0].replace(/^# /, '').replaceAll('`', '');
    const counts = {
      h1: await page.locator('[data-testid="lesson"] h1').textContent(),
      widgets: await page.getByTestId('lesson-widget').count(),
      exercises: await page.getByTestId('exercise').count(),
      previous: await page.getByTestId('previous-lesson').count(),
      next: await page.getByTestId('next-lesson').count(),
    };
    assert.deepEqual(
      counts,
      {
        h1: heading,
        widgets: source.split('\n').filter((l) => l === '```bufscope').length,
        exercises: source.split('\n').filter((l) => l === '```predict').length,
        previous: index > 0 ? 1 : 0,
        next: index < LESSONS.length - 1 ? 1 : 0,
      },
      lesson.slug,
    );
    await waitForWidgets(page);
    assert.equal(await page.locator('[data-testid="lesson-widget"] [data-testid="rejection"]').count(), 0, lesson.slug);
    // No verdict and no experiment before the learner commits to an answer.
    assert.equal(await page.locator('[data-testid="verdict"]:not([hidden])').count(), 0, lesson.slug);
    assert.equal(await page.locator('[data-testid="exercise"] [data-testid="lesson-widget"]').count(), 0, lesson.slug);
    assertNoErrors(page);
  }
});

test('a wrong and a right answer get their feedback; progress shows on the map and survives a reload', async () => {
  const page = await openPage(browser);
  await openLesson(page, 'bufwriter');
  const total = lessonFile('bufwriter').split('\n').filter((l) => l === '```predict').length;

  // A 16-byte BufWriter: 10 bytes and 6 bytes are copied (the buffer is then full, not
  // flushed), the 1 byte that does not fit first sends the 16, the drop sends the 1: 2 writes.
  const exactFill = exercise(page, 'bufwriter-exact-fill');
  // A word in a number field is refused, not graded.
  await exactFill.getByTestId('answer-input').fill('six');
  await exactFill.getByTestId('check').click();
  assert.equal(await exactFill.getByTestId('check-error').textContent(), '\u201csix\u201d is not a number: type it in digits, such as 6.');
  assert.equal(await exactFill.locator('[data-testid="verdict"]:not([hidden])').count(), 0);
  await answer(exactFill, '3');
  // Wrong: the correct answer (and the experiment that shows it) waits until the learner asks.
  assert.deepEqual((await verdictLines(exactFill)).slice(0, 2), ['Not quite.', 'You answered 3.']);
  assert.equal(await exactFill.getByTestId('lesson-widget').count(), 0);
  await exactFill.getByTestId('reveal').click();
  assert.deepEqual((await verdictLines(exactFill)).slice(0, 2), ['Not quite.', 'You answered 3. The simulator says 2.']);
  assert.equal(await exactFill.getByTestId('try-again').isVisible(), false);

  // Nothing calls flush() and one short line fits the 8 KiB buffer: the drop writes it, once.
  const cause = exercise(page, 'bufwriter-which-cause');
  await answer(cause, '1');
  assert.deepEqual((await verdictLines(cause)).slice(0, 2), ['Right.', 'You answered 1. The simulator says 1.']);
  // The answer stays as given, and the experiment that shows why appears and runs.
  assert.equal(await cause.getByLabel('1', { exact: true }).isChecked(), true);
  assert.equal(await exactFill.getByTestId('answer-input').inputValue(), '3');
  assert.equal(await exactFill.getByTestId('lesson-widget').count(), 1);
  await waitForWidgets(page);
  assert.equal(await page.getByTestId('lesson-progress').textContent(), `in progress: 2 of ${total} answered`);

  const mapState = async () => {
    await page.goto(`${server.url}/course/`);
    await waitForApp(page);
    const entry = page.locator('[data-testid="lesson-entry"][data-slug="bufwriter"]');
    return entry.getByTestId('lesson-state').textContent();
  };
  assert.equal(await mapState(), `in progress: 2 of ${total} answered`);
  await page.reload();
  await waitForApp(page);
  assert.equal(
    await page.locator('[data-testid="lesson-entry"][data-slug="bufwriter"] [data-testid="lesson-state"]').textContent(),
    `in progress: 2 of ${total} answered`,
  );

  // Back in the lesson after the reload, the answers and verdicts are still there.
  await openLesson(page, 'bufwriter');
  await exercise(page, 'bufwriter-exact-fill').locator('[data-testid="verdict"]:not([hidden])').waitFor();
  assert.deepEqual((await verdictLines(exercise(page, 'bufwriter-exact-fill'))).slice(0, 2), [
    'Not quite.',
    'You answered 3. The simulator says 2.',
  ]);
  await waitForWidgets(page);

  // Reset asks first, then forgets everything.
  await page.goto(`${server.url}/course/`);
  await waitForApp(page);
  await page.getByTestId('reset').click();
  await page.getByTestId('reset-confirm').click();
  assert.equal(
    await page.locator('[data-testid="lesson-entry"][data-slug="bufwriter"] [data-testid="lesson-state"]').textContent(),
    'not started',
  );
  await page.reload();
  await waitForApp(page);
  assert.equal(await page.getByTestId('course-progress').textContent(), `0 of ${LESSONS.length} lessons done`);
  assertNoErrors(page);
});

test('an assignment link with three exercises works end to end, attempts and all, down to the downloaded results', async () => {
  const teacher = await openPage(browser);
  await teacher.goto(`${server.url}/assignment/`);
  await waitForApp(teacher);
  await teacher.getByTestId('assignment-title').fill('Week 3');
  await teacher.getByTestId('assignment-attempts').fill('2');
  for (const id of ['bufwriter-which-cause', 'raw-writes-writeln-loop', 'bufwriter-exact-fill']) {
    await teacher.locator(`[data-testid="pick-exercise"][value="${id}"]`).check();
  }
  assert.equal(await teacher.getByTestId('assignment-count').textContent(), '3 exercises picked.');
  const link = await teacher.getByTestId('assignment-link').inputValue();
  // Course order, whatever order they were ticked in.
  const expectedLink = `${server.url}/assignment/?v=1&title=Week+3&ex=raw-writes-writeln-loop,bufwriter-exact-fill,bufwriter-which-cause&attempts=2`;
  assert.equal(link, expectedLink);
  assertNoErrors(teacher);

  const student = await openPage(browser);
  await student.goto(link);
  await waitForApp(student);
  assert.equal(await student.getByTestId('assignment-heading').textContent(), 'Week 3');
  await student.getByTestId('exercise').first().waitFor({ timeout: 20000 });
  assert.equal(await student.getByTestId('exercise').count(), 3);
  // Out of its lesson, each exercise says where it comes from.
  assert.deepEqual(await student.getByTestId('exercise-context').allTextContents(), [
    `From lesson ${LESSONS.findIndex((l) => l.slug === 'raw-writes') + 1}, \u201c${LESSONS.find((l) => l.slug === 'raw-writes').title}\u201d.`,
    `From lesson ${LESSONS.findIndex((l) => l.slug === 'bufwriter') + 1}, \u201c${LESSONS.find((l) => l.slug === 'bufwriter').title}\u201d.`,
    `From lesson ${LESSONS.findIndex((l) => l.slug === 'bufwriter') + 1}, \u201c${LESSONS.find((l) => l.slug === 'bufwriter').title}\u201d.`,
  ]);
  await student.getByTestId('student-name').fill('Ada Lovelace');
  // writeln!(f, "{}", i) is two pieces, the number and the newline; a bare File writes each:
  // 6 iterations, 12 writes.
  await answer(exercise(student, 'raw-writes-writeln-loop'), '12');
  // Wrong, then right on the second try: recorded as not right on the first attempt.
  const exactFill = exercise(student, 'bufwriter-exact-fill');
  await answer(exactFill, '3');
  assert.deepEqual(await verdictLines(exactFill), ['Not quite.', 'You answered 3.', 'Attempt 1 of 2.', '']);
  await exactFill.getByTestId('try-again').click();
  await answer(exactFill, '2');
  assert.deepEqual((await verdictLines(exactFill)).slice(0, 3), [
    'Right.',
    'You answered 2. The simulator says 2.',
    'Attempt 2 of 2. The score counts the first: 3 (not right).',
  ]);
  // Wrong, then the student asks for the answer.
  const cause = exercise(student, 'bufwriter-which-cause');
  await answer(cause, '0');
  await cause.getByTestId('reveal').click();
  assert.deepEqual((await verdictLines(cause)).slice(0, 3), ['Not quite.', 'You answered 0. The simulator says 1.', 'Attempt 1 of 2.']);
  assert.equal(await student.getByTestId('score').textContent(), '1 of 3 right on the first attempt, 3 of 3 answered.');
  await waitForWidgets(student);

  const downloaded = student.waitForEvent('download');
  await student.getByTestId('download-json').click();
  const download = await downloaded;
  assert.equal(download.suggestedFilename(), 'bufscope-results-week-3.json');
  const results = JSON.parse(fs.readFileSync(await download.path(), 'utf8'));
  const item = (id, lesson, attempts, revealed, expected) => ({
    id,
    lesson,
    question: question(lesson, id),
    answer: attempts[0][0],
    correct: attempts[0][1],
    attempts: attempts.map(([given, correct]) => ({ answer: given, correct })),
    revealed,
    expected,
  });
  assert.deepEqual(results, {
    format: 'bufscope-assignment-results/2',
    title: 'Week 3',
    student: 'Ada Lovelace',
    link: expectedLink,
    score: { correct: 1, answered: 3, total: 3 },
    exercises: [
      item('raw-writes-writeln-loop', 'raw-writes', [['12', true]], false, '12'),
      item('bufwriter-exact-fill', 'bufwriter', [['3', false], ['2', true]], false, '2'),
      item('bufwriter-which-cause', 'bufwriter', [['0', false]], true, '1'),
    ],
  });

  const textDownload = student.waitForEvent('download');
  await student.getByTestId('download-text').click();
  const text = fs.readFileSync(await (await textDownload).path(), 'utf8');
  assert.equal(
    text,
    [
      'bufscope assignment: Week 3',
      'Student: Ada Lovelace',
      'Score: 1 of 3 right on the first attempt (3 answered)',
      '1. raw-writes-writeln-loop — right: answered 12',
      '2. bufwriter-exact-fill — not right on the first attempt (2 attempts): answered 3, then 2; right on attempt 2',
      '3. bufwriter-which-cause — not right on the first attempt (1 attempt): answered 0; expected 1; asked to see the answer',
      `Link: ${expectedLink}`,
      '',
    ].join('\n'),
  );
  assert.equal(await student.getByTestId('results-text').inputValue(), text);

  // The answers, their attempts and the name survive a reload of the same link.
  await student.reload();
  await waitForApp(student);
  await exercise(student, 'bufwriter-which-cause').locator('[data-testid="verdict"]:not([hidden])').waitFor({ timeout: 20000 });
  assert.equal(await student.getByTestId('score').textContent(), '1 of 3 right on the first attempt, 3 of 3 answered.');
  assert.equal(await exercise(student, 'bufwriter-exact-fill').getByTestId('attempts').textContent(), 'Attempt 2 of 2. The score counts the first: 3 (not right).');
  assert.equal(await student.getByTestId('student-name').inputValue(), 'Ada Lovelace');
  await waitForWidgets(student);
  assertNoErrors(student);
});

test('with one attempt allowed, a wrong answer shows the correct one at once and cannot be retried', async () => {
  const student = await openPage(browser);
  await student.goto(`${server.url}/assignment/?ex=bufwriter-exact-fill&attempts=1`);
  await waitForApp(student);
  const card = exercise(student, 'bufwriter-exact-fill');
  await card.waitFor({ timeout: 20000 });
  await answer(card, '3');
  assert.deepEqual((await verdictLines(card)).slice(0, 3), ['Not quite.', 'You answered 3. The simulator says 2.', 'Attempt 1 of 1.']);
  assert.equal(await card.getByTestId('try-again').isVisible(), false);
  assert.equal(await card.getByTestId('reveal').isVisible(), false);
  assert.equal(await student.getByTestId('score').textContent(), '0 of 1 right on the first attempt, 1 of 1 answered.');
  await waitForWidgets(student);
  assertNoErrors(student);
});

test('a malformed assignment link says what is wrong, and still asks what it can', async () => {
  const page = await openPage(browser);
  await page.goto(`${server.url}/assignment?ex=nope,bufwriter-exact-fill,bufwriter-exact-fill`);
  await waitForApp(page);
  await page.getByTestId('exercise').first().waitFor({ timeout: 20000 });
  assert.deepEqual(await page.locator('[data-testid="link-problems"] li').allTextContents(), [
    'ex: `nope` is no exercise of this course; left out',
    'ex: `bufwriter-exact-fill` is listed twice; it is asked once',
  ]);
  assert.equal(await page.getByTestId('exercise').count(), 1);
  assert.equal(await page.getByTestId('assignment-heading').textContent(), 'Assignment');

  await page.goto(`${server.url}/assignment/?ex=nope`);
  await waitForApp(page);
  assert.deepEqual(await page.locator('[data-testid="link-problems"] li').allTextContents(), [
    'ex: `nope` is no exercise of this course; left out',
    'ex: this link lists no exercise of this course',
  ]);
  assertNoErrors(page);
});

test('from a static host without a fallback, every course route has its entry file', async () => {
  const plain = await startServer({ single: false });
  try {
    const page = await openPage(browser);
    // Without a fallback an unknown path is a 404: the entry files are what make routes work.
    const missing = await page.request.get(`${plain.url}/course/no-such-lesson/`);
    assert.equal(missing.status(), 404);
    for (const route of ['/course', '/course/', `/course/${LESSONS.at(-1).slug}`, `/course/${LESSONS[0].slug}/`, '/assignment?ex=bufwriter-exact-fill']) {
      const response = await page.goto(`${plain.url}${route}`);
      assert.equal(response.status(), 200, route);
      await waitForApp(page);
    }
    await page.getByTestId('exercise').waitFor({ timeout: 20000 });
    for (const lesson of LESSONS) {
      const response = await page.request.get(`${plain.url}/course/${lesson.slug}/`);
      assert.equal(response.status(), 200, lesson.slug);
    }
    assertNoErrors(page);
  } finally {
    await plain.close();
  }
});

// The route table (src/routes.rs) against dist/ is `xtask check-dist`'s (every `./dev build`
// ends with it); here the served pages: from a static host without a fallback, every header
// link of every bundle's page opens a page of the right bundle that marks that link, and only it.
test('from a static host without a fallback, every header link opens its page, which marks it as current', async () => {
  const plain = await startServer({ single: false });
  try {
    const page = await openPage(browser);
    const links = new Map();
    for (const bundlePage of ['/', '/about/', '/course/']) {
      await page.goto(`${plain.url}${bundlePage}`);
      await waitForApp(page);
      const found = await page.locator('header nav a.nav-link').evaluateAll((as) => as.map((a) => [a.textContent, a.getAttribute('href')]));
      for (const [label, href] of found) {
        assert.equal(links.get(label) ?? href, href, `${label} links to one place from every bundle`);
        links.set(label, href);
      }
    }
    assert.deepEqual([...links.keys()], ['Playground', 'Course', 'About', 'Reference', 'Sources']);
    for (const [label, href] of links) {
      const response = await page.goto(`${plain.url}${href}`);
      assert.equal(response.status(), 200, href);
      await waitForApp(page);
      assert.deepEqual(await page.locator('header [aria-current="page"]').allTextContents(), [label], href);
      assert.equal(await page.locator('main h1', { hasText: 'Page not found' }).count(), 0, href);
    }
    assertNoErrors(page);
  } finally {
    await plain.close();
  }
});

test('a lesson page runs one simulator worker; a widget stopping its run leaves the verdict waiting behind it to arrive', async () => {
  const page = await openPage(browser);
  const alive = new Set();
  let started = 0;
  page.on('worker', (worker) => {
    started += 1;
    alive.add(worker);
    worker.on('close', () => alive.delete(worker));
  });
  await openLesson(page, 'syscalls');
  await waitForWidgets(page);
  // Widgets, exercises and the lesson's body all went through one worker.
  assert.equal(started, 1);
  const widget = page.getByTestId('lesson-widget').first();
  await widget.locator('textarea').fill('for i in 1..=1000000 {\n    println!("{}", i);\n}\n');
  await widget.getByTestId('run').click();
  await widget.locator('[data-run-state="running"]').waitFor();
  // The check queues behind the long run in the same worker.
  const card = exercise(page, 'syscalls-count-all');
  await card.getByTestId('answer-input').fill('3');
  await card.getByTestId('check').click();
  // Running again stops the long run: a new worker replaces the old, and the check is sent again.
  await widget.getByTestId('run').click();
  await card.locator('[data-testid="verdict"]:not([hidden])').waitFor({ timeout: 60000 });
  // A first wrong answer says only what was answered (the simulator's number waits for a
  // retry or "Show the answer").
  assert.deepEqual((await verdictLines(card)).slice(0, 2), ['Not quite.', 'You answered 3.']);
  await waitForWidgets(page);
  assert.equal(started, 2);
  // The replaced worker's `close` event arrives after its termination: wait for it (5 s at
  // most) before counting the live ones.
  for (let i = 0; i < 50 && alive.size > 1; i += 1) {
    await page.waitForTimeout(100);
  }
  assert.equal(alive.size, 1);
  assertNoErrors(page);
});
