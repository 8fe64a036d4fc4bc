//! Run, the one button beside it (Stop while running, Keep going after the time budget), and
//! what the run is doing.

use leptos::prelude::*;

use super::run_progress::{RunAction, running_text, stopping_text};
use super::runner::Runner;

#[component]
pub fn RunControls(
    runner: Runner,
    /// The shown run was stopped by the page's time budget.
    #[prop(into)]
    over_budget: Signal<bool>,
) -> impl IntoView {
    let Runner {
        running,
        stopping,
        progress,
        worker_here,
        ..
    } = runner;
    let run_action = move || {
        if running.get() {
            (!stopping.get()).then_some(RunAction::Stop)
        } else {
            over_budget.get().then_some(RunAction::KeepGoing)
        }
    };
    view! {
        <button
            data-testid="run"
            class="rounded bg-amber-500 px-4 py-1 font-semibold text-slate-950 hover:bg-amber-400"
            on:click=move |_| runner.run_clicked()
        >
            "Run"
        </button>
        <button
            data-testid=move || run_action().unwrap_or(RunAction::Stop).test_id()
            hidden=move || run_action().is_none()
            class="rounded border border-slate-300 px-3 py-1 text-sm dark:border-slate-600"
            on:click=move |_| match run_action() {
                Some(RunAction::Stop) => runner.stop_clicked(),
                Some(RunAction::KeepGoing) => runner.keep_going(),
                None => {}
            }
        >{move || run_action().map_or("", RunAction::label)}</button>
        <span class="text-sm text-slate-600 dark:text-slate-300" role="status" data-testid="run-status">
            {move || match runner.run_state() {
                "running" if stopping.get() => "stopping…",
                // Answers worked out ahead came without it; this run needs it.
                "running" if !worker_here.get() => "loading the simulator…",
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
}
