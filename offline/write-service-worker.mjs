// Writes DIST/sw.js: offline/service-worker.js with the list of every file of the build and a
// hash of its content, so that a new deploy gives the browser a new service worker.
//
//   node offline/write-service-worker.mjs [DIST]   (default: dist)
//
// Precompressed copies (.gz, .br, .zst) are left out: the browser asks for the file itself and
// the host picks the encoding. So are dotfiles (Trunk's .trunk-lock): static hosts do not serve
// them, and one missing file fails the worker's install.
import { createHash } from 'node:crypto';
import { readFileSync, readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const TEMPLATE = path.join(path.dirname(fileURLToPath(import.meta.url)), 'service-worker.js');
const WORKER = 'sw.js';
const SKIPPED = /\.(gz|br|zst)$/;
const MARK = /\/\* PRECACHE \*\/.*\/\* PRECACHE \*\//;

const sha256 = (bytes) => createHash('sha256').update(bytes).digest('hex');

/** Every file under `dist` as `/path`, in a stable order, without the worker itself. */
function filesOf(dist, folder = '') {
  return readdirSync(path.join(dist, folder), { withFileTypes: true })
    .sort((a, b) => a.name.localeCompare(b.name))
    .flatMap((entry) => {
      const relative = path.posix.join(folder, entry.name);
      if (entry.isDirectory()) return filesOf(dist, relative);
      if (relative === WORKER || SKIPPED.test(entry.name) || entry.name.startsWith('.')) return [];
      return [relative];
    });
}

/** The precache list of a build: each file's path and the first 16 hex digits of its SHA-256. */
export function precacheList(dist) {
  const files = filesOf(dist).map((relative) => ({
    path: `/${relative}`,
    hash: sha256(readFileSync(path.join(dist, relative))).slice(0, 16),
  }));
  const version = sha256(JSON.stringify(files)).slice(0, 16);
  return { version, files };
}

/** Writes `dist/sw.js` and returns its list. */
export function writeServiceWorker(dist) {
  const template = readFileSync(TEMPLATE, 'utf8');
  if (!MARK.test(template)) throw new Error(`${TEMPLATE}: no /* PRECACHE */ … /* PRECACHE */ to replace`);
  const list = precacheList(dist);
  writeFileSync(path.join(dist, WORKER), template.replace(MARK, JSON.stringify(list)));
  return list;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const dist = process.argv[2] ?? 'dist';
  const list = writeServiceWorker(dist);
  const bytes = list.files.reduce((sum, file) => sum + readFileSync(path.join(dist, file.path)).length, 0);
  console.log(`${dist}/${WORKER}: ${list.files.length} files, ${bytes} bytes, version ${list.version}`);
}
