// A simulator worker's first script when its page's HTML starts it (index.html, course.html).
// That page fetches and compiles the worker's wasm itself, from its first line, and posts the
// compiled module as the worker's first message: the download no longer waits for this script
// and then for the bindings below it, each behind the page's own wasm on a slow link.
// `self.name` names the worker's bindings (`sim_worker` or `course_worker`), which Trunk puts
// beside this file. Workers the page starts later (a restart) use Trunk's loader shim instead.
importScripts(`./${self.name}.js`);
self.onmessage = function (event) {
  self.onmessage = null;
  // null: the page could not compile it (no streaming compile, or not served as
  // application/wasm), so this worker fetches its wasm as the shim would.
  wasm_bindgen({ module_or_path: event.data || `./${self.name}_bg.wasm` });
};
