//! Pricing a run on the page: a linear model over the run's exact features, so moving a cost
//! slider needs no new run.

use bufscope_sim::cost::CostModel;
use bufscope_sim::cost::params::{Param, TimeKind};
use bufscope_sim::kernel::SyscallKind;
use leptos::prelude::*;

use crate::protocol::PricedTally;
use crate::sim_client::Presets;

/// Time inside the kernel for each syscall kind, as `strace -c` attributes it. In nanoseconds.
pub fn syscall_times(model: &CostModel, priced: &[PricedTally]) -> Vec<(SyscallKind, f64)> {
    let mut times: Vec<(SyscallKind, f64)> = Vec::new();
    for tally in priced {
        let ns = model.calls_ns(tally.syscall, tally.device, tally.calls, tally.bytes);
        match times.iter_mut().find(|(kind, _)| *kind == tally.syscall) {
            Some((_, total)) => *total += ns,
            None => times.push((tally.syscall, ns)),
        }
    }
    times
}

/// `user`, `sys` or `wait`.
pub fn kind_label(param: Param) -> &'static str {
    match param.time_kind() {
        TimeKind::User => "user",
        TimeKind::Sys => "sys",
        TimeKind::Wait => "wait",
    }
}

/// The chosen preset's model (`base`) and that model with the learner's moved prices (`model`).
pub fn priced_models(
    presets: RwSignal<Presets>,
    preset: RwSignal<usize>,
    overrides: RwSignal<Vec<(String, f64)>>,
) -> (Signal<CostModel>, Signal<CostModel>) {
    let base = Signal::derive(move || {
        presets.with(|p| {
            p.get(preset.get())
                .or(p.first())
                .cloned()
                // Until the worker sends its presets.
                .unwrap_or_else(|| CostModel::from_ids("loading…", &[]))
        })
    });
    let model = Signal::derive(move || {
        let mut model = base.get();
        for (id, price) in overrides.get() {
            if let Some(param) = Param::from_id(&id) {
                model = model.with_price(param, price);
            }
        }
        model
    });
    (base, model)
}
