//! A playground's runs: starting one (A, and B when comparing), stopping it, keeping going past
//! the time budget, re-running as the learner types, and what the last one produced.
//!
//! Only this playground's own run is ever stopped: other playgrounds on a lesson page share the
//! worker, and their requests are sent again to the fresh one (`sim_client.rs`).

use std::cell::Cell;
use std::rc::Rc;

use leptos::prelude::*;

use super::history::HistoryPolicy;
use super::outcome::Outcome;
use super::predict_question::Verdict;
use super::run_progress::{first_watch, keep_going_watch, replay_watch};
use super::state_signals::StateSignals;
use super::url_state::PlaygroundState;
use crate::protocol::{Job, RunProgress, RunRequest, RunView, Watch};
use crate::sim_client::RequestId;
use crate::state::SharedClient;

/// A script whose last run took at most this long re-runs as it is edited. In milliseconds.
const LIVE_RUN_MS: f64 = 1500.0;
/// How long typing must pause before that re-run. In milliseconds.
const LIVE_DEBOUNCE_MS: u64 = 400;

/// The step of `run` an embed starts at: the first whose operation is `step` or later.
fn start_position(run: &RunView, step: Option<u64>) -> Option<usize> {
    let step = step?;
    run.steps
        .iter()
        .position(|s| s.index >= step)
        .or(run.steps.len().checked_sub(1))
}

/// The part of a state a run depends on (prices re-price without a run).
fn run_part(state: PlaygroundState) -> PlaygroundState {
    PlaygroundState {
        prices: Vec::new(),
        preset: 0,
        predict: None,
        ..state
    }
}

/// A playground's runs and their results. Copy: every field is a signal or a stored value.
#[derive(Debug, Clone, Copy)]
pub struct Runner {
    client: SharedClient,
    signals: StateSignals,
    current: Signal<PlaygroundState>,
    /// Files the learner uploaded; they live in the page only (a link cannot carry them).
    pub uploads: RwSignal<Vec<(String, Vec<u8>)>>,
    history: StoredValue<HistoryPolicy>,
    /// What the last finished run of A produced.
    pub outcome: RwSignal<Option<Outcome>>,
    /// B's, when comparing.
    pub outcome_b: RwSignal<Option<Outcome>>,
    /// The committed prediction's verdict; a new run asks for a new one.
    pub verdict: RwSignal<Option<Verdict>>,
    /// What the shown run was asked: the charts and the language panel replay it.
    pub last_request: RwSignal<Option<RunRequest>>,
    /// The step shown (`None`: the end of the run).
    pub position: RwSignal<Option<usize>>,
    /// The script line of the log row picked.
    pub picked_line: RwSignal<Option<u32>>,
    pub running: RwSignal<bool>,
    /// A stopped run is being run again up to where the Stop found it.
    pub stopping: RwSignal<bool>,
    /// How far the run in flight is (`run_progress.rs`).
    pub progress: RwSignal<Option<RunProgress>>,
    /// A simulator worker has been ready: a run that waits before it is one waiting for the
    /// worker's download, not running.
    pub worker_here: RwSignal<bool>,
    /// The shown results no longer match the script.
    pub stale: Memo<bool>,
    /// What the shown results were run from (prices aside).
    shown_state: RwSignal<Option<PlaygroundState>>,
    /// The runs in flight, to stop when a newer one replaces them.
    run_id: StoredValue<Option<RequestId>>,
    run_id_b: StoredValue<Option<RequestId>>,
    /// Each run's number: a reply to a run that a newer one replaced (or Stop ended) is
    /// dropped.
    generation: StoredValue<u64>,
    /// What the run in flight was asked.
    in_flight: StoredValue<Option<(PlaygroundState, RunRequest, Watch)>>,
    /// How long the last run took, to decide whether typing re-runs. In milliseconds.
    last_run_ms: StoredValue<f64>,
    pending_rerun: StoredValue<Option<TimeoutHandle>>,
    /// The step the first run opens at (`steps=` of an embed); later runs open at their end.
    start_step: StoredValue<Option<u64>>,
}

impl Runner {
    pub fn new(
        client: SharedClient,
        signals: StateSignals,
        history: StoredValue<HistoryPolicy>,
        start_step: Option<u64>,
    ) -> Runner {
        let current = signals.current();
        let shown_state = RwSignal::new(None::<PlaygroundState>);
        let stale = Memo::new(move |_| {
            shown_state.with(|shown| {
                shown
                    .as_ref()
                    .is_some_and(|s| *s != run_part(current.get()))
            })
        });
        let worker_here = RwSignal::new(false);
        // `try_set`: the playground may be gone (a lesson left) when the worker arrives.
        client.with_value(|c| c.when_worker_ready(move || _ = worker_here.try_set(true)));
        Runner {
            client,
            signals,
            current,
            uploads: RwSignal::new(Vec::new()),
            history,
            outcome: RwSignal::new(None),
            outcome_b: RwSignal::new(None),
            verdict: RwSignal::new(None),
            last_request: RwSignal::new(None),
            position: RwSignal::new(None),
            picked_line: RwSignal::new(None),
            running: RwSignal::new(false),
            stopping: RwSignal::new(false),
            progress: RwSignal::new(None),
            worker_here,
            stale,
            shown_state,
            run_id: StoredValue::new(None),
            run_id_b: StoredValue::new(None),
            generation: StoredValue::new(0),
            in_flight: StoredValue::new(None),
            last_run_ms: StoredValue::new(0.0),
            pending_rerun: StoredValue::new(None),
            start_step: StoredValue::new(start_step),
        }
    }

    /// `running`, `stale` or `fresh` (`data-run-state`).
    pub fn run_state(self) -> &'static str {
        if self.running.get() {
            "running"
        } else if self.stale.get() {
            "stale"
        } else {
            "fresh"
        }
    }

    fn cancel_pending(self) {
        if let Some(handle) = self.pending_rerun.get_value() {
            handle.clear();
            self.pending_rerun.set_value(None);
        }
    }

    fn stop_own_runs(self) {
        for id in [self.run_id.get_value(), self.run_id_b.get_value()]
            .into_iter()
            .flatten()
        {
            self.client.with_value(|c| c.stop(id));
        }
    }

    fn launch(self, state: PlaygroundState, request: RunRequest, watch: Watch) {
        self.cancel_pending();
        if let Some(example) = &state.example {
            // An example's first answers may be known before the worker is here.
            self.client
                .with_value(|c| c.expect_answers(crate::protocol::answers_path(example)));
        }
        let mine = self.generation.get_value() + 1;
        self.generation.set_value(mine);
        if self.running.get_untracked() {
            // This playground's own run is moot now: stop it at once.
            self.stop_own_runs();
        }
        self.running.set(true);
        self.stopping.set(watch.stop_at_steps.is_some());
        self.progress.set(None);
        self.in_flight
            .set_value(Some((state.clone(), request.clone(), watch)));
        let started = js_sys::Date::now();
        // A and B both answer before the run is over; a new run asks for a new prediction.
        // Not a StoredValue: this may run in a scope (B's change buttons) that a re-render
        // disposes before the replies arrive.
        let waiting = Rc::new(Cell::new(1 + u8::from(state.compare.is_some())));
        let running = self.running;
        let finish_one = move |waiting: &Cell<u8>| {
            waiting.set(waiting.get() - 1);
            if waiting.get() == 0 {
                running.set(false);
            }
        };
        let waiting_b = waiting.clone();
        self.verdict.set(None);
        self.outcome_b.set(None);
        let generation = self.generation;
        let outcome_b = self.outcome_b;
        self.run_id_b
            .set_value(
                state
                    .run_request_b(self.uploads.get_untracked())
                    .map(|request_b| {
                        self.client.with_value(|c| {
                            c.send(Job::Run(request_b), move |reply| {
                                if generation.get_value() == mine {
                                    outcome_b.set(Some(Outcome::of(reply.ran())));
                                    finish_one(&waiting_b);
                                }
                            })
                        })
                    }),
            );
        let progress = self.progress;
        let on_progress = move |now: RunProgress| {
            if generation.get_value() == mine {
                progress.set(Some(now));
            }
        };
        let job = Job::Watch(request.clone(), watch);
        let id = self.client.with_value(|c| {
            c.send_watched(job, on_progress, move |reply| {
                if generation.get_value() != mine {
                    return;
                }
                self.stopping.set(false);
                self.last_run_ms.set_value(js_sys::Date::now() - started);
                self.position.set(None);
                self.picked_line.set(None);
                finish_one(&waiting);
                self.shown_state.set(Some(run_part(state)));
                self.last_request.set(Some(request));
                let step = self.start_step.get_value();
                self.start_step.set_value(None);
                let outcome = Outcome::of(reply.ran());
                if let Some(run) = outcome.ran() {
                    self.position.set(start_position(run, step));
                }
                self.outcome.set(Some(outcome));
            })
        });
        self.run_id.set_value(Some(id));
    }

    /// Runs the state as it is now.
    pub fn run_now(self) {
        let state = self.current.get_untracked();
        let request = state.run_request(self.uploads.get_untracked());
        self.launch(state, request, first_watch());
    }

    /// A Run is a step the learner took: the next keystroke starts a new history entry.
    pub fn run_clicked(self) {
        self.history.update_value(HistoryPolicy::checkpoint);
        self.run_now();
    }

    /// Stop keeps what ran: the worker is replaced at once and the same request runs again up
    /// to where its last progress was.
    pub fn stop_clicked(self) {
        if let Some((state, request, watch)) = self.in_flight.get_value() {
            let watch = replay_watch(watch, self.progress.get_untracked());
            self.launch(state, request, watch);
        }
    }

    /// Past the time budget: the same state again, with the longer budget.
    pub fn keep_going(self) {
        let state = self.current.get_untracked();
        let request = state.run_request(self.uploads.get_untracked());
        self.launch(state, request, keep_going_watch());
    }

    /// Typing re-runs a script whose last run was quick, once the typing pauses; a slow one
    /// waits for Run, its old results marked stale.
    pub fn edited(self) {
        self.cancel_pending();
        // A prediction is asked of a script the learner has finished: no re-run per pause.
        if self.signals.predict.with_untracked(Option::is_none)
            && self.last_run_ms.get_value() <= LIVE_RUN_MS
            && let Ok(handle) = set_timeout_with_handle(
                move || {
                    self.pending_rerun.set_value(None);
                    self.run_now();
                },
                std::time::Duration::from_millis(LIVE_DEBOUNCE_MS),
            )
        {
            self.pending_rerun.set_value(Some(handle));
        }
    }
}
