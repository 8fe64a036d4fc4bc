//! The playground: paste a script, run it over the simulated kernel in a worker, step through
//! it, see every syscall, move the costs. Its whole state lives in the URL.

use std::sync::Arc;

use bufscope_sim::kernel::StreamTarget;
use bufscope_sim::whatif::StdoutPolicy;
use leptos::prelude::*;

use crate::examples::{EXAMPLES, example};
use crate::playground::compare_section::CompareSection;
use crate::playground::compare_state::CompareState;
use crate::playground::cost_panel::CostPanel;
use crate::playground::embed_options::EmbedOptions;
use crate::playground::embed_options::EmbedView;
use crate::playground::embed_tabs::EmbedTabBar;
use crate::playground::export_panel::ExportPanel;
use crate::playground::history::{Change, HistoryPolicy};
use crate::playground::inputs_panel::InputsPanel;
use crate::playground::languages_panel::LanguagesPanel;
use crate::playground::predict_card::{PredictCard, PredictVerdict};
use crate::playground::predict_question::{Guess, Question, Verdict, judge};
use crate::playground::pricing::priced_models;
use crate::playground::run_progress::{
    RunAction, first_watch, keep_going_watch, replay_watch, running_text, stopping_text,
};
use crate::playground::run_summary::RunSummary;
use crate::playground::script_editor::ScriptEditor;
use crate::playground::share::{
    ShareButtons, browser_query, expand_link, link_problem, query_string, shareable_query,
    write_url,
};
use crate::playground::stepper::Stepper;
use crate::playground::syscall_log::SyscallLog;
use crate::playground::url_state::PlaygroundState;
use crate::protocol::{Job, Rejection, RunProgress, RunRequest, RunView, Watch, WatchStop};
use crate::sim_client::{Presets, RequestId, SimClient};

/// A script whose last run took at most this long re-runs as it is edited. In milliseconds.
const LIVE_RUN_MS: f64 = 1500.0;
/// How long typing must pause before that re-run. In milliseconds.
const LIVE_DEBOUNCE_MS: u64 = 400;

/// What the last finished run produced.
#[derive(Debug, Clone, PartialEq)]
pub enum Outcome {
    /// Shared, not copied: a run's view can be megabytes and several parts of the page read it.
    Ran(Arc<RunView>),
    Rejected(Rejection),
}

#[component]
fn TargetSelect(
    label: &'static str,
    value: RwSignal<StreamTarget>,
    /// Where the script's own `// bufscope:` line sends the stream, which wins over the select.
    #[prop(into)]
    header: Signal<Option<StreamTarget>>,
    /// Runs again with the new target.
    #[prop(into)]
    rerun: Callback<()>,
) -> impl IntoView {
    let shown = move || header.get().unwrap_or_else(|| value.get());
    view! {
        <label class="text-sm">
            {label} " "
            <select
                aria-label=label
                class="rounded border border-slate-300 bg-transparent px-1 disabled:opacity-70 dark:border-slate-600"
                disabled=move || header.with(Option::is_some)
                title=move || header.get().map(|_| "set by the script's // bufscope: line")
                on:change=move |ev| {
                    let name = event_target_value(&ev);
                    // The options are the targets' own names, so every choice is one of them.
                    if let Some(target) = StreamTarget::ALL.into_iter().find(|t| t.name() == name) {
                        value.set(target);
                        rerun.run(());
                    }
                }
            >
                {StreamTarget::ALL
                    .into_iter()
                    .map(|target| {
                        view! { <option value=target.name() selected=move || shown() == target>{target.name()}</option> }
                    })
                    .collect_view()}
            </select>
        </label>
    }
}

/// Over results that no longer match the script: says so, and how to update them.
#[component]
fn StaleNote(
    #[prop(into)] stale: Signal<bool>,
    /// A run is under way: the results will update by themselves.
    running: Signal<bool>,
) -> impl IntoView {
    move || {
        (stale.get() && !running.get()).then(|| {
            view! {
                <p
                    class="mb-2 rounded border border-amber-400 bg-amber-50 px-2 py-1 text-sm text-amber-900 dark:border-amber-600 dark:bg-amber-950 dark:text-amber-100"
                    data-testid="stale"
                >
                    "Edited — these results are from the script before your edit. Run (Ctrl+Enter) to update."
                </p>
            }
        })
    }
}

/// The playground's panes: tabs on a narrow screen.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Pane {
    Script,
    Stack,
    Syscalls,
    Summary,
}

const PANES: [(Pane, &str); 4] = [
    (Pane::Script, "Script"),
    (Pane::Stack, "Stack"),
    (Pane::Syscalls, "Syscalls"),
    (Pane::Summary, "Summary"),
];

/// The state a page starts from: the URL over the first example.
pub fn initial_state() -> (PlaygroundState, Vec<String>) {
    let first = &EXAMPLES[0];
    let (state, mut problems) = PlaygroundState::from_query(
        &browser_query(),
        PlaygroundState::starting(first.script, first.id),
        |id| example(id).map(|e| e.script.to_string()),
        // Presets arrive with the worker; the recorded machine and two stated ones.
        3,
    );
    if let Some(why) = link_problem() {
        problems.insert(0, format!("z: this compressed link cannot be read: {why}"));
    }
    (state, problems)
}

/// The simulator worker shared by every playground on a page (a lesson may hold several).
pub type SharedClient = StoredValue<SimClient, LocalStorage>;

/// The page's simulator worker: the app's shared one, or a new one outside the app shell.
pub fn shared_client() -> SharedClient {
    // The worker handle is not `Send`; the page keeps it in local storage and closures copy the
    // key.
    use_context::<SharedClient>().unwrap_or_else(|| StoredValue::new_local(SimClient::page()))
}

/// The step of `run` an embed starts at: the first whose operation is `step` or later.
fn start_position(run: &RunView, step: Option<u64>) -> Option<usize> {
    let step = step?;
    run.steps
        .iter()
        .position(|s| s.index >= step)
        .or(run.steps.len().checked_sub(1))
}

/// The playground, full page or embedded (tabs, less chrome, a link back to the full page).
///
/// Without `preset` its state comes from the URL; the playground page writes it back there, while
/// `/embed` never writes the URL (its history is the embedding page's). With one (a lesson's
/// widget) it starts there and leaves the URL alone.
#[component]
pub fn Playground(
    /// Embedded in another page, with the embed's own options.
    #[prop(optional)]
    embed: Option<EmbedOptions>,
    /// Inside a lesson: the panes without the costs, charts, inputs, languages and export.
    #[prop(default = false)]
    compact: bool,
    #[prop(optional)] preset: Option<PlaygroundState>,
    /// Problems with the link found by the page around the playground (an embed's parameters).
    #[prop(optional)]
    more_problems: Vec<String>,
) -> impl IntoView {
    let client = shared_client();
    let embedded = embed.is_some();
    let embed = embed.unwrap_or_default();
    let sync_url = preset.is_none() && !embedded;
    // The step the first run opens at (`steps=` of an embed); later runs open at their end.
    let start_step = StoredValue::new(embed.step);
    let (state, mut problems) = match preset {
        Some(state) => (state, Vec::new()),
        None => initial_state(),
    };
    problems.extend(more_problems);
    let source = RwSignal::new(state.script.clone());
    let example_id = RwSignal::new(state.example.clone());
    let stdout = RwSignal::new(state.stdout);
    let stderr = RwSignal::new(state.stderr);
    let policy = RwSignal::new(state.policy);
    let faults = RwSignal::new(state.faults.clone());
    // Uploaded files live in the page only: a link cannot carry them.
    let uploads = RwSignal::new(Vec::<(String, Vec<u8>)>::new());
    let preset = RwSignal::new(state.preset);
    let overrides = RwSignal::new(state.prices.clone());
    let presets = RwSignal::new(Presets::new());
    let outcome = RwSignal::new(None::<Outcome>);
    // Compare: script B and its run.
    let compare = RwSignal::new(state.compare.clone());
    let compare_on = Memo::new(move |_| compare.with(Option::is_some));
    let outcome_b = RwSignal::new(None::<Outcome>);
    // Predict first: the setting, and the committed answer against the outcome.
    let predict = RwSignal::new(state.predict);
    let verdict = RwSignal::new(None::<Verdict>);
    // What the shown run was asked: the charts and the language panel replay it.
    let last_request = RwSignal::new(None::<RunRequest>);
    let position = RwSignal::new(None::<usize>);
    let picked_line = RwSignal::new(None::<u32>);

    client.with_value(|c| c.on_ready(move |list: Presets| presets.set(list)));
    let (base, model) = priced_models(presets, preset, overrides);
    let current = Signal::derive(move || PlaygroundState {
        script: source.get(),
        example: example_id.get(),
        stdout: stdout.get(),
        stderr: stderr.get(),
        policy: policy.get(),
        preset: preset.get(),
        prices: overrides.get(),
        faults: faults.get(),
        compare: compare.get(),
        predict: predict.get(),
    });
    // What links to this state carry: compressed when long.
    let link_query = shareable_query(current);
    // The address bar holds a long state compressed too: a reload must not send a server a
    // 100 KB request line. The readable URL is written first (below), then replaced in place.
    Effect::new(move |_| {
        let query = link_query.get();
        if sync_url
            && query.starts_with("?v=2&")
            && web_sys::window()
                .and_then(|w| w.location().search().ok())
                .is_some_and(|search| search == query_string(&current.get_untracked()))
            && let Some(Ok(history)) = web_sys::window().map(|w| w.history())
        {
            let _ = history.replace_state_with_url(
                &wasm_bindgen::JsValue::NULL,
                "",
                Some(&format!("/{query}")),
            );
        }
    });
    // The URL follows the state; the history gains an entry per step a learner took, not per
    // keystroke (`history.rs`).
    let last_written = StoredValue::new(state.clone());
    let history = StoredValue::new(HistoryPolicy::default());
    Effect::new(move |_| {
        let now = current.get();
        if !sync_url {
            return;
        }
        let change = Change::between(&last_written.get_value(), &now);
        let mut policy = history.get_value();
        if let Some(write) = policy.write(change, js_sys::Date::now()) {
            write_url(&now, write);
            last_written.set_value(now);
        }
        history.set_value(policy);
    });

    // The run in flight, to stop when a newer one replaces it. Only that one: other
    // playgrounds on a lesson page share the worker, and their runs are sent again.
    let run_id = StoredValue::new(None::<RequestId>);
    let run_id_b = StoredValue::new(None::<RequestId>);
    let stop_run = move || {
        for id in [run_id.get_value(), run_id_b.get_value()]
            .into_iter()
            .flatten()
        {
            client.with_value(|c| c.stop(id));
        }
    };
    let running = RwSignal::new(false);
    // What the shown results were run from (prices aside: they re-price without a run).
    let shown_state = RwSignal::new(None::<PlaygroundState>);
    let run_part = |state: PlaygroundState| PlaygroundState {
        prices: Vec::new(),
        preset: 0,
        predict: None,
        ..state
    };
    let stale = Memo::new(move |_| {
        shown_state.with(|shown| {
            shown
                .as_ref()
                .is_some_and(|s| *s != run_part(current.get()))
        })
    });
    // How long the last run took, to decide whether typing re-runs. In milliseconds.
    let last_run_ms = StoredValue::new(0.0f64);
    let pending_rerun = StoredValue::new(None::<TimeoutHandle>);
    let cancel_pending = move || {
        if let Some(handle) = pending_rerun.get_value() {
            handle.clear();
            pending_rerun.set_value(None);
        }
    };
    // Each run's number: a reply to a run that a newer one replaced (or Stop ended) is dropped.
    let generation = StoredValue::new(0u64);
    // How far the run in flight is (`run_progress.rs`), what it was asked, and whether it is
    // being run again up to where a Stop found it.
    let progress = RwSignal::new(None::<RunProgress>);
    let in_flight = StoredValue::new(None::<(PlaygroundState, RunRequest, Watch)>);
    let stopping = RwSignal::new(false);
    let launch = move |state: PlaygroundState, request: RunRequest, watch: Watch| {
        cancel_pending();
        let mine = generation.get_value() + 1;
        generation.set_value(mine);
        if running.get_untracked() {
            // This playground's own run is moot now: stop it at once.
            stop_run();
        }
        running.set(true);
        stopping.set(watch.stop_at_steps.is_some());
        progress.set(None);
        in_flight.set_value(Some((state.clone(), request.clone(), watch)));
        let started = js_sys::Date::now();
        // A and B both answer before the run is over; a new run asks for a new prediction.
        // Not a StoredValue: this may run in a scope (B's change buttons) that a re-render
        // disposes before the replies arrive.
        let waiting = std::rc::Rc::new(std::cell::Cell::new(1 + u8::from(state.compare.is_some())));
        let finish_one = move |waiting: &std::cell::Cell<u8>| {
            waiting.set(waiting.get() - 1);
            if waiting.get() == 0 {
                running.set(false);
            }
        };
        let waiting_b = waiting.clone();
        verdict.set(None);
        outcome_b.set(None);
        run_id_b.set_value(
            state
                .run_request_b(uploads.get_untracked())
                .map(|request_b| {
                    client.with_value(|c| {
                        c.send(Job::Run(request_b), move |reply| {
                            if generation.get_value() == mine {
                                outcome_b.set(Some(match reply.ran() {
                                    Ok(view) => Outcome::Ran(Arc::from(view)),
                                    Err(rejection) => Outcome::Rejected(rejection),
                                }));
                                finish_one(&waiting_b);
                            }
                        })
                    })
                }),
        );
        let id = client.with_value(|c| {
            let request = request.clone();
            let on_progress = move |now: RunProgress| {
                if generation.get_value() == mine {
                    progress.set(Some(now));
                }
            };
            c.send_watched(
                Job::Watch(request.clone(), watch),
                on_progress,
                move |reply| {
                    if generation.get_value() != mine {
                        return;
                    }
                    stopping.set(false);
                    last_run_ms.set_value(js_sys::Date::now() - started);
                    position.set(None);
                    picked_line.set(None);
                    finish_one(&waiting);
                    shown_state.set(Some(run_part(state)));
                    last_request.set(Some(request));
                    let step = start_step.get_value();
                    start_step.set_value(None);
                    outcome.set(Some(match reply.ran() {
                        Ok(view) => {
                            position.set(start_position(&view, step));
                            Outcome::Ran(Arc::from(view))
                        }
                        Err(rejection) => Outcome::Rejected(rejection),
                    }));
                },
            )
        });
        run_id.set_value(Some(id));
    };
    let run_now = move || {
        let state = current.get_untracked();
        let request = state.run_request(uploads.get_untracked());
        launch(state, request, first_watch());
    };
    // Stop keeps what ran: the worker is replaced at once and the same request runs again up
    // to where its last progress was.
    let stop_clicked = move || {
        if let Some((state, request, watch)) = in_flight.get_value() {
            launch(
                state,
                request,
                replay_watch(watch, progress.get_untracked()),
            );
        }
    };
    let keep_going = move || {
        let state = current.get_untracked();
        let request = state.run_request(uploads.get_untracked());
        launch(state, request, keep_going_watch());
    };
    // A Run is a step the learner took: the next keystroke starts a new history entry.
    let run_clicked = move || {
        history.update_value(HistoryPolicy::checkpoint);
        run_now();
    };
    // Typing re-runs a script whose last run was quick, once the typing pauses; a slow one waits
    // for Run, its old results marked stale.
    let edited = move || {
        cancel_pending();
        // A prediction is asked of a script the learner has finished: no re-run per pause.
        if predict.get_untracked().is_none()
            && last_run_ms.get_value() <= LIVE_RUN_MS
            && let Ok(handle) = set_timeout_with_handle(
                move || {
                    pending_rerun.set_value(None);
                    run_now();
                },
                std::time::Duration::from_millis(LIVE_DEBOUNCE_MS),
            )
        {
            pending_rerun.set_value(Some(handle));
        }
    };
    // Back and Forward bring back the script and every setting their URL holds, and its results.
    if sync_url {
        let apply_url = move || {
            let (state, _) = initial_state();
            last_written.set_value(state.clone());
            history.update_value(HistoryPolicy::checkpoint);
            source.set(state.script);
            example_id.set(state.example);
            stdout.set(state.stdout);
            stderr.set(state.stderr);
            policy.set(state.policy);
            faults.set(state.faults);
            preset.set(state.preset);
            overrides.set(state.prices);
            compare.set(state.compare);
            predict.set(state.predict);
            run_now();
        };
        let popped = window_event_listener(leptos::ev::popstate, move |_| {
            // An entry may hold a compressed link: the browser decompresses it first.
            leptos::task::spawn_local(async move {
                expand_link().await;
                apply_url();
            });
        });
        on_cleanup(move || popped.remove());
    }
    // Run what the link says as soon as the page is up (unless an embed says to wait).
    if embed.autorun {
        run_now();
    }

    // While a prediction is awaited the results are not in the page at all, only in memory.
    let awaiting = Memo::new(move |_| {
        predict.with(Option::is_some)
            && verdict.with(Option::is_none)
            && matches!(outcome.get(), Some(Outcome::Ran(_)))
    });
    let shown_outcome = Signal::derive(move || if awaiting.get() { None } else { outcome.get() });
    let question = move || {
        Question::pick(
            predict.get().unwrap_or_default(),
            compare_on.get(),
            stdout.get(),
        )
    };
    let commit = move |guess: Guess| {
        let Some(Outcome::Ran(a)) = outcome.get_untracked() else {
            return;
        };
        let b = match outcome_b.get_untracked() {
            Some(Outcome::Ran(b)) => Some(b),
            _ => None,
        };
        let question = question();
        let judged = judge(question, guess, &a, b.as_deref(), &model.get_untracked());
        crate::playground::predict_store::save(question, &judged);
        verdict.set(Some(judged));
    };
    let error_at = Signal::derive(move || match outcome.get() {
        Some(Outcome::Rejected(rejection)) => rejection.at,
        _ => None,
    });
    let current_line = Signal::derive(move || {
        let stepped = shown_outcome.with(|o| match (o, position.get()) {
            (Some(Outcome::Ran(run)), Some(i)) => run.steps.get(i).map(|s| s.line),
            _ => None,
        });
        stepped.or(picked_line.get())
    });
    let ran = move || match shown_outcome.get() {
        Some(Outcome::Ran(run)) => Some(run),
        _ => None,
    };
    // The run reports where stdout went; a header that overrides the select shows in it.
    let stdout_header = Signal::derive(move || {
        ran()
            .map(|run| run.stdout_target)
            .filter(|t| *t != stdout.get())
    });
    let run_state = move || {
        if running.get() {
            "running"
        } else if stale.get() {
            "stale"
        } else {
            "fresh"
        }
    };
    let pane = RwSignal::new(Pane::Script);
    // An embed of a comparison opens on it, unless its link names a view.
    let opens_compare = embedded
        && state.compare.is_some()
        && !browser_query().iter().any(|(key, _)| key == "view");
    let view_shown = RwSignal::new(if opens_compare {
        EmbedView::Compare
    } else {
        embed.view
    });
    // A piece is pane `which` of the full page (a tab on a narrow screen, side by side from
    // `lg`), and in the embed part of `views` (one at a time at every width).
    let shown = move |which: Pane, views: &'static [EmbedView]| {
        move || {
            if embedded {
                if views.contains(&view_shown.get()) {
                    "space-y-4"
                } else {
                    "hidden"
                }
            } else if pane.get() == which {
                "block"
            } else {
                "hidden lg:block"
            }
        }
    };
    let problems = StoredValue::new(problems);
    let problems_view = move || {
        problems.with_value(|problems| {
            (!problems.is_empty()).then(|| view! {
                <div role="alert" class="rounded-lg bg-amber-50 p-3 text-sm text-amber-900 dark:bg-amber-950 dark:text-amber-100" data-testid="url-problems">
                    <p class="font-semibold">"Some of this link could not be read:"</p>
                    <ul class="list-disc pl-5">{problems.iter().map(|p| view! { <li>{p.clone()}</li> }).collect_view()}</ul>
                </div>
            })
        })
    };
    let settings = move || {
        view! {
            <label class="text-sm">
                "Example "
                <select
                    data-testid="examples"
                    aria-label="Example"
                    class="max-w-56 rounded border border-slate-300 bg-transparent px-1 dark:border-slate-700"
                    on:change=move |ev| {
                        if let Some(chosen) = example(&event_target_value(&ev)) {
                            source.set(chosen.script.to_string());
                            example_id.set(Some(chosen.id.to_string()));
                            run_now();
                        }
                    }
                >
                    <option value="" selected=move || example_id.get().is_none()>"(your script)"</option>
                    {EXAMPLES
                        .iter()
                        .map(|e| view! { <option value=e.id selected=move || example_id.get().as_deref() == Some(e.id)>{e.title}</option> })
                        .collect_view()}
                </select>
            </label>
            <TargetSelect label="stdout goes to" value=stdout header=stdout_header rerun=move |()| run_now() />
            {move || stdout_header.get().map(|target| view! {
                <span class="text-xs text-slate-600 dark:text-slate-300" data-testid="header-note">
                    {format!("(the script's // bufscope: line sends stdout to {})", target.name())}
                </span>
            })}
            <TargetSelect label="stderr goes to" value=stderr header=Signal::derive(|| None::<StreamTarget>) rerun=move |()| run_now() />
            <label class="text-sm">
                <input
                    type="checkbox"
                    data-testid="compare-toggle"
                    prop:checked=move || compare.with(Option::is_some)
                    on:change=move |ev| {
                        compare.set(event_target_checked(&ev).then(CompareState::default));
                        run_now();
                    }
                />
                " compare with B"
            </label>
            <label class="text-sm">
                <input
                    type="checkbox"
                    data-testid="predict-toggle"
                    prop:checked=move || predict.with(Option::is_some)
                    on:change=move |ev| {
                        predict.set(event_target_checked(&ev).then(Default::default));
                        run_now();
                    }
                />
                " predict first"
            </label>
            <label class="text-sm" title="rust-lang/rust#60673: stdout block-buffered when it is not a terminal">
                <input
                    type="checkbox"
                    prop:checked=move || policy.get() == StdoutPolicy::BlockWhenNotTerminal
                    on:change=move |ev| {
                        policy.set(if event_target_checked(&ev) { StdoutPolicy::BlockWhenNotTerminal } else { StdoutPolicy::Today });
                        run_now();
                    }
                />
                " proposed: stdout block-buffered when not a terminal"
            </label>
        }
    };
    let run_action = move || {
        if running.get() {
            (!stopping.get()).then_some(RunAction::Stop)
        } else {
            ran()
                .is_some_and(|run| run.watch_stop == Some(WatchStop::TimeBudget))
                .then_some(RunAction::KeepGoing)
        }
    };
    let run_controls = move || {
        view! {
            <button
                data-testid="run"
                class="rounded bg-amber-500 px-4 py-1 font-semibold text-slate-950 hover:bg-amber-400"
                on:click=move |_| run_clicked()
            >
                "Run"
            </button>
            <button
                data-testid=move || run_action().unwrap_or(RunAction::Stop).test_id()
                hidden=move || run_action().is_none()
                class="rounded border border-slate-300 px-3 py-1 text-sm dark:border-slate-600"
                on:click=move |_| match run_action() {
                    Some(RunAction::Stop) => stop_clicked(),
                    Some(RunAction::KeepGoing) => keep_going(),
                    None => {}
                }
            >{move || run_action().map_or("", RunAction::label)}</button>
            <span class="text-sm text-slate-600 dark:text-slate-300" role="status" data-testid="run-status">
                {move || match run_state() {
                    "running" if stopping.get() => "stopping…",
                    "running" => "running…",
                    "stale" => "edited — Run to update",
                    _ => "",
                }}
            </span>
            // Out of the live region: counts changing five times a second are no news to hear.
            <span class="text-sm tabular-nums text-slate-600 dark:text-slate-300" data-testid="run-progress">
                {move || match (running.get(), stopping.get()) {
                    (false, _) => String::new(),
                    (true, false) => running_text(progress.get()),
                    (true, true) => stopping_text(progress.get()),
                }}
            </span>
        }
    };
    let editor = move || {
        view! {
            <ScriptEditor
                source=source
                on_edit=move |text: String| {
                    source.set(text);
                    example_id.set(None);
                    edited();
                }
                on_run=move |()| run_clicked()
                error_at=error_at
                current_line=current_line
                readonly=embed.readonly
            />
        }
    };
    let run_view = move || {
        view! {
            <StaleNote stale=stale running=running.into() />
            {move || match shown_outcome.get() {
                None if awaiting.get() => view! { <p class="text-sm text-slate-600 dark:text-slate-300">"Waiting for your prediction."</p> }.into_any(),
                None if running.get() => view! { <p class="text-sm text-slate-600 dark:text-slate-300">"Running…"</p> }.into_any(),
                None => view! { <p class="text-sm text-slate-600 dark:text-slate-300" data-testid="not-run">"Press Run to run this script."</p> }.into_any(),
                Some(Outcome::Rejected(rejection)) => view! {
                    <pre
                        data-testid="rejection"
                        role="alert"
                        class="whitespace-pre-wrap rounded-lg bg-red-50 p-3 text-sm text-red-800 dark:bg-red-950 dark:text-red-200"
                    >
                        // The message names its line and column itself.
                        {rejection.message}
                    </pre>
                }.into_any(),
                Some(Outcome::Ran(run)) => view! { <Stepper run=run position=position /> }.into_any(),
            }}
        }
    };
    let log_view = move || {
        view! {
            <StaleNote stale=stale running=running.into() />
            <h2 class="mb-2 font-semibold">"Syscalls"</h2>
            {move || ran().map(|run| view! {
                <SyscallLog rows=run.rows.clone() gap=run.gap selected_line=picked_line.write_only() />
            })}
        }
    };
    let summary_view = move || ran().map(|run| view! { <RunSummary run=run model=model /> });

    let open_link = Signal::derive(move || format!("/{}", link_query.get()));
    // One tree for both layouts, their differences in classes and options: a second tree of
    // this size would cost the page's first load ~15 KB of wasm.
    view! {
        <div class=if embedded { "space-y-3" } else { "space-y-4" } data-run-state=run_state>
            {problems_view}
            <div class=if embedded {
                "flex flex-wrap items-end justify-between gap-2 border-b border-slate-200 dark:border-slate-700"
            } else {
                "flex flex-wrap items-center gap-3"
            }>
                {embedded.then(|| view! { <EmbedTabBar view=view_shown /> })}
                {(!embedded).then(settings)}
                <div class="flex flex-wrap items-center gap-3">
                    {run_controls()}
                    <ShareButtons state=current link_query=link_query embedded=embedded || compact stale=stale />
                </div>
            </div>
            // Outside the panes, so a phone shows it whichever tab is open.
            {move || if awaiting.get() {
                Some(view! { <PredictCard question=question() commit=commit /> }.into_any())
            } else {
                verdict.get().map(|verdict| view! { <PredictVerdict verdict=verdict /> }.into_any())
            }}
            // On a narrow screen the panes are tabs; from `lg` up they stand side by side.
            {(!embedded).then(|| view! {
                <div role="tablist" aria-label="Panes" class="flex gap-1 border-b border-slate-200 lg:hidden dark:border-slate-700">
                    {PANES.map(|(which, label)| view! {
                        <button
                            role="tab"
                            aria-selected=move || (pane.get() == which).to_string()
                            class=move || if pane.get() == which {
                                "rounded-t border-b-2 border-amber-500 px-3 py-1 text-sm font-semibold"
                            } else {
                                "px-3 py-1 text-sm text-slate-600 dark:text-slate-400"
                            }
                            on:click=move |_| pane.set(which)
                        >{label}</button>
                    })}
                </div>
            })}
            <div class=if embedded { "space-y-3" } else { "grid grid-cols-1 gap-4 lg:grid-cols-2" }>
                <div class=shown(Pane::Script, &[EmbedView::Code])>
                    {(embedded && !embed.readonly).then(|| view! { <div class="flex flex-wrap items-center gap-3">{settings()}</div> })}
                    {editor()}
                </div>
                <div class=move || format!("relative {}", shown(Pane::Stack, &[EmbedView::Run])())>{run_view()}</div>
            </div>
            // The log and the summary follow the run; the costs stay (open or not) across runs,
            // beside the summary they change.
            {move || matches!(shown_outcome.get(), Some(Outcome::Ran(_))).then(|| view! {
                <section class=if embedded { "space-y-4" } else { "grid grid-cols-1 gap-6 lg:grid-cols-2" }>
                    <div class=move || format!("relative {}", shown(Pane::Syscalls, &[EmbedView::Run, EmbedView::Log])())>{log_view()}</div>
                    <div class=move || format!("space-y-4 {}", shown(Pane::Summary, &[EmbedView::Run, EmbedView::Log])())>
                        // Scrolls sideways by itself on a narrow screen rather than the page.
                        <div class="overflow-x-auto">{summary_view}</div>
                        {(!compact && !embedded).then(|| view! { <CostPanel
                            presets=presets
                            preset=preset
                            model=model
                            base=base
                            overrides=overrides
                            features=Signal::derive(move || ran().map(|r| r.features.clone()).unwrap_or_default())
                        /> })}
                    </div>
                </section>
            })}
            // Tracks only whether B is there: B's edits must not rebuild B's editor.
            {move || match compare_on.get() {
                true => view! {
                    // On the full page beside every pane; in the embed, its Compare view.
                    <div class=move || if !embedded || view_shown.get() == EmbedView::Compare { "" } else { "hidden" }>
                        <CompareSection
                            script_a=source
                            compare=compare
                            outcome_a=shown_outcome
                            outcome_b=outcome_b
                            model=model
                            changed=move |typing: bool| if typing { edited() } else { run_clicked() }
                            readonly=embed.readonly
                        />
                    </div>
                }.into_any(),
                false if embedded => view! {
                    <p class=shown(Pane::Summary, &[EmbedView::Compare]) data-testid="compare-off">
                        "This embed compares nothing yet. "
                        <a class="text-amber-700 underline dark:text-amber-400" href=move || format!("{}&compare=copy", open_link.get()) target="_blank" rel="noopener">
                            "Compare this script with a B in bufscope"
                        </a>
                    </p>
                }.into_any(),
                false => ().into_any(),
            }}
            {(!compact && !embedded).then(|| view! {
                <p class="text-sm">
                    <a
                        class="font-semibold text-amber-700 underline dark:text-amber-400"
                        rel="external"
                        href=move || format!("/charts{}", query_string(&current.get()))
                    >"Charts of this run"</a>
                    " — syscalls and time against buffer capacity, bytes per syscall, time against the price of a syscall, and the measured strategies, with their data."
                </p>
                <InputsPanel source=source faults=faults uploads=uploads rerun=move |()| run_clicked() />
                <LanguagesPanel
                    // Another language's counts would answer a pending prediction.
                    request=Signal::derive(move || if awaiting.get() { None } else { last_request.get() })
                    client=client
                />
                <ExportPanel request=Signal::derive(move || current.get().run_request(uploads.get())) client=client />
            })}
        </div>
    }
}

#[component]
pub fn PlaygroundPage() -> impl IntoView {
    crate::components::page_title::set_page_title("Playground");
    view! {
        <h1 class="sr-only">"bufscope playground"</h1>
        <p class="mb-4 text-slate-600 dark:text-slate-300">
            "Paste Rust I/O code, or pick an example. It runs on std's own BufWriter, LineWriter and BufReader over a simulated kernel, in this page: every syscall below is one the compiled program makes."
        </p>
        <Playground />
    }
}
