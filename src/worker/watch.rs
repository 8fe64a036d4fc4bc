//! A watched run ([`Job::Watch`](crate::protocol::Job::Watch)): how far it is, told to the page
//! a few times a second, and the stops the page asked for: its time budget (the runaway guard)
//! and a step count (a stopped run run again up to where it was, so Stop keeps what ran).

use bufscope_sim::run::run_watched;
use bufscope_sim::script::interpreter::Limits;
use bufscope_sim::script::progress_hook::{Progress, ProgressHook};

use crate::playground::syscall_log::thousands;
use crate::protocol::{Rejection, RunProgress, RunRequest, RunView, Watch, WatchStop};

/// Steps between two looks at the clock: about a millisecond of a run in the worker.
const CLOCK_EVERY_STEPS: u64 = 1 << 14;

/// Time between two progress messages. In milliseconds.
const PROGRESS_INTERVAL_MS: f64 = 200.0;

/// Steps per millisecond of a watched run's time budget, for its step budget: about four times
/// what the worker runs (`loop {}` makes 200 M steps in 2.4 s in Chromium here), so in the page the
/// clock is the guard and the step budget only bounds what one std call may do.
const STEPS_PER_MS: u64 = 200_000;

/// The core's limits for a watched run: its step budget follows its time budget.
pub fn limits_of(watch: Watch) -> Limits {
    let default = Limits::for_views();
    Limits {
        max_steps: watch.time_budget_ms.map_or(default.max_steps, |ms| {
            (u64::from(ms) * STEPS_PER_MS).max(default.max_steps)
        }),
        ..default
    }
}

/// Runs `request` as `watch` says; `tell` gets its progress, `now` reads a clock in
/// milliseconds.
pub fn watched_run(
    request: &RunRequest,
    watch: Watch,
    now: &dyn Fn() -> f64,
    tell: &mut dyn FnMut(RunProgress),
) -> Result<RunView, Rejection> {
    let environment = super::environment(request)?;
    let started = now();
    let mut last_told = started;
    let stopped = std::cell::Cell::new(None);
    let hook = ProgressHook {
        every_steps: CLOCK_EVERY_STEPS,
        report: Box::new(|progress: &Progress| {
            let at = now();
            let elapsed = at - started;
            let progress = RunProgress {
                steps: progress.steps,
                operations: progress.operations,
                syscalls: progress.syscalls,
                elapsed_ms: elapsed.max(0.0) as u32,
            };
            if let Some(stop) = watch.stop_at_steps
                && progress.steps >= stop
            {
                stopped.set(Some(WatchStop::Stop));
                return Err(stop_message(&progress));
            }
            // A replay runs to its step count, however long this machine now takes.
            if let Some(budget) = watch.time_budget_ms
                && watch.stop_at_steps.is_none()
                && elapsed >= f64::from(budget)
            {
                stopped.set(Some(WatchStop::TimeBudget));
                return Err(time_budget_message(budget));
            }
            if at - last_told >= PROGRESS_INTERVAL_MS {
                last_told = at;
                tell(progress);
            }
            Ok(())
        }),
    };
    let report = run_watched(
        &request.script,
        &environment,
        limits_of(watch),
        None,
        Some(hook),
    )
    .map_err(super::rejection)?;
    let mut view = super::view_of::run_view(&report, environment.stdout);
    view.watch_stop = stopped.get();
    Ok(view)
}

/// What a run stopped by the learner's Stop says.
pub fn stop_message(progress: &RunProgress) -> String {
    format!(
        "stopped after {} operations and {} syscalls: you pressed Stop",
        thousands(progress.operations),
        thousands(progress.syscalls)
    )
}

/// What a run stopped by the page's time budget says.
pub fn time_budget_message(budget_ms: u32) -> String {
    format!(
        "stopped by bufscope: the script was still running after {} s",
        budget_ms.div_ceil(1000)
    )
}
