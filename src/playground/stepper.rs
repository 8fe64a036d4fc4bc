//! Stepping through a run: each operation's stream as boxes with their buffers drawn as cells,
//! the syscalls it caused flying to the device, and the device after it.

use leptos::prelude::*;

use crate::protocol::{LayerView, RunView, StepView, SyscallRow};

use super::syscall_log::badge_class;

/// Cells drawn per buffer; the rest of a big buffer is summarised.
const CELLS: usize = 64;

/// How a byte shows in a cell.
fn cell_text(byte: u8) -> String {
    match byte {
        b'\n' => "↵".into(),
        b'\r' => "␍".into(),
        b' ' => "␣".into(),
        0x1b => "⎋".into(),
        33..=126 => (byte as char).to_string(),
        _ => "·".into(),
    }
}

#[component]
fn LayerBox(layer: LayerView) -> impl IntoView {
    let cells = layer.capacity.map(|capacity| {
        let drawn = (capacity as usize).min(CELLS);
        let data = layer.data.clone();
        (0..drawn)
            .map(|i| {
                let filled = i < layer.buffered as usize;
                let text = data.get(i).map(|&b| cell_text(b)).unwrap_or_default();
                let class = if filled {
                    "flex h-5 w-4 items-center justify-center rounded-sm bg-amber-300 text-[10px] text-slate-900"
                } else {
                    "h-5 w-4 rounded-sm border border-slate-300 dark:border-slate-700"
                };
                view! { <span class=class>{text}</span> }
            })
            .collect_view()
    });
    let fill = match layer.capacity {
        Some(capacity) => format!("{} / {} bytes buffered", layer.buffered, capacity),
        None => "no buffer: every call is a syscall".to_string(),
    };
    view! {
        <li class="rounded-lg border border-slate-300 p-2 dark:border-slate-700" data-testid="layer">
            <div class="flex flex-wrap items-baseline justify-between gap-2 font-mono text-xs">
                <strong>{layer.type_name}</strong>
                <span class="text-slate-500" data-testid="layer-fill">{fill}</span>
            </div>
            {cells.map(|cells| view! { <div class="mt-1 flex flex-wrap gap-0.5" data-testid="cells">{cells}</div> })}
        </li>
    }
}

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
    run: std::sync::Arc<RunView>,
    /// The step shown; the page highlights its script line.
    position: RwSignal<Position>,
) -> impl IntoView {
    let steps = StoredValue::new(run.steps.clone());
    let count = run.steps.len();
    let (playing, set_playing) = signal(false);
    let (by_syscall, set_by_syscall) = signal(false);
    let (animate, set_animate) = signal(true);
    let (speed_ms, set_speed_ms) = signal(400u32);
    let forward = move || {
        let next =
            steps.with_value(
                |s| match (position.get_untracked(), by_syscall.get_untracked()) {
                    (None, _) => None,
                    (Some(i), false) => (i + 1 < s.len()).then_some(i + 1),
                    (Some(i), true) => next_with_syscall(s, i),
                },
            );
        if next.is_none() {
            set_playing.set(false);
        }
        position.set(next);
    };
    let back = move || {
        let previous =
            steps.with_value(
                |s| match (position.get_untracked(), by_syscall.get_untracked()) {
                    (None, _) => s.len().checked_sub(1),
                    (Some(i), false) => Some(i.saturating_sub(1)),
                    (Some(i), true) => previous_with_syscall(s, i).or(Some(0)),
                },
            );
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

    let rows = StoredValue::new(run.rows.clone());
    let screens = StoredValue::new(run.screens.clone());
    let final_screen = run.terminal.clone();
    let stdout_text = run.stdout.clone();
    let on_terminal = run.stdout_target == "terminal";
    let shown = move || {
        position
            .get()
            .and_then(|i| steps.with_value(|s| s.get(i).cloned()))
    };
    let caused = move || -> (Vec<SyscallRow>, u64) {
        let Some(step) = shown() else {
            return (Vec::new(), 0);
        };
        let listed: Vec<SyscallRow> = rows.with_value(|rows| {
            rows.iter()
                .filter(|r| r.seq > step.syscalls_before && r.seq <= step.syscalls_after)
                .cloned()
                .collect()
        });
        let made = step.syscalls_after - step.syscalls_before;
        let unlisted = made - listed.len() as u64;
        (listed, unlisted)
    };
    let device = move || match shown() {
        None if on_terminal => final_screen.clone(),
        None => stdout_text.shown(),
        Some(step) if on_terminal => {
            screens.with_value(|s| s.get(step.screen).cloned().unwrap_or_default())
        }
        Some(step) => stdout_text.upto(step.stdout_len),
    };
    let device_name = if on_terminal {
        "Terminal".to_string()
    } else {
        format!("stdout → {}", run.stdout_target)
    };
    let button = "rounded border border-slate-300 px-2 py-0.5 text-sm hover:bg-slate-100 dark:border-slate-700 dark:hover:bg-slate-800";
    let operations = run.operations;

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
                        class="rounded border border-slate-300 bg-transparent dark:border-slate-700"
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
                class="w-full accent-amber-500"
                aria-label="Timeline"
                min="0"
                max=count.to_string()
                prop:value=move || position.get().unwrap_or(count).to_string()
                on:input=move |ev| {
                    let i: usize = event_target_value(&ev).parse().unwrap_or(count);
                    position.set((i < count).then_some(i));
                }
            />
            <p class="text-sm" data-testid="step-label" aria-live="polite">
                {move || match shown() {
                    Some(step) => format!("Step {} of {}: line {}: {}", step.index, operations, step.line, step.label),
                    None => format!("End of the run ({operations} operations)"),
                }}
            </p>
            {(operations > count as u64).then(|| view! {
                <p class="text-xs text-slate-500">
                    {format!("Stepping covers the first {count} operations; the totals cover all {operations}.")}
                </p>
            })}
            <ol class="space-y-2" aria-label="Stack">
                {move || shown().map(|step| step.layers.into_iter().map(|layer| view! { <LayerBox layer=layer /> }).collect_view())}
            </ol>
            <div class="rounded-lg border border-dashed border-slate-400 p-2 dark:border-slate-600" role="group" aria-label="Kernel">
            <p class="mb-1 text-xs font-semibold text-slate-500">
                "Kernel: the syscalls this step made"
            </p>
            <ul class="space-y-1 font-mono text-xs" data-testid="step-syscalls">
                {move || {
                    let (listed, unlisted) = caused();
                    let key = position.get();
                    view! {
                        {listed.into_iter().map(|row| view! {
                            <li class="flush-travel" data-step=format!("{key:?}")>
                                <span class=format!("rounded px-1.5 py-0.5 {}", badge_class(&row.cause))>{row.cause.clone()}</span>
                                " " {row.strace.clone()}
                            </li>
                        }).collect_view()}
                        {(unlisted > 0).then(|| view! { <li>{format!("… {unlisted} more syscalls")}</li> })}
                    }
                }}
            </ul>
            </div>
            <section role="region" aria-label=device_name.clone()>
                <h3 class="mb-1 text-sm font-semibold">{device_name.clone()}</h3>
                <pre
                    data-testid="device"
                    class="min-h-24 overflow-auto rounded-lg bg-slate-900 p-3 font-mono text-xs text-slate-100"
                >{device}</pre>
            </section>
        </div>
    }
}
