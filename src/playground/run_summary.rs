//! The run at a glance: how it ended, an `strace -c`-style table with each syscall's share of
//! kernel time, and the simulated time under the current prices.

use bufscope_sim::cost::CostModel;
use leptos::prelude::*;

use super::pricing::syscall_times;
use crate::charts::units::format_ns as human_ns;
use crate::protocol::RunView;

#[component]
pub fn RunSummary(
    run: std::sync::Arc<RunView>,
    /// The prices in force (sliders re-price without a new run).
    #[prop(into)]
    model: Signal<CostModel>,
) -> impl IntoView {
    // Re-priced in place on every slider move: the run's tallies are read, not copied.
    let shared = StoredValue::new(run.clone());
    let table = move || {
        let model = model.get();
        shared.with_value(|run| {
            let times = syscall_times(&model, &run.priced);
            let all: f64 = times.iter().map(|(_, ns)| ns).sum();
            run.totals
                .iter()
                .map(|row| {
                    let ns = times
                        .iter()
                        .find(|(kind, _)| *kind == row.syscall)
                        .map_or(0.0, |(_, ns)| *ns);
                    let share = if all > 0.0 { 100.0 * ns / all } else { 0.0 };
                    view! {
                        <tr>
                            <td class="pr-4 text-right">{format!("{share:.1}")}</td>
                            <td class="pr-4 text-right">{human_ns(ns)}</td>
                            <td class="pr-4 text-right">{row.calls}</td>
                            <td class="pr-4 text-right">{row.bytes}</td>
                            <td class="pr-4 text-right">{row.errors}</td>
                            <td class="font-mono">{row.syscall.name()}</td>
                        </tr>
                    }
                })
                .collect_view()
        })
    };
    let time = move || {
        let model = model.get();
        let cost = shared.with_value(|run| model.cost(&run.features));
        view! {
            "Simulated time (" {model.name.clone()} "): " <strong data-testid="wall">{human_ns(cost.wall_ns())}</strong>
            " = user " {human_ns(cost.user_ns)} " + sys " {human_ns(cost.sys_ns)} " + waiting "
            {human_ns(cost.wait_ns)}
        }
    };
    view! {
        <div class="space-y-3">
            <p data-testid="ending">
                // A run bufscope stopped has no exit status: no real program ends that way.
                {run.exit_code.map(|code| view! { <strong>{format!("exit {code}")}</strong> " · " })}
                {run.ending.clone()}
            </p>
            <table class="text-sm" data-testid="totals" aria-label="strace -c summary">
                <thead>
                    <tr class="text-left text-slate-600 dark:text-slate-400">
                        <th class="pr-4 text-right">"% time"</th>
                        <th class="pr-4 text-right">"time"</th>
                        <th class="pr-4 text-right">"calls"</th>
                        <th class="pr-4 text-right">"bytes"</th>
                        <th class="pr-4 text-right">"errors"</th>
                        <th>"syscall"</th>
                    </tr>
                </thead>
                <tbody>
                    {table}
                    <tr class="border-t border-slate-300 font-semibold dark:border-slate-700">
                        <td class="pr-4 text-right">"100.0"</td>
                        <td></td>
                        <td class="pr-4 text-right" data-testid="total-calls">{run.all_calls}</td>
                        <td></td>
                        <td></td>
                        <td>"total"</td>
                    </tr>
                </tbody>
            </table>
            <p class="text-sm" data-testid="time">{time}</p>
            {(!run.lost.is_empty())
                .then(|| {
                    view! {
                        <ul class="text-sm text-red-700 dark:text-red-300" data-testid="lost">
                            {run.lost.iter().map(|l| view! { <li>"lost: " {l.clone()}</li> }).collect_view()}
                        </ul>
                    }
                })}
            {(!run.notes.is_empty())
                .then(|| {
                    view! {
                        <ul class="text-sm text-amber-800 dark:text-amber-200" data-testid="notes">
                            {run
                                .notes
                                .iter()
                                .map(|note| {
                                    let at = note.at();
                                    view! {
                                        <li>{format!("note: line {}:{}: {note}", at.line, at.column)}</li>
                                    }
                                })
                                .collect_view()}
                        </ul>
                    }
                })}
        </div>
    }
}
