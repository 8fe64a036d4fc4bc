//! Two recordings side by side: for each scenario both have, measured and simulated time on
//! each machine.

use leptos::prelude::*;

use crate::charts::units::format_ns;
use crate::components::error_grade::ErrorBadge;
use crate::reference::document::Reference;

#[component]
pub fn ReferenceCompare(
    /// The committed reference.
    committed: Reference,
    /// The reader's reference.
    loaded: Reference,
) -> impl IntoView {
    let (a, b) = (committed.machine.summary(), loaded.machine.summary());
    let rows: Vec<_> = committed
        .scenarios
        .iter()
        .filter_map(|left| loaded.scenario(&left.id).map(|right| (left, right)))
        .map(|(left, right)| {
            let left_sim = left.simulated(&committed.calibration.model).wall_ns();
            let right_sim = right.simulated(&loaded.calibration.model).wall_ns();
            let ratio = right.wall_ns.median / left.wall_ns.median.max(1.0);
            view! {
                <tr class="border-t border-slate-200 dark:border-slate-700" data-testid="compare-row">
                    <th scope="row" class="px-3 py-2 text-left font-normal">
                        <span class="block">{left.title.clone()}</span>
                        <code class="text-xs text-slate-600 dark:text-slate-400">{left.id.clone()}</code>
                    </th>
                    <td class="px-3 py-2 whitespace-nowrap">{format_ns(left.wall_ns.median)}</td>
                    <td class="px-3 py-2 whitespace-nowrap">
                        {format_ns(left_sim)} " "
                        <ErrorBadge relative_error=left.relative_error(&committed.calibration.model) signed=true />
                    </td>
                    <td class="px-3 py-2 whitespace-nowrap">{format_ns(right.wall_ns.median)}</td>
                    <td class="px-3 py-2 whitespace-nowrap">
                        {format_ns(right_sim)} " "
                        <ErrorBadge relative_error=right.relative_error(&loaded.calibration.model) signed=true />
                    </td>
                    <td class="px-3 py-2 whitespace-nowrap">{format!("{ratio:.2}×")}</td>
                </tr>
            }
        })
        .collect();
    let common = rows.len();
    let head = "px-3 py-2 text-left font-semibold";
    view! {
        {(common == 0)
            .then(|| {
                view! {
                    <p class="mt-2 text-slate-700 dark:text-slate-300" data-testid="compare-empty">
                        "The two recordings have no scenario ids in common."
                    </p>
                }
            })}
        <div class="mt-4 overflow-x-auto rounded-xl border border-slate-200 bg-white dark:border-slate-700 dark:bg-slate-900">
            <table class="min-w-full text-sm tabular-nums" data-testid="compare-table">
                <caption class="caption-top px-3 pt-3 text-left text-sm text-slate-600 dark:text-slate-400">
                    {format!(
                        "{common} scenarios recorded on both machines: A is {a} (committed), B is {b} (yours). Each machine's time is simulated under its own fitted model; the last column is B's measured median ÷ A's."
                    )}
                </caption>
                <thead>
                    <tr>
                        <th scope="col" class=head>"Scenario"</th>
                        <th scope="col" class=head>"A measured"</th>
                        <th scope="col" class=head>"A simulated"</th>
                        <th scope="col" class=head>"B measured"</th>
                        <th scope="col" class=head>"B simulated"</th>
                        <th scope="col" class=head>"B ÷ A"</th>
                    </tr>
                </thead>
                <tbody>{rows}</tbody>
            </table>
        </div>
    }
}
