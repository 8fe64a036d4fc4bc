//! A worker's message loop: every message is one encoded request, every reply one encoded
//! response, with a watched run's progress posted while it runs.

use wasm_bindgen::JsCast;
use wasm_bindgen::prelude::Closure;
use web_sys::{DedicatedWorkerGlobalScope, MessageEvent};

use super::CourseJobs;

/// Answers every message this worker gets; `course` answers course jobs. Tells the page it
/// listens (messages sent before the handler existed were dropped: the page waits for this).
pub fn listen(course: CourseJobs) {
    console_error_panic_hook::set_once();
    let scope: DedicatedWorkerGlobalScope = js_sys::global().unchecked_into();
    let reply_scope = scope.clone();
    let on_message = Closure::<dyn FnMut(MessageEvent)>::new(move |event: MessageEvent| {
        let request = js_sys::Uint8Array::new(&event.data()).to_vec();
        // Progress of a long run reaches the page while the run goes on: posting does not
        // wait for this handler to return. The page is gone if posting fails; nothing is left
        // to tell.
        let mut post = |message: Vec<u8>| {
            let _ = reply_scope.post_message(&js_sys::Uint8Array::from(message.as_slice()));
        };
        let response = super::handle_watched(&request, &js_sys::Date::now, &mut post, course);
        let _ = reply_scope.post_message(&js_sys::Uint8Array::from(response.as_slice()));
    });
    scope.set_onmessage(Some(on_message.as_ref().unchecked_ref()));
    // The handler lives as long as the worker.
    on_message.forget();
    let _ = scope.post_message(&js_sys::Uint8Array::from(super::ready().as_slice()));
}
