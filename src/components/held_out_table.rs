//! How well a reference's fitted model predicts the scenarios it was not fitted on.

use leptos::prelude::*;

use crate::charts::units::{format_ns, format_percent};
use crate::components::error_grade::ErrorBadge;
use crate::reference::document::Reference;

#[component]
pub fn HeldOutTable(
    /// The reference whose calibration to show.
    reference: Reference,
) -> impl IntoView {
    let calibration = &reference.calibration;
    let summary = format!(
        "Fitted on {} scenarios, the model predicts the wall time of the {} it was not fitted on with a median error of {} and a worst of {}.",
        calibration.fitted_on.len(),
        calibration.held_out.len(),
        format_percent(calibration.median_error),
        format_percent(calibration.worst_error)
    );
    let rows = calibration
        .held_out
        .iter()
        .map(|held_out| {
            let title = reference
                .scenario(&held_out.id)
                .map(|s| s.title.clone())
                .unwrap_or_default();
            view! {
                <tr class="border-t border-slate-200 dark:border-slate-700" data-testid="held-out-row">
                    <th scope="row" class="px-3 py-2 text-left font-normal">
                        <span class="block">{title}</span>
                        <code class="text-xs text-slate-600 dark:text-slate-400">{held_out.id.clone()}</code>
                    </th>
                    <td class="px-3 py-2 whitespace-nowrap">{format_ns(held_out.measured_wall_ns)}</td>
                    <td class="px-3 py-2 whitespace-nowrap">{format_ns(held_out.predicted_wall_ns)}</td>
                    <td class="px-3 py-2 whitespace-nowrap">
                        <ErrorBadge relative_error=held_out.relative_error />
                    </td>
                </tr>
            }
        })
        .collect_view();
    let head = "px-3 py-2 text-left font-semibold whitespace-nowrap";
    view! {
        <p class="mt-2 text-slate-700 dark:text-slate-300" data-testid="held-out-summary">{summary}</p>
        <div class="mt-4 overflow-x-auto rounded-xl border border-slate-200 bg-white dark:border-slate-700 dark:bg-slate-900">
            <table class="min-w-full text-sm tabular-nums">
                <caption class="caption-top px-3 pt-3 text-left text-sm text-slate-600 dark:text-slate-400">
                    "Held-out scenarios: measured median wall time, the fitted model's prediction, and |predicted − measured| ÷ measured."
                </caption>
                <thead>
                    <tr>
                        <th scope="col" class=head>"Scenario"</th>
                        <th scope="col" class=head>"Measured"</th>
                        <th scope="col" class=head>"Predicted"</th>
                        <th scope="col" class=head>"Error"</th>
                    </tr>
                </thead>
                <tbody>{rows}</tbody>
            </table>
        </div>
    }
}
