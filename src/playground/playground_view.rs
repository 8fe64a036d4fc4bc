//! The playground: paste a script, run it over the simulated kernel in a worker, step through
//! it, see every syscall, move the costs. Its whole state lives in the URL.

use leptos::prelude::*;

use super::compare_section::CompareSection;
use super::cost_panel::CostPanel;
use super::embed_options::{EmbedOptions, EmbedView};
use super::embed_tabs::EmbedTabBar;
use super::export_panel::ExportPanel;
use super::history::HistoryPolicy;
use super::inputs_panel::InputsPanel;
use super::languages_panel::LanguagesPanel;
use super::outcome::Outcome;
use super::page_state::initial_state;
use super::panes::{Pane, PaneChoice, PaneTabs};
use super::predict_card::{PredictCard, PredictVerdict};
use super::predict_question::{Guess, Question, judge};
use super::pricing::priced_models;
use super::run_controls::RunControls;
use super::run_summary::RunSummary;
use super::runner::Runner;
use super::script_editor::ScriptEditor;
use super::settings_bar::SettingsBar;
use super::share::{ShareButtons, browser_query, query_string, shareable_query};
use super::stale_note::StaleNote;
use super::state_signals::StateSignals;
use super::stepper::Stepper;
use super::syscall_log::SyscallLog;
use super::url_state::PlaygroundState;
use super::url_sync::sync_url;
use crate::protocol::WatchStop;
use crate::routes::Page;
use crate::sim_client::Presets;
use crate::state::expect_shared_client;

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
    let client = expect_shared_client();
    let embedded = embed.is_some();
    let embed = embed.unwrap_or_default();
    let sync = preset.is_none() && !embedded;
    let (state, mut problems) = match preset {
        Some(state) => (state, Vec::new()),
        None => initial_state(),
    };
    problems.extend(more_problems);
    let signals = StateSignals::new(&state);
    let StateSignals {
        source,
        example: example_id,
        stdout,
        faults,
        preset,
        prices: overrides,
        compare,
        predict,
        ..
    } = signals;
    let presets = RwSignal::new(Presets::new());
    let compare_on = Memo::new(move |_| compare.with(Option::is_some));
    client.with_value(|c| c.on_ready(move |list: Presets| presets.set(list)));
    let (base, model) = priced_models(presets, preset, overrides);
    let current = signals.current();
    // What links to this state carry: compressed when long.
    let link_query = shareable_query(current);
    let history = StoredValue::new(HistoryPolicy::default());
    let runner = Runner::new(client, signals, history, embed.step);
    let Runner {
        outcome,
        outcome_b,
        verdict,
        position,
        picked_line,
        running,
        stale,
        uploads,
        last_request,
        ..
    } = runner;
    if sync {
        sync_url(signals, link_query, state.clone(), history, move || {
            runner.run_now()
        });
    }
    // Run what the link says as soon as the page is up (unless an embed says to wait).
    if embed.autorun {
        runner.run_now();
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
    let ran = move || shown_outcome.get().and_then(|o| o.ran().cloned());
    let current_line = Signal::derive(move || {
        let stepped = shown_outcome.with(|o| match (o, position.get()) {
            (Some(Outcome::Ran(run)), Some(i)) => run.steps.get(i).map(|s| s.line),
            _ => None,
        });
        stepped.or(picked_line.get())
    });
    // The run reports where stdout went; a header that overrides the select shows in it.
    let stdout_header = Signal::derive(move || {
        ran()
            .map(|run| run.stdout_target)
            .filter(|t| *t != stdout.get())
    });
    let over_budget = Signal::derive(move || {
        ran().is_some_and(|run| run.watch_stop == Some(WatchStop::TimeBudget))
    });
    // An embed of a comparison opens on it, unless its link names a view.
    let opens_compare = embedded
        && state.compare.is_some()
        && !browser_query().iter().any(|(key, _)| key == "view");
    let panes = PaneChoice {
        embedded,
        pane: RwSignal::new(Pane::Script),
        view: RwSignal::new(if opens_compare {
            EmbedView::Compare
        } else {
            embed.view
        }),
    };
    let shown = move |which: Pane, views: &'static [EmbedView]| panes.shown(which, views);
    let view_shown = panes.view;
    let problems_view = (!problems.is_empty()).then(|| view! {
        <div role="alert" class="rounded-lg bg-amber-50 p-3 text-sm text-amber-900 dark:bg-amber-950 dark:text-amber-100" data-testid="url-problems">
            <p class="font-semibold">"Some of this link could not be read:"</p>
            <ul class="list-disc pl-5">{problems.into_iter().map(|p| view! { <li>{p}</li> }).collect_view()}</ul>
        </div>
    });
    let settings = move || {
        view! { <SettingsBar signals=signals stdout_header=stdout_header run_now=move |()| runner.run_now() /> }
    };
    let editor = move || {
        view! {
            <ScriptEditor
                source=source
                on_edit=move |text: String| {
                    source.set(text);
                    example_id.set(None);
                    runner.edited();
                }
                on_run=move |()| runner.run_clicked()
                error_at=error_at
                current_line=current_line
                readonly=embed.readonly
            />
        }
    };
    let run_view = move || {
        view! {
            <StaleNote stale=stale running=running />
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
            <StaleNote stale=stale running=running />
            <h2 class="mb-2 font-semibold">"Syscalls"</h2>
            {move || ran().map(|run| view! { <SyscallLog run=run selected_line=picked_line.write_only() /> })}
        }
    };
    let summary_view = move || ran().map(|run| view! { <RunSummary run=run model=model /> });

    let open_link = Signal::derive(move || format!("/{}", link_query.get()));
    // One tree for both layouts, their differences in classes and options: a second tree of
    // this size would cost the page's first load ~15 KB of wasm.
    view! {
        <div class=if embedded { "space-y-3" } else { "space-y-4" } data-run-state=move || runner.run_state()>
            {problems_view}
            <div class=if embedded {
                "flex flex-wrap items-end justify-between gap-2 border-b border-slate-200 dark:border-slate-700"
            } else {
                "flex flex-wrap items-center gap-3"
            }>
                {embedded.then(|| view! { <EmbedTabBar view=view_shown /> })}
                {(!embedded).then(settings)}
                <div class="flex flex-wrap items-center gap-3">
                    <RunControls runner=runner over_budget=over_budget />
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
            {(!embedded).then(|| view! { <PaneTabs pane=panes.pane /> })}
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
                            changed=move |typing: bool| if typing { runner.edited() } else { runner.run_clicked() }
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
                        href=move || format!("{}{}", Page::Charts.route().href(), query_string(&current.get()))
                    >"Charts of this run"</a>
                    " — syscalls and time against buffer capacity, bytes per syscall, time against the price of a syscall, and the measured strategies, with their data."
                </p>
                <InputsPanel source=source faults=faults uploads=uploads rerun=move |()| runner.run_clicked() />
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
