//! A cost model: a price for each parameter, and the simulated time of a run under it.
//!
//! Time is linear in the features: re-costing a run under new prices is a dot product, with no
//! need to run the script again.

use std::collections::BTreeMap;

use super::features::Features;
use super::params::{Param, TimeKind};
use crate::kernel::{DeviceKind, SyscallKind, SyscallRecord};

/// Prices for every parameter. In the parameter's unit (nanoseconds per call, per byte…).
#[derive(Debug, Clone, PartialEq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct CostModel {
    pub name: String,
    pub prices: BTreeMap<Param, f64>,
}

/// Simulated time of a run, split as `time` reports it. In nanoseconds.
#[derive(Debug, Clone, Copy, PartialEq, Default)]
pub struct Cost {
    pub user_ns: f64,
    pub sys_ns: f64,
    pub wait_ns: f64,
}

impl Cost {
    /// user + sys + wait.
    pub fn wall_ns(&self) -> f64 {
        self.user_ns + self.sys_ns + self.wait_ns
    }
}

impl CostModel {
    /// A model from `(parameter id, price)` pairs; unknown ids are ignored, missing ones are 0.
    pub fn from_ids(name: &str, prices: &[(&str, f64)]) -> CostModel {
        let prices = price_map(
            prices
                .iter()
                .filter_map(|(id, price)| Param::from_id(id).map(|p| (p, *price))),
        );
        CostModel {
            name: name.to_string(),
            prices,
        }
    }

    pub fn price(&self, param: Param) -> f64 {
        self.prices.get(&param).copied().unwrap_or(0.0)
    }

    /// A copy with one price changed, as a slider does.
    pub fn with_price(&self, param: Param, price: f64) -> CostModel {
        let mut model = self.clone();
        model.prices.insert(param, price.max(0.0));
        model
    }

    /// The simulated time of a run with these features.
    pub fn cost(&self, features: &Features) -> Cost {
        let mut cost = Cost::default();
        for &(param, amount) in &features.values {
            let ns = amount * self.price(param);
            match param.time_kind() {
                TimeKind::User => cost.user_ns += ns,
                TimeKind::Sys => cost.sys_ns += ns,
                TimeKind::Wait => cost.wait_ns += ns,
            }
        }
        cost
    }

    /// The simulated duration of one syscall. In nanoseconds.
    pub fn syscall_ns(&self, record: &SyscallRecord) -> f64 {
        self.calls_ns(record.kind, record.device, 1, record.bytes())
    }

    /// The simulated duration of `calls` syscalls of one kind on one device that moved `bytes`
    /// in all, as `strace -c` attributes kernel time to a kind. In nanoseconds.
    pub fn calls_ns(
        &self,
        kind: SyscallKind,
        device: Option<DeviceKind>,
        calls: u64,
        bytes: u64,
    ) -> f64 {
        match device {
            Some(device) if kind.moves_data() => {
                let per_byte =
                    self.price(Param::KernelByteBase) + self.price(Param::KernelByte(device));
                calls as f64 * (self.price(Param::SyscallBase) + self.price(Param::Syscall(device)))
                    + bytes as f64 * per_byte
            }
            _ => calls as f64 * self.price(Param::OtherSyscall),
        }
    }
}

/// Prices by parameter from pairs, a later pair for a parameter winning as in `collect`.
/// Inserted one by one: `collect` into a `BTreeMap` sorts first, and each caller's iterator
/// would bring its own copy of that sort into the wasm.
pub fn price_map(pairs: impl Iterator<Item = (Param, f64)>) -> BTreeMap<Param, f64> {
    let mut prices = BTreeMap::new();
    for (param, price) in pairs {
        prices.insert(param, price);
    }
    prices
}
