// Registers the service worker that keeps the site for use without a network (see
// service-worker.js). Every bundle's page loads this one file. Not from /embed: a blog's reader
// should not download the whole site.
//
// Installing it downloads the whole site (every bundle's wasm, megabytes), which shares the
// network with what the page still needs: on the playground and the course, the simulator
// worker's wasm, which the first trace waits for. So where the page's HTML started that worker
// (`window.bufscopeWorker`, see index.html), registration waits for its first message (it is
// ready) or its failure; elsewhere, for the page's own wasm to have started (Trunk's
// `TrunkApplicationStarted`, after it sets `window.wasmBindings`), which the load event does not
// wait for.
if ('serviceWorker' in navigator && !location.pathname.startsWith('/embed')) {
  const register = () => {
    navigator.serviceWorker.register('/sw.js')
      .catch((error) => console.warn('bufscope will need the network:', error.message));
  };
  const early = window.bufscopeWorker;
  if (early) {
    let registered = false;
    const once = () => {
      if (!registered) {
        registered = true;
        register();
      }
    };
    early.worker.addEventListener('message', once, { once: true });
    early.worker.addEventListener('error', once, { once: true });
  } else if (window.wasmBindings) {
    register();
  } else {
    addEventListener('TrunkApplicationStarted', register, { once: true });
  }
}
