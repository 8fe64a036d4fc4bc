//! Stepping through a run: each operation's stream as boxes with their buffers drawn as cells,
//! the syscalls it caused flying to the device, and the device after it.

use std::sync::Arc;

use leptos::prelude::*;

use crate::protocol::{RunView, StepView, SyscallRow};

use super::cause_badge::CauseBadge;
use super::device_view::DeviceView;
use super::stack_view::{StreamBox, waiting};
use super::syscall_log::clock;

/// The next step (after `from`) whose operation made a syscall; `None` past the last one.
fn next_with_syscall(steps: &[StepView], from: usize) -> Option<usize> {
    (from + 1..steps.len()).find(|&i| steps[i].syscalls_after > steps[i].syscalls_before)
}

fn previous_with_syscall(steps: &[StepView], from: usize) -> Option<usize> {
    (0..from)
        .rev()
        .find(|&i| steps[i].syscalls_after > steps[i].syscalls_before)
}

/// Which step is shown: `None` is the end of the run.
pub type Position = Option<usize>;

#[component]
pub fn Stepper(
    run: Arc<RunView>,
    /// The step shown; the page highlights its script line.
    position: RwSignal<Position>,
) -> impl IntoView {
    let count = run.steps.len();
    let operations = run.operations;
    let duration = run.duration_ns;
    // The run's view is shared, never copied: each part reads the step it shows where it is.
    let shared = run.clone();
    let run = StoredValue::new(run);
    let (playing, set_playing) = signal(false);
    let (by_syscall, set_by_syscall) = signal(false);
    let (animate, set_animate) = signal(true);
    let (speed_ms, set_speed_ms) = signal(400u32);
    let forward = move || {
        let next = run.with_value(|run| {
            let s = &run.steps;
            match (position.get_untracked(), by_syscall.get_untracked()) {
                (None, _) => None,
                (Some(i), false) => (i + 1 < s.len()).then_some(i + 1),
                (Some(i), true) => next_with_syscall(s, i),
            }
        });
        if next.is_none() {
            set_playing.set(false);
        }
        position.set(next);
    };
    let back = move || {
        let previous = run.with_value(|run| {
            let s = &run.steps;
            match (position.get_untracked(), by_syscall.get_untracked()) {
                (None, _) => s.len().checked_sub(1),
                (Some(i), false) => Some(i.saturating_sub(1)),
                (Some(i), true) => previous_with_syscall(s, i).or(Some(0)),
            }
        });
        position.set(previous);
    };
    let toggle_play = move || {
        if !playing.get_untracked() && position.get_untracked().is_none() {
            position.set((count > 0).then_some(0));
        }
        set_playing.update(|p| *p = !*p);
    };
    // Play: one step per tick, until the end.
    Effect::new(move |_| {
        if playing.get() {
            let ms = speed_ms.get();
            if let Ok(handle) =
                set_interval_with_handle(forward, std::time::Duration::from_millis(u64::from(ms)))
            {
                on_cleanup(move || handle.clear());
            }
        }
    });
    // Space plays and pauses, ← and → step, unless the reader is typing.
    let keys = window_event_listener(leptos::ev::keydown, move |event| {
        let typing = event
            .target()
            .and_then(|t| wasm_bindgen::JsCast::dyn_into::<web_sys::Element>(t).ok())
            .is_some_and(|e| matches!(e.tag_name().as_str(), "TEXTAREA" | "INPUT" | "SELECT"));
        if typing || event.alt_key() || event.ctrl_key() || event.meta_key() {
            return;
        }
        match event.key().as_str() {
            " " => {
                event.prevent_default();
                toggle_play();
            }
            "ArrowRight" => {
                event.prevent_default();
                forward();
            }
            "ArrowLeft" => {
                event.prevent_default();
                back();
            }
            _ => {}
        }
    });
    on_cleanup(move || keys.remove());

    let step_at =
        move |f: &dyn Fn(Option<&StepView>, &RunView) -> String| read_step(run, position.get(), f);
    // At the end of the run (no step shown) the streams are as the last stepped operation left
    // them: the one step's streams are copied to be drawn, never the run.
    let streams = move || {
        run.with_value(|r| {
            position
                .get()
                .and_then(|i| r.steps.get(i))
                .or(r.steps.last())
                .map(|step| step.streams.clone())
                .unwrap_or_default()
        })
    };
    let announcement = move || step_at(&|step, run| announce(step, run, operations));
    let label = move || {
        step_at(&|step, _| match step {
            Some(step) => format!(
                "Step {} of {operations} at {} s: line {}: {}",
                step.index,
                clock(step.end_ns),
                step.line,
                step.label
            ),
            None => format!(
                "End of the run ({operations} operations, {} s)",
                clock(duration)
            ),
        })
    };
    let button = "rounded border border-slate-300 px-2 py-0.5 text-sm hover:bg-slate-100 dark:border-slate-600 dark:hover:bg-slate-800";

    view! {
        <div class=move || if animate.get() { "space-y-3" } else { "space-y-3 no-motion" }>
            <div class="flex flex-wrap items-center gap-2" role="toolbar" aria-label="Stepping">
                <button class=button on:click=move |_| back() aria-label="Step back">"◀"</button>
                <button class=button on:click=move |_| toggle_play()>
                    {move || if playing.get() { "Pause" } else { "Play" }}
                </button>
                <button class=button on:click=move |_| forward() aria-label="Step forward">"▶"</button>
                <label class="text-sm">
                    <input
                        type="checkbox"
                        on:change=move |ev| set_by_syscall.set(event_target_checked(&ev))
                    />
                    " by syscall"
                </label>
                <label class="text-sm">
                    "speed "
                    <select
                        class="rounded border border-slate-300 bg-transparent dark:border-slate-600"
                        on:change=move |ev| set_speed_ms.set(event_target_value(&ev).parse().unwrap_or(400))
                    >
                        <option value="800">"slow"</option>
                        <option value="400" selected>"normal"</option>
                        <option value="100">"fast"</option>
                    </select>
                </label>
                <label class="text-sm">
                    <input
                        type="checkbox"
                        checked
                        on:change=move |ev| set_animate.set(event_target_checked(&ev))
                    />
                    " animate"
                </label>
            </div>
            <input
                type="range"
                class="w-full accent-amber-600"
                aria-label="Timeline"
                min="0"
                max=count.to_string()
                prop:value=move || position.get().unwrap_or(count).to_string()
                on:input=move |ev| {
                    let i: usize = event_target_value(&ev).parse().unwrap_or(count);
                    position.set((i < count).then_some(i));
                }
            />
            <p class="truncate text-sm" data-testid="step-label">{label}</p>
            <p class="sr-only" aria-live="polite" data-testid="step-announcement">{announcement}</p>
            {(operations > count as u64).then(|| view! {
                <p class="text-xs text-slate-600 dark:text-slate-300">
                    {format!("Stepping covers the first {count} operations; the totals cover all {operations}.")}
                </p>
            })}
            <ol class="space-y-2" aria-label="Stack">
                {move || streams().into_iter().map(|stream| view! { <StreamBox stream=stream /> }).collect_view()}
            </ol>
            <div class="rounded-lg border border-dashed border-slate-400 p-2 dark:border-slate-600" role="group" aria-label="Kernel">
            <p class="mb-1 text-xs font-semibold text-slate-600 dark:text-slate-300">
                "Kernel: the syscalls this step made"
            </p>
            // A fixed height, so the device below stays where it is from step to step.
            <ul class="h-16 space-y-1 overflow-y-auto font-mono text-xs" data-testid="step-syscalls" tabindex="0" aria-label="Syscalls of this step">
                {move || {
                    let key = position.get();
                    run.with_value(|run| {
                        let Some(step) = key.and_then(|i| run.steps.get(i)) else {
                            return ().into_any();
                        };
                        let (listed, unlisted) = caused(step, run);
                        view! {
                            {listed.iter().map(|row| view! {
                                <li class="flush-travel" data-step=format!("{key:?}")>
                                    <span class=format!("rounded px-1.5 py-0.5 {}", row.cause.badge_class())>{row.cause.label()}</span>
                                    " " {row.strace.clone()}
                                </li>
                            }).collect_view()}
                            {(unlisted > 0).then(|| view! { <li>{format!("… {unlisted} more syscalls")}</li> })}
                        }
                        .into_any()
                    })
                }}
            </ul>
            </div>
            <DeviceView run=shared position=position />
        </div>
    }
}

/// Reads the step at `at` of `run` where it is: `f` gets it (`None`: the end of the run).
fn read_step<R>(
    run: StoredValue<Arc<RunView>>,
    at: Position,
    f: impl FnOnce(Option<&StepView>, &RunView) -> R,
) -> R {
    run.with_value(|run| f(at.and_then(|i| run.steps.get(i)), run))
}

/// The listed rows of the syscalls `step` made, and how many it made that the run does not
/// list (the middle of a long run).
fn caused<'r>(step: &StepView, run: &'r RunView) -> (&'r [SyscallRow], u64) {
    let listed = run.rows_of(step);
    let made = step.syscalls_after - step.syscalls_before;
    (listed, made.saturating_sub(listed.len() as u64))
}

/// What the live region says of a step: what it was, what it wrote where, what waits.
fn announce(step: Option<&StepView>, run: &RunView, operations: u64) -> String {
    let Some(step) = step else {
        return format!("End of the run ({operations} operations)");
    };
    let (listed, unlisted) = caused(step, run);
    let mut said = vec![format!(
        "Step {} of {operations}, line {}: {}.",
        step.index, step.line, step.label
    )];
    let writes: Vec<String> = listed.iter().filter_map(written).collect();
    if writes.is_empty() && unlisted == 0 {
        said.push("Nothing reached the kernel.".into());
    }
    said.extend(writes);
    let waits = waiting(&step.streams);
    if !waits.is_empty() {
        said.push(format!("{}.", waits.join("; ")));
    }
    said.join(" ")
}

/// What a write did, in words: `StderrRaw wrote 22 bytes to fd 2 (terminal)`.
fn written(row: &SyscallRow) -> Option<String> {
    if !row.syscall.is_output() {
        return None;
    }
    let by = row
        .stack
        .last()
        .map(|call| call.split("::").next().unwrap_or(call).to_string())
        .unwrap_or_else(|| "the script".into());
    let device = row.device.map_or("a closed fd", |device| device.name());
    Some(format!(
        "{by} wrote {} bytes to fd {} ({device}).",
        row.returned.unwrap_or(0),
        row.fd
    ))
}
