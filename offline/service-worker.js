// bufscope's service worker: after a first visit, the whole site (playground, course, reference,
// charts) works without a network, for classrooms with bad Wi-Fi.
//
// `./dev build` writes dist/sw.js from this file (offline/write-service-worker.mjs), replacing
// PRECACHE with every file of the build and its content hash. A new deploy changes that list,
// so the browser sees a new sw.js, installs it, and it fetches only the files whose hash
// changed (the others are copied from the cache of the version before).
//
// Files of the build are served from the cache first (they are exactly the deployed ones: the
// list names their hashes); anything else (another origin, a file not in the build) goes to
// the network untouched.

const PRECACHE = /* PRECACHE */ { version: 'unbuilt', files: [] } /* PRECACHE */;
const CACHE_PREFIX = 'bufscope-';
const CACHE = CACHE_PREFIX + PRECACHE.version;
// Each cache holds its own list, so a later version knows which files it can reuse.
const LIST_KEY = '/__bufscope-precache.json';

/** path -> hash, for one list. */
const hashes = (list) => new Map(list.files.map((file) => [file.path, file.hash]));

/** Responses of the previous versions whose path and hash are unchanged, by path. */
async function reusable() {
  const found = new Map();
  for (const name of await caches.keys()) {
    if (!name.startsWith(CACHE_PREFIX) || name === CACHE) continue;
    const cache = await caches.open(name);
    const listed = await cache.match(LIST_KEY);
    if (!listed) continue;
    const old = hashes(await listed.json());
    for (const file of PRECACHE.files) {
      if (found.has(file.path) || old.get(file.path) !== file.hash) continue;
      const response = await cache.match(file.path);
      if (response) found.set(file.path, response);
    }
  }
  return found;
}

self.addEventListener('install', (event) => {
  event.waitUntil((async () => {
    const cache = await caches.open(CACHE);
    const kept = await reusable();
    await Promise.all(PRECACHE.files.map(async (file) => {
      let response = kept.get(file.path);
      if (!response) {
        // Past the HTTP cache: the bytes must be the ones the list's hash names.
        response = await fetch(file.path, { cache: 'no-cache' });
        // A half-deployed site must not become the offline copy: the install fails, and the
        // version before stays in charge.
        if (!response.ok) throw new Error(`${file.path}: HTTP ${response.status}`);
      }
      await cache.put(file.path, response);
    }));
    await cache.put(LIST_KEY, new Response(JSON.stringify(PRECACHE), {
      headers: { 'content-type': 'application/json' },
    }));
    // A new version takes over at once: every file a page loads is fetched when it starts.
    await self.skipWaiting();
  })());
});

self.addEventListener('activate', (event) => {
  event.waitUntil((async () => {
    for (const name of await caches.keys()) {
      if (name.startsWith(CACHE_PREFIX) && name !== CACHE) await caches.delete(name);
    }
    // The first visit's page is served by this worker from now on, not only after a reload.
    await self.clients.claim();
  })());
});

const LISTED = new Set(PRECACHE.files.map((file) => file.path));

/**
 * The cached file that answers a path: the file itself, a folder's index.html (a static host
 * serves `course/<slug>/index.html` for `/course/<slug>/` and `/course/<slug>`), or, for a page
 * the build does not have, 404.html (the playground's page, whose router names the path).
 */
function cachedPath(pathname, isPage) {
  if (LISTED.has(pathname)) return pathname;
  const folder = pathname.endsWith('/') ? pathname : `${pathname}/`;
  if (LISTED.has(`${folder}index.html`)) return `${folder}index.html`;
  if (isPage && LISTED.has('/404.html')) return '/404.html';
  return null;
}

self.addEventListener('fetch', (event) => {
  const request = event.request;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  const path = cachedPath(url.pathname, request.mode === 'navigate');
  if (!path) return;
  event.respondWith((async () => {
    const cache = await caches.open(CACHE);
    const cached = await cache.match(path);
    // Not cached yet (the install is still under way): the network, as without this worker.
    return cached ?? fetch(request);
  })());
});
