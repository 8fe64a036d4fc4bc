//! The page's side of the simulator worker: send a job, get its reply in a callback.
//!
//! A page has one worker ([`SimClient::page`]): every playground, lesson widget and exercise on
//! it shares it. A new run makes the older one moot, so [`SimClient::stop`] terminates the
//! worker (stopping a long script at once), starts a fresh one, and sends it again every other
//! request that was still waiting: jobs are pure, so asking twice gives the same answer.
//!
//! A worker that dies (a wasm trap or abort fires its `error` event, or a watched run stops
//! sending progress) is replaced the same way: the request it was answering learns why
//! ([`Reply::WorkerDied`]), every other one is sent to the fresh worker.

mod ahead;

use std::cell::{Cell, RefCell};
use std::collections::BTreeMap;
use std::rc::Rc;

use wasm_bindgen::JsCast;
use wasm_bindgen::prelude::Closure;
use web_sys::{ErrorEvent, MessageEvent, Worker};

use crate::protocol::{self, AnswersAhead, Job, Reply, Request, Response, RunProgress};

use ahead::{KnownAnswers, fetch_answers};

/// Where Trunk puts the playground's worker loader (`data-loader-shim` in `index.html`).
const WORKER_URL: &str = "/sim_worker_loader.js";

/// Where the course bundle's worker loader is (`course.html`, built into `/_course/`): the
/// playground's worker and the course, which only course pages need.
const COURSE_WORKER_URL: &str = "/_course/course_worker_loader.js";

/// The worker the page's HTML started before its wasm loaded (`window.bufscopeWorker`, see
/// `index.html`), with the events it sent meanwhile; taken once.
fn adopt_early_worker() -> Option<(Worker, js_sys::Array)> {
    let window: wasm_bindgen::JsValue = web_sys::window()?.into();
    let key = wasm_bindgen::JsValue::from_str("bufscopeWorker");
    let early = js_sys::Reflect::get(&window, &key).ok()?;
    if early.is_undefined() {
        return None;
    }
    let _ = js_sys::Reflect::delete_property(window.unchecked_ref::<js_sys::Object>(), &key);
    let field = |name: &str| js_sys::Reflect::get(&early, &wasm_bindgen::JsValue::from_str(name));
    let worker = field("worker").ok()?.dyn_into::<Worker>().ok()?;
    let events = field("early").ok()?.dyn_into::<js_sys::Array>().ok()?;
    Some((worker, events))
}

/// The worker this page's bundle loads.
fn worker_url() -> &'static str {
    let path = web_sys::window()
        .and_then(|window| window.location().pathname().ok())
        .unwrap_or_default();
    match crate::bundle::Bundle::of(&path) {
        crate::bundle::Bundle::Course => COURSE_WORKER_URL,
        _ => WORKER_URL,
    }
}

/// A message from the worker as the page reads it: a body it cannot decode is
/// [`Reply::Unreadable`], still answered to its request when its id can be read (it comes
/// first), else to [`protocol::UNKNOWN_ID`].
pub fn read_response(bytes: &[u8]) -> Response {
    protocol::decode::<Response>(bytes).unwrap_or_else(|error| Response {
        id: protocol::id_of(bytes).unwrap_or(protocol::UNKNOWN_ID),
        reply: Reply::Unreadable(error),
    })
}

type Callback = Box<dyn FnOnce(Reply)>;
type ProgressCallback = Rc<dyn Fn(RunProgress)>;

/// A watched run that sent nothing for this long is taken for dead: its progress comes five
/// times a second, but one std call (up to the step budget's syscalls) sends none. In
/// milliseconds.
const SILENCE_MS: f64 = 20_000.0;
type ReadyCallback = Box<dyn FnOnce(Presets)>;

/// The cost-model presets the worker knows; the first is the default.
pub type Presets = Vec<bufscope_sim::cost::CostModel>;

/// Which request a reply answers: what [`SimClient::send`] returns, for [`SimClient::stop`].
pub type RequestId = u32;

/// A request sent and not answered yet: kept encoded, to send again to a new worker.
struct Pending {
    bytes: Vec<u8>,
    done: Callback,
    /// A watched run's progress, as it arrives.
    progress: Option<ProgressCallback>,
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
    /// When the worker last said anything (`Date.now()`). In milliseconds.
    last_heard: Cell<f64>,
    /// Waiting for the first worker to be ready.
    on_worker: RefCell<Vec<Box<dyn FnOnce()>>>,
    /// Answers worked out when the site was built, and which files of them were asked for.
    known: RefCell<KnownAnswers>,
    known_asked: RefCell<Vec<String>>,
}

impl Shared {
    /// The waiting request that a response with `id` answers: its own, or for
    /// [`protocol::UNKNOWN_ID`] (a request or an answer whose id could not be read) the oldest,
    /// which is the one the worker is on (it answers in order).
    fn take_answered(&self, id: RequestId) -> Option<Pending> {
        let mut pending = self.pending.borrow_mut();
        let id = if id == protocol::UNKNOWN_ID {
            *pending.keys().next()?
        } else {
            id
        };
        pending.remove(&id)
    }

    /// The presets are known (a worker said them, or answers ahead did): whoever waits for
    /// them gets them.
    fn presets_known(&self, presets: Presets) {
        *self.presets.borrow_mut() = Some(presets.clone());
        let waiting: Vec<ReadyCallback> = self.on_ready.borrow_mut().drain(..).collect();
        for on_ready in waiting {
            on_ready(presets.clone());
        }
    }

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
        client.watch_for_silence();
        client
    }

    /// Once a second: a watched run the worker is on that has been silent for
    /// [`SILENCE_MS`] means the worker hangs or died without a word.
    fn watch_for_silence(&self) {
        let client = self.clone();
        let check = Closure::<dyn FnMut()>::new(move || {
            let shared = &client.shared;
            // The worker answers in order: the first waiting request is the one it is on.
            let on_watched = shared
                .pending
                .borrow()
                .values()
                .next()
                .is_some_and(|pending| pending.progress.is_some());
            if shared.ready.get()
                && on_watched
                && js_sys::Date::now() - shared.last_heard.get() > SILENCE_MS
            {
                client.died(format!(
                    "it sent nothing for {} s",
                    (SILENCE_MS / 1000.0) as u32
                ));
            }
        });
        if let Some(window) = web_sys::window() {
            let _ = window.set_interval_with_callback_and_timeout_and_arguments_0(
                check.as_ref().unchecked_ref(),
                1000,
            );
        }
        // Lives as long as the page, as the client does.
        check.forget();
    }

    /// The worker died while answering the first waiting request: that one learns why, a
    /// fresh worker answers the others. A worker that dies before it was ready could not
    /// start at all: every request learns why, and no new one is tried.
    fn died(&self, why: String) {
        if let Some(worker) = self.worker.borrow_mut().take() {
            worker.terminate();
        }
        if !self.shared.ready.get() {
            let message = format!("the simulator could not start: {why}");
            *self.shared.failure.borrow_mut() = Some(message.clone());
            self.shared.fail_all(|| Reply::NotRunning(message.clone()));
            return;
        }
        self.shared.ready.set(false);
        let first = self.shared.pending.borrow().keys().next().copied();
        let killed = first.and_then(|id| self.shared.pending.borrow_mut().remove(&id));
        // The others stay pending: the new worker's Ready sends them again.
        self.spawn();
        if let Some(killed) = killed {
            (killed.done)(Reply::WorkerDied(why));
        }
    }

    fn spawn(&self) {
        let (worker, early) = match adopt_early_worker() {
            Some((worker, early)) => (Ok(worker), Some(early)),
            None => (Worker::new(worker_url()), None),
        };
        let worker = match worker {
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
            let response = read_response(&bytes);
            shared.last_heard.set(js_sys::Date::now());
            if let Reply::Progress(progress) = response.reply {
                let watcher = shared
                    .pending
                    .borrow()
                    .get(&response.id)
                    .and_then(|pending| pending.progress.clone());
                if let Some(watcher) = watcher {
                    watcher(progress);
                }
                return;
            }
            if let Reply::Ready(presets) = response.reply {
                shared.ready.set(true);
                for pending in shared.pending.borrow().values() {
                    let _ =
                        for_queue.post_message(&js_sys::Uint8Array::from(pending.bytes.as_slice()));
                }
                shared.presets_known(presets);
                let waiting: Vec<Box<dyn FnOnce()>> =
                    shared.on_worker.borrow_mut().drain(..).collect();
                for ready in waiting {
                    ready();
                }
                return;
            }
            let pending = shared.take_answered(response.id);
            if let Some(pending) = pending {
                (pending.done)(response.reply);
            }
        });
        worker.set_onmessage(Some(on_message.as_ref().unchecked_ref()));
        let client = self.clone();
        let this_worker = worker.clone();
        let on_error = Closure::<dyn FnMut(ErrorEvent)>::new(move |event: ErrorEvent| {
            // Only the live worker's death counts: a replaced one is gone already.
            let live = client
                .worker
                .borrow()
                .as_ref()
                .is_some_and(|w| w == &this_worker);
            if live {
                client.died(event.message());
            }
        });
        worker.set_onerror(Some(on_error.as_ref().unchecked_ref()));
        // What the early worker said before this page listened, in order.
        for event in early.iter().flat_map(|events| events.iter()) {
            let handler: &js_sys::Function = if event.is_instance_of::<ErrorEvent>() {
                on_error.as_ref().unchecked_ref()
            } else {
                on_message.as_ref().unchecked_ref()
            };
            let _ = handler.call1(&wasm_bindgen::JsValue::NULL, &event);
        }
        on_message.forget();
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
        self.send_with_progress(job, None, done)
    }

    /// Sends a [`Job::Watch`]: `progress` gets how far the run is a few times a second, `done`
    /// its answer.
    pub fn send_watched(
        &self,
        job: Job,
        progress: impl Fn(RunProgress) + 'static,
        done: impl FnOnce(Reply) + 'static,
    ) -> RequestId {
        self.send_with_progress(job, Some(Rc::new(progress)), done)
    }

    fn send_with_progress(
        &self,
        job: Job,
        progress: Option<ProgressCallback>,
        done: impl FnOnce(Reply) + 'static,
    ) -> RequestId {
        // Never `UNKNOWN_ID`, even after 2^32 requests.
        let id = self.shared.next_id.get().wrapping_add(1).max(1);
        self.shared.next_id.set(id);
        let bytes = protocol::encode(&Request { id, job });
        if let Some(reply) = self.shared.known.borrow().reply_to(&bytes) {
            // Never before `send` returns: the caller learns the request's id first, as it
            // does when the worker answers.
            wasm_bindgen_futures::spawn_local(async move { done(reply) });
            return id;
        }
        if self.shared.failure.borrow().is_some() {
            done(Reply::NotRunning(self.failure()));
            return id;
        }
        if self.shared.ready.get() {
            if self.shared.pending.borrow().is_empty() {
                // The silence check counts from when the worker got work, not from its last
                // answer long ago.
                self.shared.last_heard.set(js_sys::Date::now());
            }
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
        self.shared.pending.borrow_mut().insert(
            id,
            Pending {
                bytes,
                done,
                progress,
            },
        );
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

    /// Fetches the answers worked out ahead at `url` (`protocol::answers_path` for an
    /// example, `charts_answers_path` for its `/charts`, `lesson_answers_path` for a lesson),
    /// the first time it is asked and only while
    /// no worker is ready: a ready worker answers in milliseconds what the file would take a
    /// download for. Requests whose job they hold are answered from them: those waiting now,
    /// and those sent later.
    pub fn expect_answers(&self, url: String) {
        if self.shared.ready.get() || self.shared.known_asked.borrow().contains(&url) {
            return;
        }
        self.shared.known_asked.borrow_mut().push(url.clone());
        let client = self.clone();
        wasm_bindgen_futures::spawn_local(async move {
            if let Some(ahead) = fetch_answers(&url).await {
                client.learn(ahead);
            }
        });
    }

    /// Answers worked out ahead arrived: the presets, if no worker said them yet, and the
    /// waiting requests they answer that no worker has been sent (a worker that has one
    /// answers it itself, in its turn).
    fn learn(&self, ahead: AnswersAhead) {
        let shared = &self.shared;
        let presets = ahead.presets.clone();
        shared.known.borrow_mut().learn(ahead);
        if shared.presets.borrow().is_none() && !presets.is_empty() {
            shared.presets_known(presets);
        }
        if shared.ready.get() {
            return;
        }
        let answered: Vec<(RequestId, Reply)> = shared
            .pending
            .borrow()
            .iter()
            .filter_map(|(&id, pending)| {
                Some((id, shared.known.borrow().reply_to(&pending.bytes)?))
            })
            .collect();
        for (id, reply) in answered {
            let pending = shared.pending.borrow_mut().remove(&id);
            if let Some(pending) = pending {
                (pending.done)(reply);
            }
        }
    }

    /// Calls `ready` once a worker is ready (now, if one is): until then only answers worked
    /// out ahead come, and anything else waits for it.
    pub fn when_worker_ready(&self, ready: impl FnOnce() + 'static) {
        if self.shared.ready.get() {
            ready();
        } else {
            self.shared.on_worker.borrow_mut().push(Box::new(ready));
        }
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
