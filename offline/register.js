// Registers the service worker that keeps the site for use without a network (see
// service-worker.js). Every bundle's page loads this one file. Not from /embed: a blog's reader
// should not download the whole site. Installing downloads the whole site, so it waits until
// the first trace no longer needs the network: the early simulator worker has answered or
// failed (index.html's promise; the app may have adopted the worker before this file runs),
// or else the page's own wasm has started (ARCHITECTURE.md, offline/).
if ('serviceWorker' in navigator && !location.pathname.startsWith('/embed')) {
  new Promise((ready) => {
    if (window.bufscopeWorkerAnswered) {
      window.bufscopeWorkerAnswered.then(ready);
    } else if (window.wasmBindings) {
      ready();
    } else {
      addEventListener('TrunkApplicationStarted', ready);
    }
  }).then(() => navigator.serviceWorker.register('/sw.js'))
    .catch((error) => console.warn('bufscope will need the network:', error.message));
}
