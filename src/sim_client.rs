//! The page's side of the simulator worker: send a job, get its reply in a callback.
//!
//! A new run makes older ones moot, so [`SimClient::restart`] terminates the worker (stopping a
//! long script at once) and starts a fresh one.

use std::cell::{Cell, RefCell};
use std::collections::HashMap;
use std::rc::Rc;

use wasm_bindgen::JsCast;
use wasm_bindgen::prelude::Closure;
use web_sys::{ErrorEvent, MessageEvent, Worker};

use crate::protocol::{self, Job, Reply, Request, Response};

/// Where Trunk puts the worker's loader (`data-loader-shim` in `index.html`).
const WORKER_URL: &str = "/sim_worker_loader.js";

type Callback = Box<dyn FnOnce(Reply)>;
type ReadyCallback = Box<dyn FnOnce(Presets)>;

/// The cost-model presets the worker knows; the first is the default.
pub type Presets = Vec<bufscope_sim::cost::CostModel>;

#[derive(Default)]
struct Shared {
    pending: RefCell<HashMap<u32, Callback>>,
    /// Encoded requests sent before the worker said it was ready.
    queued: RefCell<Vec<Vec<u8>>>,
    ready: Cell<bool>,
    /// Waiting for the presets, which every worker sends when it is ready.
    on_ready: RefCell<Vec<ReadyCallback>>,
    /// The presets, once a worker sent them.
    presets: RefCell<Option<Presets>>,
    next_id: Cell<u32>,
    /// Why the worker failed, reported to every later request.
    failure: RefCell<Option<String>>,
}

/// A handle on the simulator worker; cheap to clone (the page shares one).
#[derive(Clone)]
pub struct SimClient {
    worker: Rc<RefCell<Option<Worker>>>,
    shared: Rc<Shared>,
}

impl std::fmt::Debug for SimClient {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("SimClient")
            .field("pending", &self.shared.pending.borrow().len())
            .finish()
    }
}

impl SimClient {
    pub fn start() -> SimClient {
        let client = SimClient {
            worker: Rc::new(RefCell::new(None)),
            shared: Rc::new(Shared::default()),
        };
        client.spawn();
        client
    }

    fn spawn(&self) {
        match Worker::new(WORKER_URL) {
            Ok(worker) => {
                let shared = self.shared.clone();
                let for_queue = worker.clone();
                let on_message =
                    Closure::<dyn FnMut(MessageEvent)>::new(move |event: MessageEvent| {
                        let bytes = js_sys::Uint8Array::new(&event.data()).to_vec();
                        let response =
                            protocol::decode::<Response>(&bytes).unwrap_or_else(|error| Response {
                                id: 0,
                                reply: Reply::Malformed(error),
                            });
                        if let Reply::Ready(presets) = response.reply {
                            shared.ready.set(true);
                            for bytes in shared.queued.borrow_mut().drain(..) {
                                let _ = for_queue
                                    .post_message(&js_sys::Uint8Array::from(bytes.as_slice()));
                            }
                            *shared.presets.borrow_mut() = Some(presets.clone());
                            let waiting: Vec<ReadyCallback> =
                                shared.on_ready.borrow_mut().drain(..).collect();
                            for on_ready in waiting {
                                on_ready(presets.clone());
                            }
                            return;
                        }
                        let callback = shared.pending.borrow_mut().remove(&response.id);
                        if let Some(callback) = callback {
                            callback(response.reply);
                        }
                    });
                worker.set_onmessage(Some(on_message.as_ref().unchecked_ref()));
                on_message.forget();
                let shared = self.shared.clone();
                let on_error = Closure::<dyn FnMut(ErrorEvent)>::new(move |event: ErrorEvent| {
                    let message = format!("the simulator stopped: {}", event.message());
                    *shared.failure.borrow_mut() = Some(message.clone());
                    // Every waiting request learns why, so no button stays busy for ever.
                    let waiting: Vec<Callback> = shared
                        .pending
                        .borrow_mut()
                        .drain()
                        .map(|(_, c)| c)
                        .collect();
                    for callback in waiting {
                        callback(Reply::Malformed(message.clone()));
                    }
                });
                worker.set_onerror(Some(on_error.as_ref().unchecked_ref()));
                on_error.forget();
                *self.worker.borrow_mut() = Some(worker);
            }
            Err(error) => {
                *self.shared.failure.borrow_mut() = Some(format!(
                    "the simulator could not start: {}",
                    error.as_string().unwrap_or_else(|| format!("{error:?}"))
                ));
            }
        }
    }

    /// Sends `job`; `done` gets the reply (or why there is none).
    pub fn send(&self, job: Job, done: impl FnOnce(Reply) + 'static) {
        if let Some(failure) = self.shared.failure.borrow().clone() {
            done(Reply::Malformed(failure));
            return;
        }
        let id = self.shared.next_id.get().wrapping_add(1);
        self.shared.next_id.set(id);
        let bytes = protocol::encode(&Request { id, job });
        if !self.shared.ready.get() {
            self.shared.queued.borrow_mut().push(bytes);
            self.shared.pending.borrow_mut().insert(id, Box::new(done));
            return;
        }
        let sent = self.worker.borrow().as_ref().map(|worker| {
            let array = js_sys::Uint8Array::from(bytes.as_slice());
            worker.post_message(&array)
        });
        match sent {
            Some(Ok(())) => {
                self.shared.pending.borrow_mut().insert(id, Box::new(done));
            }
            Some(Err(error)) => done(Reply::Malformed(format!(
                "the simulator could not be reached: {error:?}"
            ))),
            None => done(Reply::Malformed("the simulator is not running".into())),
        }
    }

    /// Stops whatever the worker is doing and starts anew. Every request still waiting is told
    /// it was stopped, so no other playground on the page waits for ever.
    pub fn restart(&self) {
        if let Some(worker) = self.worker.borrow_mut().take() {
            worker.terminate();
        }
        let waiting: Vec<Callback> = self
            .shared
            .pending
            .borrow_mut()
            .drain()
            .map(|(_, c)| c)
            .collect();
        for callback in waiting {
            callback(Reply::Malformed(
                "stopped: a new run replaced this one; press Run again".into(),
            ));
        }
        self.shared.queued.borrow_mut().clear();
        self.shared.ready.set(false);
        *self.shared.failure.borrow_mut() = None;
        self.spawn();
    }

    /// Calls `ready` with the cost-model presets: now if a worker already sent them, else once
    /// one has started.
    pub fn on_ready(&self, ready: impl FnOnce(Presets) + 'static) {
        let known = self.shared.presets.borrow().clone();
        match known {
            Some(presets) => ready(presets),
            None => self.shared.on_ready.borrow_mut().push(Box::new(ready)),
        }
    }
}
