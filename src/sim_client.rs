//! The page's side of the simulator worker: send a job, get its reply in a callback.
//!
//! A page has one worker ([`SimClient::page`]): every playground, lesson widget and exercise on
//! it shares it. A new run makes the older one moot, so [`SimClient::stop`] terminates the
//! worker (stopping a long script at once), starts a fresh one, and sends it again every other
//! request that was still waiting: jobs are pure, so asking twice gives the same answer.

use std::cell::{Cell, RefCell};
use std::collections::BTreeMap;
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

/// Which request a reply answers: what [`SimClient::send`] returns, for [`SimClient::stop`].
pub type RequestId = u32;

/// A request sent and not answered yet: kept encoded, to send again to a new worker.
struct Pending {
    bytes: Vec<u8>,
    done: Callback,
}

#[derive(Default)]
struct Shared {
    /// In the order sent, so a new worker gets them in the same order.
    pending: RefCell<BTreeMap<RequestId, Pending>>,
    ready: Cell<bool>,
    /// Waiting for the presets, which every worker sends when it is ready.
    on_ready: RefCell<Vec<ReadyCallback>>,
    /// The presets, once a worker sent them.
    presets: RefCell<Option<Presets>>,
    next_id: Cell<RequestId>,
    /// Why the worker is not running, told to every later request.
    failure: RefCell<Option<String>>,
}

impl Shared {
    /// Answers every waiting request with `reply()`.
    fn fail_all(&self, reply: impl Fn() -> Reply) {
        let waiting: Vec<Pending> = std::mem::take(&mut *self.pending.borrow_mut())
            .into_values()
            .collect();
        for pending in waiting {
            (pending.done)(reply());
        }
    }
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

thread_local! {
    static PAGE_CLIENT: RefCell<Option<SimClient>> = const { RefCell::new(None) };
}

impl SimClient {
    /// The page's one worker, started on first use.
    pub fn page() -> SimClient {
        PAGE_CLIENT.with(|client| client.borrow_mut().get_or_insert_with(Self::start).clone())
    }

    fn start() -> SimClient {
        let client = SimClient {
            worker: Rc::new(RefCell::new(None)),
            shared: Rc::new(Shared::default()),
        };
        client.spawn();
        client
    }

    fn spawn(&self) {
        let worker = match Worker::new(WORKER_URL) {
            Ok(worker) => worker,
            Err(error) => {
                *self.shared.failure.borrow_mut() = Some(format!(
                    "the simulator could not start: {}",
                    error.as_string().unwrap_or_else(|| format!("{error:?}"))
                ));
                self.shared.fail_all(|| Reply::NotRunning(self.failure()));
                return;
            }
        };
        let shared = self.shared.clone();
        let for_queue = worker.clone();
        let on_message = Closure::<dyn FnMut(MessageEvent)>::new(move |event: MessageEvent| {
            let bytes = js_sys::Uint8Array::new(&event.data()).to_vec();
            let response = match protocol::decode::<Response>(&bytes) {
                Ok(response) => response,
                Err(error) => match protocol::id_of(&bytes) {
                    Some(id) => Response {
                        id,
                        reply: Reply::Malformed(error),
                    },
                    // Not even its id can be read: whichever request it answers must not
                    // wait for ever, so every waiting request learns why.
                    None => {
                        shared.fail_all(|| Reply::Malformed(error.clone()));
                        return;
                    }
                },
            };
            if let Reply::Ready(presets) = response.reply {
                shared.ready.set(true);
                for pending in shared.pending.borrow().values() {
                    let _ =
                        for_queue.post_message(&js_sys::Uint8Array::from(pending.bytes.as_slice()));
                }
                *shared.presets.borrow_mut() = Some(presets.clone());
                let waiting: Vec<ReadyCallback> = shared.on_ready.borrow_mut().drain(..).collect();
                for on_ready in waiting {
                    on_ready(presets.clone());
                }
                return;
            }
            let pending = shared.pending.borrow_mut().remove(&response.id);
            if let Some(pending) = pending {
                (pending.done)(response.reply);
            }
        });
        worker.set_onmessage(Some(on_message.as_ref().unchecked_ref()));
        on_message.forget();
        let shared = self.shared.clone();
        let on_error = Closure::<dyn FnMut(ErrorEvent)>::new(move |event: ErrorEvent| {
            let message = format!("the simulator stopped: {}", event.message());
            *shared.failure.borrow_mut() = Some(message.clone());
            // Every waiting request learns why, so no button stays busy for ever.
            shared.fail_all(|| Reply::NotRunning(message.clone()));
        });
        worker.set_onerror(Some(on_error.as_ref().unchecked_ref()));
        on_error.forget();
        *self.worker.borrow_mut() = Some(worker);
    }

    fn failure(&self) -> String {
        self.shared
            .failure
            .borrow()
            .clone()
            .unwrap_or_else(|| "the simulator is not running".into())
    }

    /// Sends `job`; `done` gets the reply (or why there is none). Sent before the worker is
    /// ready, it waits: messages posted before the worker's handler exists would be lost.
    pub fn send(&self, job: Job, done: impl FnOnce(Reply) + 'static) -> RequestId {
        let id = self.shared.next_id.get().wrapping_add(1);
        self.shared.next_id.set(id);
        if self.shared.failure.borrow().is_some() {
            done(Reply::NotRunning(self.failure()));
            return id;
        }
        let bytes = protocol::encode(&Request { id, job });
        if self.shared.ready.get() {
            let sent = self
                .worker
                .borrow()
                .as_ref()
                .map(|worker| worker.post_message(&js_sys::Uint8Array::from(bytes.as_slice())));
            match sent {
                Some(Ok(())) => {}
                Some(Err(error)) => {
                    done(Reply::NotRunning(format!(
                        "the simulator could not be reached: {error:?}"
                    )));
                    return id;
                }
                None => {
                    done(Reply::NotRunning(self.failure()));
                    return id;
                }
            }
        }
        let done = Box::new(done);
        self.shared
            .pending
            .borrow_mut()
            .insert(id, Pending { bytes, done });
        id
    }

    /// Stops request `id` at once, if it is still waiting: the worker is replaced by a fresh
    /// one, `id` is answered [`Reply::Stopped`], and every other waiting request (another
    /// playground's run, a lesson, a verdict) is sent again to the new worker.
    pub fn stop(&self, id: RequestId) {
        let Some(stopped) = self.shared.pending.borrow_mut().remove(&id) else {
            return;
        };
        if let Some(worker) = self.worker.borrow_mut().take() {
            worker.terminate();
        }
        self.shared.ready.set(false);
        *self.shared.failure.borrow_mut() = None;
        // The others stay pending: the new worker's Ready sends them again.
        self.spawn();
        (stopped.done)(Reply::Stopped);
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
