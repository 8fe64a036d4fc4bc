//! The playground's settings: the example, where stdout and stderr go, Compare, Predict first,
//! and stdout's proposed policy. Each change runs the script again.

use bufscope_sim::kernel::StreamTarget;
use bufscope_sim::whatif::StdoutPolicy;
use leptos::prelude::*;

use super::compare_state::CompareState;
use super::state_signals::StateSignals;
use crate::examples::{EXAMPLES, example};

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

#[component]
pub fn SettingsBar(
    signals: StateSignals,
    /// Where the script's own header line sends stdout, when it overrides the select.
    #[prop(into)]
    stdout_header: Signal<Option<StreamTarget>>,
    /// Runs the script with the new settings.
    #[prop(into)]
    run_now: Callback<()>,
) -> impl IntoView {
    let StateSignals {
        source,
        example: example_id,
        stdout,
        stderr,
        policy,
        compare,
        predict,
        ..
    } = signals;
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
                        run_now.run(());
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
        <TargetSelect label="stdout goes to" value=stdout header=stdout_header rerun=run_now />
        {move || stdout_header.get().map(|target| view! {
            <span class="text-xs text-slate-600 dark:text-slate-300" data-testid="header-note">
                {format!("(the script's // bufscope: line sends stdout to {})", target.name())}
            </span>
        })}
        <TargetSelect label="stderr goes to" value=stderr header=Signal::derive(|| None::<StreamTarget>) rerun=run_now />
        <label class="text-sm">
            <input
                type="checkbox"
                data-testid="compare-toggle"
                prop:checked=move || compare.with(Option::is_some)
                on:change=move |ev| {
                    compare.set(event_target_checked(&ev).then(CompareState::default));
                    run_now.run(());
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
                    run_now.run(());
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
                    run_now.run(());
                }
            />
            " proposed: stdout block-buffered when not a terminal"
        </label>
    }
}
