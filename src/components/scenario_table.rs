//! Every scenario of a reference as hyperfine reports a benchmark: median ± σ, the range, the
//! runs, user and system time; beside it the syscalls counted and the time the fitted model
//! predicts.

use std::collections::BTreeMap;

use leptos::prelude::*;

use bufscope_sim::cost::CostModel;

use crate::charts::units::{format_ns, with_separators};
use crate::components::error_grade::ErrorBadge;
use crate::reference::document::{Reference, Scenario};
use crate::routes::Page;

/// `1,000,000 write, 1 read`.
fn syscall_counts(counts: &BTreeMap<String, u64>) -> String {
    if counts.is_empty() {
        return "none".to_string();
    }
    counts
        .iter()
        .map(|(name, count)| format!("{} {name}", with_separators(*count)))
        .collect::<Vec<_>>()
        .join(", ")
}

/// A link that opens the scenario's program in the playground, with its sink; `None` for the
/// programs the playground cannot rerun (see [`Scenario::playground_query`]).
fn playground_link(scenario: &Scenario) -> Option<String> {
    let params = web_sys::UrlSearchParams::new().ok()?;
    for (key, value) in scenario.playground_query()? {
        params.append(&key, &value);
    }
    Some(format!(
        "{}?{}",
        Page::Playground.route().href(),
        String::from(params.to_string())
    ))
}

fn scenario_row(scenario: &Scenario, model: &CostModel) -> impl IntoView + use<> {
    let wall = &scenario.wall_ns;
    let simulated = scenario.simulated(model).wall_ns();
    let counts_differ = scenario.syscalls != scenario.simulated_syscalls;
    let simulated_counts = syscall_counts(&scenario.simulated_syscalls);
    let cell = "px-3 py-2 align-top whitespace-nowrap";
    view! {
        <tr
            class="border-t border-slate-200 dark:border-slate-700"
            data-testid="scenario-row"
            data-scenario=scenario.id.clone()
            id=scenario.id.clone()
        >
            <th scope="row" class="min-w-64 px-3 py-2 text-left align-top font-normal">
                <span class="block font-medium">{scenario.title.clone()}</span>
                <code class="text-xs text-slate-600 dark:text-slate-400">{scenario.id.clone()}</code>
                {playground_link(scenario).map(|href| view! {
                    " · "
                    <a
                        class="text-xs text-sky-800 underline dark:text-sky-300"
                        href=href
                        // Another bundle serves the playground: the router must not take the link.
                        rel="external"
                        aria-label=format!("open in the playground: {}", scenario.id)
                        data-testid="scenario-open"
                    >
                        "open in the playground"
                    </a>
                })}
            </th>
            <td class=cell>{scenario.sink.clone()}</td>
            <td class=cell>{format!("{} ± {}", format_ns(wall.median), format_ns(wall.stddev))}</td>
            <td class=cell>{format!("{} … {}", format_ns(wall.min), format_ns(wall.max))}</td>
            <td class=cell>{scenario.runs}</td>
            <td class=cell>{format_ns(scenario.user_ns.median)}</td>
            <td class=cell>{format_ns(scenario.sys_ns.median)}</td>
            <td class=cell>
                {syscall_counts(&scenario.syscalls)}
                {counts_differ
                    .then(|| {
                        view! {
                            <span class="block text-xs text-amber-700 dark:text-amber-300">
                                "simulated: " {simulated_counts}
                            </span>
                        }
                    })}
            </td>
            <td class=cell>{format_ns(simulated)}</td>
            <td class=cell>
                <ErrorBadge relative_error=scenario.relative_error(model) signed=true />
            </td>
        </tr>
    }
}

#[component]
pub fn ScenarioTable(
    /// The reference whose scenarios to list, in file order.
    reference: Reference,
) -> impl IntoView {
    let caption = format!(
        "{} scenarios measured on {}; wall, user and sys times over the counted runs; simulated time under the model fitted to them ({}); error = (simulated − measured) ÷ measured median.",
        reference.scenarios.len(),
        reference.machine.summary(),
        reference.calibration.model.name
    );
    let rows = reference
        .scenarios
        .iter()
        .map(|s| scenario_row(s, &reference.calibration.model))
        .collect_view();
    let head = "px-3 py-2 text-left font-semibold whitespace-nowrap";
    view! {
        <div class="mt-4 overflow-x-auto rounded-xl border border-slate-200 bg-white dark:border-slate-700 dark:bg-slate-900">
            <table class="min-w-full text-sm tabular-nums" data-testid="scenario-table">
                <caption class="caption-top px-3 pt-3 text-left text-sm text-slate-600 dark:text-slate-400">
                    {caption}
                </caption>
                <thead>
                    <tr>
                        <th scope="col" class=head>"Scenario"</th>
                        <th scope="col" class=head>"Sink"</th>
                        <th scope="col" class=head>"Wall (median ± σ)"</th>
                        <th scope="col" class=head>"Min … max"</th>
                        <th scope="col" class=head>"Runs"</th>
                        <th scope="col" class=head>"User"</th>
                        <th scope="col" class=head>"Sys"</th>
                        <th scope="col" class=head>"Syscalls (measured)"</th>
                        <th scope="col" class=head>"Simulated"</th>
                        <th scope="col" class=head>"Error"</th>
                    </tr>
                </thead>
                <tbody>{rows}</tbody>
            </table>
        </div>
    }
}
