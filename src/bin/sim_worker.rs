//! The simulator's Web Worker: every message is one encoded request, every reply one encoded
//! response (see `bufscope::protocol`). Trunk builds it as a worker (`index.html`).

use wasm_bindgen::JsCast;
use wasm_bindgen::prelude::Closure;
use web_sys::{DedicatedWorkerGlobalScope, MessageEvent};

fn main() {
    console_error_panic_hook::set_once();
    let scope: DedicatedWorkerGlobalScope = js_sys::global().unchecked_into();
    let reply_scope = scope.clone();
    let on_message = Closure::<dyn FnMut(MessageEvent)>::new(move |event: MessageEvent| {
        let request = js_sys::Uint8Array::new(&event.data()).to_vec();
        let response = js_sys::Uint8Array::from(bufscope::worker::handle(&request).as_slice());
        // The page is gone if this fails; nothing is left to tell.
        let _ = reply_scope.post_message(&response);
    });
    scope.set_onmessage(Some(on_message.as_ref().unchecked_ref()));
    // The handler lives as long as the worker.
    on_message.forget();
    // Messages sent before the handler existed were dropped: the page waits for this one.
    let _ = scope.post_message(&js_sys::Uint8Array::from(
        bufscope::worker::ready().as_slice(),
    ));
}
