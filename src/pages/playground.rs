//! The playground: paste a script, run it over the simulated kernel in a worker, step through
//! it, see every syscall, move the costs. Its whole state lives in the URL.

use std::sync::Arc;

use leptos::prelude::*;

use crate::examples::{EXAMPLES, example};
use crate::playground::cost_panel::CostPanel;
use crate::playground::inputs_panel::InputsPanel;
use crate::playground::languages_panel::LanguagesPanel;
use crate::playground::pricing::priced_models;
use crate::playground::run_summary::RunSummary;
use crate::playground::script_editor::ScriptEditor;
use crate::playground::share::{ShareButtons, browser_query, write_url};
use crate::playground::stepper::Stepper;
use crate::playground::syscall_log::SyscallLog;
use crate::playground::url_state::{PlaygroundState, TARGETS};
use crate::protocol::{Job, Rejection, RunRequest, RunView};
use crate::sim_client::{Presets, SimClient};

/// What the last run produced.
#[derive(Debug, Clone, PartialEq)]
pub enum Outcome {
    Running,
    /// Shared, not copied: a run's view can be megabytes and several parts of the page read it.
    Ran(Arc<RunView>),
    Rejected(Rejection),
}

#[component]
fn TargetSelect(
    label: &'static str,
    value: RwSignal<String>,
    /// Runs again with the new target.
    #[prop(into)]
    rerun: Callback<()>,
) -> impl IntoView {
    view! {
        <label class="text-sm">
            {label} " "
            <select
                aria-label=label
                class="rounded border border-slate-300 bg-transparent px-1 dark:border-slate-700"
                on:change=move |ev| {
                    value.set(event_target_value(&ev));
                    rerun.run(());
                }
            >
                {TARGETS
                    .iter()
                    .map(|name| {
                        view! { <option value=*name selected=move || value.get() == *name>{*name}</option> }
                    })
                    .collect_view()}
            </select>
        </label>
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
    PlaygroundState::from_query(
        &browser_query(),
        PlaygroundState::starting(first.script, first.id),
        |id| example(id).map(|e| e.script.to_string()),
        // Presets arrive with the worker; the recorded machine and two stated ones.
        3,
    )
}

/// The simulator worker shared by every playground on a page (a lesson may hold several).
pub type SharedClient = StoredValue<SimClient, LocalStorage>;

/// The page's simulator worker: the app's shared one, or a new one outside the app shell.
pub fn shared_client() -> SharedClient {
    // The worker handle is not `Send`; the page keeps it in local storage and closures copy the
    // key.
    use_context::<SharedClient>().unwrap_or_else(|| StoredValue::new_local(SimClient::start()))
}

/// The playground, full page or embedded (less chrome, a link back to the full page).
///
/// Without `preset` its state comes from the URL and goes back into it (the playground page and
/// `/embed`); with one (a lesson's widget) it starts there and leaves the URL alone.
#[component]
pub fn Playground(
    #[prop(default = false)] embedded: bool,
    #[prop(optional)] preset: Option<PlaygroundState>,
) -> impl IntoView {
    let client = shared_client();
    let sync_url = preset.is_none();
    let (state, problems) = match preset {
        Some(state) => (state, Vec::new()),
        None => initial_state(),
    };
    let source = RwSignal::new(state.script.clone());
    let example_id = RwSignal::new(state.example.clone());
    let stdout = RwSignal::new(state.stdout.clone());
    let stderr = RwSignal::new(state.stderr.clone());
    let policy = RwSignal::new(state.policy.clone());
    let faults = RwSignal::new(state.faults.clone());
    // Uploaded files live in the page only: a link cannot carry them.
    let uploads = RwSignal::new(Vec::<(String, Vec<u8>)>::new());
    let preset = RwSignal::new(state.preset);
    let overrides = RwSignal::new(state.prices.clone());
    let presets = RwSignal::new(Vec::<(String, Vec<(String, f64)>)>::new());
    let outcome = RwSignal::new(None::<Outcome>);
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
    });
    // The URL follows the state: pushed on discrete changes, replaced while prices move.
    let last_written = StoredValue::new(state.clone());
    Effect::new(move |_| {
        let now = current.get();
        let before = last_written.get_value();
        if sync_url && now != before {
            let only_prices = PlaygroundState {
                prices: before.prices.clone(),
                ..now.clone()
            } == before;
            write_url(&now, embedded, !only_prices);
            last_written.set_value(now);
        }
    });

    // The presets do not change with a new worker: only the work in flight is dropped.
    let restart = move || client.with_value(SimClient::restart);
    let run_now = move || {
        if matches!(outcome.get_untracked(), Some(Outcome::Running)) {
            // This playground's own run is moot now: stop it at once. (Only its own: other
            // playgrounds on a lesson page share the worker, and their runs must finish.)
            restart();
        }
        outcome.set(Some(Outcome::Running));
        position.set(None);
        picked_line.set(None);
        let request = current.get_untracked().run_request(uploads.get_untracked());
        last_request.set(Some(request.clone()));
        client.with_value(|c| {
            c.send(Job::Run(request), move |reply| {
                outcome.set(Some(match reply.ran() {
                    Ok(view) => Outcome::Ran(Arc::from(view)),
                    Err(rejection) => Outcome::Rejected(rejection),
                }));
            })
        });
    };
    // Run what the link says as soon as the page is up.
    run_now();

    let error_at = Signal::derive(move || match outcome.get() {
        Some(Outcome::Rejected(rejection)) => rejection.at,
        _ => None,
    });
    let current_line = Signal::derive(move || {
        let stepped = outcome.with(|o| match (o, position.get()) {
            (Some(Outcome::Ran(run)), Some(i)) => run.steps.get(i).map(|s| s.line),
            _ => None,
        });
        stepped.or(picked_line.get())
    });
    let running = move || matches!(outcome.get(), Some(Outcome::Running));
    let pane = RwSignal::new(Pane::Script);
    let shown = move |which: Pane| {
        move || {
            if pane.get() == which {
                "block"
            } else {
                "hidden lg:block"
            }
        }
    };

    view! {
        <div class="space-y-4">
            {(!problems.is_empty()).then(|| view! {
                <div role="alert" class="rounded-lg bg-amber-50 p-3 text-sm text-amber-900 dark:bg-amber-950 dark:text-amber-100" data-testid="url-problems">
                    <p class="font-semibold">"Some of this link could not be read:"</p>
                    <ul class="list-disc pl-5">{problems.into_iter().map(|p| view! { <li>{p}</li> }).collect_view()}</ul>
                </div>
            })}
            <div class="flex flex-wrap items-center gap-3">
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
                <TargetSelect label="stdout goes to" value=stdout rerun=move |()| run_now() />
                {move || outcome.with(|o| match o {
                    Some(Outcome::Ran(run)) if run.stdout_target != stdout.get() => Some(view! {
                        <span class="text-xs text-slate-500" data-testid="header-note">
                            {format!("(the script's // bufscope: line sends stdout to {})", run.stdout_target)}
                        </span>
                    }),
                    _ => None,
                })}
                <TargetSelect label="stderr goes to" value=stderr rerun=move |()| run_now() />
                <label class="text-sm" title="rust-lang/rust#60673: stdout block-buffered when it is not a terminal">
                    <input
                        type="checkbox"
                        prop:checked=move || policy.get() == "proposed"
                        on:change=move |ev| {
                            policy.set(if event_target_checked(&ev) { "proposed" } else { "today" }.to_string());
                            run_now();
                        }
                    />
                    " proposed: stdout block-buffered when not a terminal"
                </label>
                <button
                    data-testid="run"
                    class="rounded bg-amber-500 px-4 py-1 font-semibold text-slate-950 hover:bg-amber-400"
                    on:click=move |_| run_now()
                >
                    "Run"
                </button>
                {move || running().then(|| {
                    view! {
                        <button
                            class="rounded border border-slate-300 px-3 py-1 text-sm dark:border-slate-700"
                            on:click=move |_| {
                                restart();
                                outcome.set(Some(Outcome::Rejected(Rejection { message: "stopped".into(), at: None })));
                            }
                        >"Stop"</button>
                        <span class="text-sm text-slate-500" role="status">"running…"</span>
                    }
                })}
                <ShareButtons state=current embedded=embedded />
            </div>
            // On a narrow screen the panes are tabs; from `lg` up they stand side by side.
            <div role="tablist" aria-label="Panes" class="flex gap-1 border-b border-slate-200 lg:hidden dark:border-slate-700">
                {PANES.map(|(which, label)| view! {
                    <button
                        role="tab"
                        aria-selected=move || (pane.get() == which).to_string()
                        class=move || if pane.get() == which {
                            "rounded-t border-b-2 border-amber-500 px-3 py-1 text-sm font-semibold"
                        } else {
                            "px-3 py-1 text-sm text-slate-500"
                        }
                        on:click=move |_| pane.set(which)
                    >{label}</button>
                })}
            </div>
            <div class="grid gap-4 lg:grid-cols-2">
                <div class=shown(Pane::Script)>
                <ScriptEditor
                    source=source
                    on_edit=move |text: String| {
                        source.set(text);
                        example_id.set(None);
                    }
                    error_at=error_at
                    current_line=current_line
                />
                </div>
                <div class=shown(Pane::Stack)>
                    {move || match outcome.get() {
                        None | Some(Outcome::Running) => view! { <p class="text-sm text-slate-500">"Running…"</p> }.into_any(),
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
                </div>
            </div>
            {move || match outcome.get() {
                Some(Outcome::Ran(run)) => {
                    let rows = run.rows.clone();
                    let gap = run.gap;
                    view! {
                        <section class="grid gap-6 lg:grid-cols-2">
                            <div class=shown(Pane::Syscalls)>
                                <h2 class="mb-2 font-semibold">"Syscalls"</h2>
                                <SyscallLog rows=rows gap=gap selected_line=picked_line.write_only() />
                            </div>
                            <div class=move || format!("space-y-4 {}", shown(Pane::Summary)())>
                                <RunSummary run=run model=model />
                            </div>
                        </section>
                    }.into_any()
                }
                _ => ().into_any(),
            }}
            {(!embedded).then(|| view! {
                <p class="text-sm">
                    <a
                        class="font-semibold text-amber-700 underline dark:text-amber-400"
                        rel="external"
                        href=move || format!("/charts{}", crate::playground::share::query_string(&current.get()))
                    >"Charts of this run"</a>
                    " — syscalls and time against buffer capacity, bytes per syscall, time against the price of a syscall, and the measured strategies, with their data."
                </p>
            })}
            {(!embedded).then(|| view! { <InputsPanel source=source faults=faults uploads=uploads rerun=move |()| run_now() /> })}
            {(!embedded).then(|| view! { <LanguagesPanel request=last_request.into() client=client /> })}
            {(!embedded).then(|| view! {
                <CostPanel
                    presets=Signal::derive(move || presets.with(|p| p.iter().map(|(n, _)| n.clone()).collect()))
                    preset=preset
                    model=model
                    base=base
                    overrides=overrides
                />
            })}
        </div>
    }
}

#[component]
pub fn PlaygroundPage() -> impl IntoView {
    view! {
        <h1 class="sr-only">"bufscope playground"</h1>
        <p class="mb-4 text-slate-600 dark:text-slate-300">
            "Paste Rust I/O code, or pick an example. It runs on std's own BufWriter, LineWriter and BufReader over a simulated kernel, in this page: every syscall below is one the compiled program makes."
        </p>
        <Playground />
    }
}
