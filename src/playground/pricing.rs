//! Pricing a run on the page: a linear model over the run's exact features, so moving a cost
//! slider needs no new run.

use bufscope_sim::cost::params::{Param, TimeKind};
use bufscope_sim::cost::{Cost, CostModel, Features};
use leptos::prelude::*;

use crate::protocol::PricedTally;

/// A model from a preset's `(parameter id, price)` pairs.
pub fn model_of(name: &str, prices: &[(String, f64)]) -> CostModel {
    let pairs: Vec<(&str, f64)> = prices.iter().map(|(id, p)| (id.as_str(), *p)).collect();
    CostModel::from_ids(name, &pairs)
}

/// Features from `(parameter id, amount)` pairs (unknown ids are left out).
pub fn features_of(pairs: &[(String, f64)]) -> Features {
    Features {
        values: pairs
            .iter()
            .filter_map(|(id, amount)| Param::from_id(id).map(|p| (p, *amount)))
            .collect(),
    }
}

/// The simulated time of a run with these features.
pub fn cost_of(model: &CostModel, features: &[(String, f64)]) -> Cost {
    model.cost(&features_of(features))
}

/// Time inside the kernel for each syscall name, as `strace -c` attributes it. In nanoseconds.
pub fn syscall_times(model: &CostModel, priced: &[PricedTally]) -> Vec<(String, f64)> {
    let mut times: Vec<(String, f64)> = Vec::new();
    for tally in priced {
        let ns = match tally
            .device
            .as_deref()
            .and_then(|d| Param::from_id(&format!("syscall.{d}")))
        {
            Some(Param::Syscall(device)) => {
                tally.calls as f64
                    * (model.price(Param::SyscallBase) + model.price(Param::Syscall(device)))
                    + tally.bytes as f64
                        * (model.price(Param::KernelByteBase)
                            + model.price(Param::KernelByte(device)))
            }
            _ => tally.calls as f64 * model.price(Param::OtherSyscall),
        };
        match times.iter_mut().find(|(name, _)| *name == tally.syscall) {
            Some((_, total)) => *total += ns,
            None => times.push((tally.syscall.clone(), ns)),
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
    presets: RwSignal<crate::sim_client::Presets>,
    preset: RwSignal<usize>,
    overrides: RwSignal<Vec<(String, f64)>>,
) -> (Signal<CostModel>, Signal<CostModel>) {
    let base = Signal::derive(move || {
        presets.with(|p| {
            p.get(preset.get())
                .or(p.first())
                .map(|(name, prices)| model_of(name, prices))
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
