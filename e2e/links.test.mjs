// Share links that survive: a long script's link is compressed (`v=2&z=…`), opens the same
// script, and a link too long for some servers comes with a warning and the script as a file.
import { test, before } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync, readdirSync, writeFileSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { useSiteAndBrowser, openPage, assertNoErrors, waitForApp, finished } from './harness.mjs';

const ROOT = path.join(path.dirname(fileURLToPath(import.meta.url)), '..');
const ARTIFACTS = path.join(ROOT, 'target', 'e2e-artifacts');
const CORPUS = path.join(ROOT, 'crates', 'sim', 'tests', 'corpus');

const site = useSiteAndBrowser();
before(() => mkdirSync(ARTIFACTS, { recursive: true }));

/** About `bytes` of real Rust: corpus scripts one after another, in name order. */
function realScript(bytes) {
  let script = '';
  for (const name of readdirSync(CORPUS).filter((n) => n.endsWith('.rs')).sort()) {
    if (script.length >= bytes) break;
    // Without their `// bufscope:` headers, which would set stdout over the link's.
    script += readFileSync(path.join(CORPUS, name), 'utf8').split('\n').filter((l) => !l.startsWith('// bufscope:')).join('\n');
  }
  return script.slice(0, bytes);
}

async function open(query, options) {
  const page = await openPage(site.browser, { acceptDownloads: true, ...options });
  await page.goto(`${site.server.url}/${query}`);
  await waitForApp(page);
  return page;
}

async function shareLink(page) {
  await page.getByRole('button', { name: 'Share' }).click();
  return page.getByLabel('Link', { exact: true }).inputValue();
}

test('a 6 KB script\'s link is compressed under 4 KB, and opens the same script (and the address bar holds it too)', async () => {
  const script = realScript(6000);
  assert.equal(script.length, 6000);
  const page = await open('?stdout=pipe');
  await page.getByLabel('Script').fill(script);
  await page.waitForURL(/\/\?v=2&z=[A-Za-z0-9_-]+&?/);
  const link = await shareLink(page);
  assert.match(link, new RegExp(`^${site.server.url}/\\?v=2&z=[A-Za-z0-9_-]+$`));
  assert.ok(link.length < 4000, `the link is ${link.length} bytes`);
  assert.equal(page.url(), link, 'the address bar holds the compressed link');
  const readable = `v=1&${new URLSearchParams({ script }).toString()}&stdout=pipe`;
  assert.ok(readable.length > 8000, `readable, it would be ${readable.length} bytes`);
  // Kept for the committed corpus (src/playground/link_corpus.txt).
  writeFileSync(path.join(ARTIFACTS, 'link-6kb.txt'), `link ${link.slice(site.server.url.length + 1)}\nholds ${readable}\n`);
  assertNoErrors(page);

  // The corpus scripts one after another are not one program: the run is refused, which is
  // beside the point here (the link holds the script).
  const opened = await open(link.slice(site.server.url.length + 1));
  await opened.getByTestId('rejection').waitFor({ timeout: 60000 });
  assert.equal(await opened.getByLabel('Script').inputValue(), script);
  assert.equal(await opened.getByLabel('stdout goes to').inputValue(), 'pipe');
  assert.equal(await opened.getByTestId('url-problems').count(), 0);
  // Its embed form carries the compressed link too, with the embed's own parameters beside it.
  const embed = await openPage(site.browser);
  await embed.goto(`${site.server.url}/embed${link.slice(site.server.url.length + 1)}&theme=dark&view=code`);
  await embed.locator('[data-run-state="fresh"]').waitFor({ timeout: 60000 });
  assert.equal(await embed.getByLabel('Script').inputValue(), script);
  assert.equal(await embed.getByRole('tab', { name: 'Code' }).getAttribute('aria-selected'), 'true');
  assertNoErrors(opened);
  assertNoErrors(embed);
});

test('a short script keeps the readable link', async () => {
  const page = await open('?example=bufwriter_file');
  await finished(page);
  await page.getByLabel('Script').fill('println!("short");\n');
  assert.equal(await shareLink(page), `${site.server.url}/?v=1&script=println%21%28%22short%22%29%3B%0A`);
  assertNoErrors(page);
});

test('a link over 8 KB is shared with a warning and the script as a file', async () => {
  // 14 KB that compresses badly: comments of letters from a fixed linear congruential sequence.
  const letters = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';
  let seed = 1;
  const lines = [];
  for (let line = 0; line < 200; line += 1) {
    let comment = '';
    for (let i = 0; i < 64; i += 1) {
      seed = (seed * 1103515245 + 12345) % 2147483648;
      comment += letters[(seed >> 16) % letters.length];
    }
    lines.push(`// ${comment}`);
  }
  const script = `${lines.join('\n')}\nprintln!("done");\n`;
  const page = await open('');
  await page.getByLabel('Script').fill(script);
  await page.waitForURL(/\/\?v=2&z=/);
  const link = await shareLink(page);
  assert.ok(link.length > 8000, `the link is ${link.length} bytes`);
  const warning = page.getByTestId('long-link');
  assert.equal(await warning.innerText(), `This link is ${(link.length / 1000).toFixed(1)} KB: some servers and chat apps refuse links over 8 KB. Download the script as a file`);
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    warning.getByRole('button', { name: 'Download the script as a file' }).click(),
  ]);
  assert.equal(download.suggestedFilename(), 'script.rs');
  assert.equal(readFileSync(await download.path(), 'utf8'), script);
  assertNoErrors(page);
});

test('a compressed link that cannot be read is named, and the page still works', async () => {
  const page = await open('?v=2&z=not+base64');
  assert.deepEqual(await page.getByTestId('url-problems').locator('li').allInnerTexts(), [
    'z: this compressed link cannot be read: character 4 (\' \') is not base64url',
  ]);
  assert.ok(await finished(page) > 0);
  const truncated = await open('?v=2&z=q1ZKLkpNLElVslIqSc0r');
  assert.deepEqual(await truncated.getByTestId('url-problems').locator('li').allInnerTexts(), [
    'z: this compressed link cannot be read: it is not compressed data',
  ]);
  assertNoErrors(page);
  assertNoErrors(truncated);
});
