// Registers the service worker that keeps the site for use without a network (see
// service-worker.js). Every bundle's page loads this one file. Not from /embed: a blog's reader
// should not download the whole site.
if ('serviceWorker' in navigator && !location.pathname.startsWith('/embed')) {
  addEventListener('load', () => {
    navigator.serviceWorker.register('/sw.js')
      .catch((error) => console.warn('bufscope will need the network:', error.message));
  });
}
