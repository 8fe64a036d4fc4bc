//! The run at a glance: how it ended, an `strace -c`-style table, and its simulated time.

use leptos::prelude::*;

use super::run_view::RunView;

fn ms(ns: f64) -> String {
    format!("{:.3} ms", ns / 1e6)
}

#[component]
pub fn RunSummary(
    /// The run to summarise.
    run: RunView,
) -> impl IntoView {
    let cost = run.cost;
    view! {
        <div class="space-y-3">
            <p data-testid="ending">
                <strong>{format!("exit {}", run.exit_code)}</strong>
                " · "
                {run.ending}
            </p>
            <table class="text-sm" data-testid="totals">
                <thead>
                    <tr class="text-left text-slate-500">
                        <th class="pr-4">"syscall"</th>
                        <th class="pr-4 text-right">"calls"</th>
                        <th class="pr-4 text-right">"bytes"</th>
                        <th class="text-right">"errors"</th>
                    </tr>
                </thead>
                <tbody>
                    {run
                        .totals
                        .into_iter()
                        .map(|row| {
                            view! {
                                <tr>
                                    <td class="pr-4 font-mono">{row.syscall}</td>
                                    <td class="pr-4 text-right">{row.calls}</td>
                                    <td class="pr-4 text-right">{row.bytes}</td>
                                    <td class="text-right">{row.errors}</td>
                                </tr>
                            }
                        })
                        .collect_view()}
                    <tr class="border-t border-slate-300 font-semibold dark:border-slate-700">
                        <td class="pr-4">"total"</td>
                        <td class="pr-4 text-right" data-testid="total-calls">{run.all_calls}</td>
                        <td></td>
                        <td></td>
                    </tr>
                </tbody>
            </table>
            <p class="text-sm" data-testid="time">
                "Simulated time (" {run.cost_model} "): " <strong>{ms(cost.wall_ns())}</strong> " = user "
                {ms(cost.user_ns)} " + sys " {ms(cost.sys_ns)} " + waiting " {ms(cost.wait_ns)}
            </p>
            {(!run.lost.is_empty())
                .then(|| {
                    view! {
                        <ul class="text-sm text-red-700 dark:text-red-300" data-testid="lost">
                            {run.lost.into_iter().map(|l| view! { <li>"lost: " {l}</li> }).collect_view()}
                        </ul>
                    }
                })}
        </div>
    }
}
