//! Runs A and B side by side (stacked on a phone): the sentence that explains their
//! difference, each run's syscalls by kind and by cause, bytes per syscall and simulated time
//! under the same costs, then the two logs aligned with the first difference marked.

use std::sync::Arc;

use bufscope_sim::cost::CostModel;
use leptos::prelude::*;

use super::cause_badge::CauseBadge;
use super::compare_facts::{bytes_per_call, first_difference, grouped, run_cause_counts, sentence};
use super::compare_measured::{MeasuredLine, RecordedWork, measured_sentence, same_work};
use crate::charts::units::format_ns;
use crate::protocol::{RunView, SyscallRow};

/// One run's column.
#[component]
fn RunColumn(
    /// `A` or `B`.
    name: &'static str,
    run: Arc<RunView>,
    #[prop(into)] model: Signal<CostModel>,
    /// The recorded scenario that did exactly this run's work, if any.
    measured: Option<&'static RecordedWork>,
) -> impl IntoView {
    let features = run.features.clone();
    let time = move || format_ns(model.get().cost(&features).wall_ns());
    let listed: Vec<&SyscallRow> = run.rows.iter().collect();
    // Every call of the run, also those the log leaves out.
    let causes = run_cause_counts(&run, &listed);
    // `a`/`b` in test ids; no Unicode case tables for one letter.
    let testid = |what: &str| format!("compare-{what}-{}", if name == "A" { "a" } else { "b" });
    view! {
        <div class="min-w-0 space-y-2 rounded-lg border border-slate-200 p-2 dark:border-slate-700" data-testid=testid("run")>
            <h3 class="font-semibold">{name}</h3>
            <p class="text-sm">
                <strong data-testid=testid("calls")>{grouped(run.all_calls)}</strong>
                " syscalls · simulated time "
                <strong data-testid=testid("time")>{time}</strong>
            </p>
            <MeasuredLine measured=measured testid=testid("measured") />
            <table class="text-sm" aria-label=format!("{name}: syscalls by kind")>
                <thead>
                    <tr class="text-left text-slate-600 dark:text-slate-400">
                        <th class="pr-3">"syscall"</th>
                        <th class="pr-3 text-right">"calls"</th>
                        <th class="pr-3 text-right">"bytes"</th>
                        <th class="text-right">"bytes/call"</th>
                    </tr>
                </thead>
                <tbody data-testid=testid("kinds")>
                    {run.totals.iter().map(|row| view! {
                        <tr>
                            <td class="pr-3 font-mono">{row.syscall.name()}</td>
                            <td class="pr-3 text-right">{grouped(row.calls)}</td>
                            <td class="pr-3 text-right">{grouped(row.bytes)}</td>
                            <td class="text-right">{bytes_per_call(row.bytes, row.calls)}</td>
                        </tr>
                    }).collect_view()}
                </tbody>
            </table>
            <p class="flex flex-wrap gap-1 text-xs" data-testid=testid("causes")>
                "By cause: "
                {causes.into_iter().map(|(cause, n)| view! {
                    <span class=format!("rounded px-1.5 py-0.5 {}", cause.badge_class())>{format!("{} {}", cause.label(), grouped(n))}</span>
                }).collect_view()}
            </p>
        </div>
    }
}

/// One side of an aligned row.
fn log_cell(row: Option<&SyscallRow>) -> impl IntoView + use<> {
    match row {
        Some(row) => view! {
            <td class="px-1 align-top">
                <span class=format!("rounded px-1 {}", row.cause.badge_class())>{row.cause.label()}</span>
                " " {row.strace.clone()}
            </td>
        }
        .into_any(),
        None => view! { <td class="px-1 align-top text-slate-600 dark:text-slate-400">"—"</td> }.into_any(),
    }
}

/// The two logs row by row around the first place they differ.
#[component]
fn AlignedLogs(a: Arc<RunView>, b: Arc<RunView>) -> impl IntoView {
    let first = first_difference(&a.rows, &b.rows);
    let from = first.map_or(0, |i| i.saturating_sub(3));
    let to = first
        .map_or(8, |i| i + 6)
        .min(a.rows.len().max(b.rows.len()));
    let note = match first {
        Some(i) => format!("The logs first differ at syscall {} (marked ≠).", i + 1),
        None => "The listed logs are the same, call for call.".to_string(),
    };
    view! {
        <div class="space-y-1">
            <h3 class="font-semibold">"The logs, aligned"</h3>
            <p class="text-sm" data-testid="compare-first-difference">{note}</p>
            <div class="overflow-x-auto">
                <table class="w-full font-mono text-xs" aria-label="The two logs, syscall by syscall">
                    <thead>
                        <tr class="text-left text-slate-600 dark:text-slate-400">
                            <th class="px-1">"#"</th>
                            <th class="px-1">"A"</th>
                            <th class="px-1">"B"</th>
                        </tr>
                    </thead>
                    <tbody data-testid="compare-aligned">
                        {(from..to).map(|i| {
                            let marked = first == Some(i);
                            view! {
                                <tr
                                    class=if marked { "bg-amber-100 dark:bg-amber-900" } else { "" }
                                    data-first-difference=marked.then_some("true")
                                >
                                    <td class="px-1 align-top">{if marked { format!("≠ {}", i + 1) } else { (i + 1).to_string() }}</td>
                                    {log_cell(a.rows.get(i))}
                                    {log_cell(b.rows.get(i))}
                                </tr>
                            }
                        }).collect_view()}
                    </tbody>
                </table>
            </div>
        </div>
    }
}

/// A and B compared.
#[component]
pub fn CompareResults(
    a: Arc<RunView>,
    b: Arc<RunView>,
    /// The same prices for both.
    #[prop(into)]
    model: Signal<CostModel>,
) -> impl IntoView {
    // Each run is looked up once; its column and the ratio sentence share the result.
    let (measured_a, measured_b) = (same_work(&a.features), same_work(&b.features));
    let both_measured = measured_a.zip(measured_b).map(|(ma, mb)| {
        view! { <p class="text-sm" data-testid="compare-measured">{measured_sentence(ma, mb)}</p> }
    });
    view! {
        <div class="space-y-3">
            <p class="rounded-lg bg-sky-50 p-2 text-sm dark:bg-sky-950" data-testid="compare-sentence">{sentence(&a, &b)}</p>
            {both_measured}
            <div class="grid grid-cols-1 gap-3 md:grid-cols-2">
                <RunColumn name="A" run=a.clone() model=model measured=measured_a />
                <RunColumn name="B" run=b.clone() model=model measured=measured_b />
            </div>
            <AlignedLogs a=a b=b />
        </div>
    }
}
