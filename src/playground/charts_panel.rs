//! The run in charts, redrawn as the prices move: syscalls and time against buffer capacity
//! (the script run again at each capacity, in the worker), bytes per syscall, time against the
//! price of a syscall, and the recorded strategies simulated beside their measurements.

use std::sync::Arc;

use bufscope_sim::cost::CostModel;
use bufscope_sim::cost::params::Param;
use leptos::prelude::*;

use crate::charts::chart_card::ChartCard;
use crate::charts::data::{
    CapacityPoint, CapacitySweep, CostCurve, CostPoint, Strategies, SyscallSizes,
};
use crate::charts::histogram::histogram;
use crate::protocol::{Job, RunRequest, RunView, SweepPoint};
use crate::reference::document::{COMMITTED_URL, Reference};
use crate::reference::load::fetch_reference;
use crate::reference::strategy_groups::groups_in;
use crate::state::SharedClient;

/// Capacities swept: every power of two from 1 B to 1 MiB.
pub fn sweep_capacities() -> Vec<u64> {
    (0..=20).map(|shift| 1u64 << shift).collect()
}

/// The capacity of the first buffer the script itself made (stdout's own is left out).
fn script_capacity(run: &RunView) -> Option<u64> {
    run.steps
        .iter()
        .flat_map(|step| step.streams.iter().flat_map(|stream| stream.layers.iter()))
        .find(|layer| {
            layer.exists && layer.capacity.is_some() && !layer.type_name.ends_with("<StdoutRaw>")
        })
        .and_then(|layer| layer.capacity)
}

/// What the sweep counts, named by the data syscalls the run makes: every syscall is counted,
/// and a reading script's are mostly reads.
fn counted(run: &RunView) -> String {
    let calls = |output: bool| -> u64 {
        run.totals
            .iter()
            .filter(|t| t.syscall.moves_data() && t.syscall.is_output() == output)
            .map(|t| t.calls)
            .sum()
    };
    let (reads, writes) = (calls(false), calls(true));
    match (reads, writes) {
        (0, 0) => "syscalls".into(),
        (_, 0) => "syscalls (reads)".into(),
        (0, _) => "syscalls (writes)".into(),
        _ if reads >= writes => "syscalls (mostly reads)".into(),
        _ => "syscalls (mostly writes)".into(),
    }
}

/// Total time as the price of one syscall (the base every device shares) moves from 0 to four
/// times its current value.
fn cost_curve(run: &RunView, model: &CostModel) -> CostCurve {
    let current = model.price(Param::SyscallBase);
    let top = (current * 4.0).max(2_000.0);
    let points = (0..=20)
        .map(|i| {
            let price = top * f64::from(i) / 20.0;
            let priced = model.with_price(Param::SyscallBase, price);
            CostPoint {
                syscall_ns: price,
                total_ns: priced.cost(&run.features).wall_ns(),
            }
        })
        .collect();
    CostCurve {
        points,
        current_syscall_ns: Some(current),
        run: format!("this script, {} syscalls", run.all_calls),
    }
}

#[component]
pub fn ChartsPanel(
    #[prop(into)] run: Signal<Option<Arc<RunView>>>,
    #[prop(into)] request: Signal<Option<RunRequest>>,
    #[prop(into)] model: Signal<CostModel>,
    client: SharedClient,
) -> impl IntoView {
    // Open from the start: the charts are what the page is for.
    let (open, set_open) = signal(true);
    let sweep = RwSignal::new(None::<Result<Vec<SweepPoint>, String>>);
    // Swept again whenever the panel is open and the run changes.
    Effect::new(move |_| {
        let (Some(request), true) = (request.get(), open.get()) else {
            return;
        };
        sweep.set(None);
        client.with_value(|c| {
            c.send(Job::Sweep(request, sweep_capacities()), move |reply| {
                sweep.set(Some(reply.swept()));
            })
        });
    });
    let capacity_chart = Memo::new(move |_| {
        let model = model.get();
        let points = sweep.with(|s| match s {
            Some(Ok(points)) => points
                .iter()
                .map(|p| CapacityPoint {
                    capacity: p.capacity,
                    syscalls: p.syscalls,
                    time_ns: model.cost(&p.features).wall_ns(),
                })
                .collect(),
            _ => Vec::new(),
        });
        CapacitySweep {
            points,
            current_capacity: run.with(|r| r.as_deref().and_then(script_capacity)),
            workload: "this script, every buffer it makes resized".into(),
            cost_model: model.name.clone(),
            counted: run
                .with(|r| r.as_deref().map(counted))
                .unwrap_or_else(|| "syscalls".into()),
        }
    });
    let sizes_chart = Memo::new(move |_| SyscallSizes {
        buckets: run.with(|r| {
            r.as_deref()
                .map(|run| histogram(run.data_sizes.iter().copied()))
                .unwrap_or_default()
        }),
        syscalls: "read and write".into(),
    });
    let cost_chart = Memo::new(move |_| {
        let model = model.get();
        run.with(|r| r.as_deref().map(|run| cost_curve(run, &model)))
            .unwrap_or_default()
    });
    let reference = LocalResource::new(|| fetch_reference(COMMITTED_URL));
    let (group, set_group) = signal(0usize);
    let strategies = Memo::new(move |_| {
        let model = model.get();
        reference
            .get()
            .and_then(|result| result.ok())
            .map(|reference: Reference| {
                let groups = groups_in(&reference);
                groups
                    .get(group.get())
                    .or(groups.first())
                    .map(|g| g.strategies_priced(&reference, &model))
                    .unwrap_or_default()
            })
            .unwrap_or_default()
    });
    let group_names = move || {
        reference
            .get()
            .and_then(|result| result.ok())
            .map(|reference| {
                groups_in(&reference)
                    .iter()
                    .map(|g| g.title)
                    .collect::<Vec<_>>()
            })
            .unwrap_or_default()
    };
    view! {
        <details
            open
            class="rounded-lg border border-slate-200 p-2 text-sm dark:border-slate-700"
            on:toggle=move |ev| {
                let details: web_sys::HtmlDetailsElement = event_target(&ev);
                set_open.set(details.open());
            }
        >
            <summary class="cursor-pointer font-semibold">"Charts"</summary>
            <div class="mt-2 grid grid-cols-1 gap-4 xl:grid-cols-2">
                <div>
                    {move || match sweep.get() {
                        None => Some(view! { <p class="text-slate-600 dark:text-slate-400">"Running the script at 21 capacities…"</p> }.into_any()),
                        Some(Err(message)) => Some(view! { <p class="text-red-700 dark:text-red-300">{message}</p> }.into_any()),
                        Some(Ok(_)) => None,
                    }}
                    <ChartCard<CapacitySweep>
                        title="Syscalls and time against buffer capacity".to_string()
                        chart=capacity_chart
                    />
                </div>
                <ChartCard<SyscallSizes> title="Bytes per syscall".to_string() chart=sizes_chart />
                <ChartCard<CostCurve> title="Time against the price of a syscall".to_string() chart=cost_chart />
                <div>
                    <label class="flex flex-wrap items-center gap-1 text-sm">
                        "Measured strategies: "
                        // Long titles must not widen the page on a phone.
                        <select
                            aria-label="Measured strategies"
                            class="min-w-0 max-w-full rounded border border-slate-300 bg-transparent px-1 dark:border-slate-600"
                            on:change=move |ev| set_group.set(event_target_value(&ev).parse().unwrap_or(0))
                        >
                            {move || group_names().into_iter().enumerate().map(|(i, title)| view! {
                                <option value=i.to_string()>{title}</option>
                            }).collect_view()}
                        </select>
                    </label>
                    <ChartCard<Strategies> title="Simulated beside measured".to_string() chart=strategies height=400 />
                </div>
            </div>
        </details>
    }
}
