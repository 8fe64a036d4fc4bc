//! The device a step wrote to: the terminal's screen, or what a file (a pipe) holds, with the
//! bytes this step added marked. A fixed height, so stepping never moves the page.

use std::sync::Arc;

use bufscope_sim::kernel::{DeviceKind, StreamTarget};
use leptos::html;
use leptos::prelude::*;

use crate::protocol::{RunView, StepView};

/// What the panel shows: its name, the text, and how much at the end of it is new.
#[derive(Debug, Clone, PartialEq)]
struct Shown {
    name: String,
    before: String,
    newest: String,
}

fn shown(run: &RunView, step: Option<&StepView>) -> Shown {
    let on_terminal = run.stdout_target == StreamTarget::Terminal;
    let terminal = |screen: String| Shown {
        name: "Terminal".into(),
        before: screen,
        newest: String::new(),
    };
    let screen = |step: &StepView| run.screens.get(step.screen).cloned().unwrap_or_default();
    let stdout = || format!("stdout → {}", run.stdout_target.name());
    match step {
        None if on_terminal => terminal(run.terminal.clone()),
        None => Shown {
            name: stdout(),
            before: run.stdout.shown(),
            newest: String::new(),
        },
        Some(step) => match step
            .device
            .and_then(|at| Some((at, run.devices.get(at.device)?)))
        {
            Some((_, device)) if device.kind == DeviceKind::Terminal => terminal(screen(step)),
            Some((at, device)) => {
                let head = &device.received.head;
                let end = (at.len as usize).min(head.len());
                let start = (at.len.saturating_sub(at.newest) as usize).min(end);
                Shown {
                    name: format!("{} ({}, fd {})", device.path, device.kind.name(), device.fd),
                    before: head.get(..start).unwrap_or_default().to_string(),
                    newest: head.get(start..end).unwrap_or_default().to_string(),
                }
            }
            None if on_terminal => terminal(screen(step)),
            None => Shown {
                name: stdout(),
                before: run.stdout.upto(step.stdout_len),
                newest: String::new(),
            },
        },
    }
}

#[component]
pub fn DeviceView(
    run: Arc<RunView>,
    /// The index of the step shown in the run's steps; `None` is the end of the run.
    #[prop(into)]
    position: Signal<Option<usize>>,
) -> impl IntoView {
    let now = Memo::new(move |_| shown(&run, position.get().and_then(|i| run.steps.get(i))));
    let area = NodeRef::<html::Pre>::new();
    // A file grows at its end: keep the newest bytes in view.
    Effect::new(move |_| {
        now.track();
        if let Some(pre) = area.get() {
            pre.set_scroll_top(pre.scroll_height());
        }
    });
    view! {
        <section role="region" aria-label=move || now.with(|s| s.name.clone())>
            <h2 class="mb-1 text-sm font-semibold">{move || now.with(|s| s.name.clone())}</h2>
            <pre
                node_ref=area
                data-testid="device"
                tabindex="0"
                class="h-40 overflow-auto rounded-lg bg-slate-900 p-3 font-mono text-xs text-slate-100"
            >
                {move || now.with(|s| s.before.clone())}
                {move || now.with(|s| (!s.newest.is_empty()).then(|| view! {
                    <mark class="bg-amber-300 text-slate-950" data-testid="newest">{s.newest.clone()}</mark>
                }))}
            </pre>
        </section>
    }
}
