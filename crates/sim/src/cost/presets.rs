//! Named cost models a learner can start from.
//!
//! The default is fitted to measurements: the calibration stored in the committed reference
//! file (`public/reference/`, written by `bufscope record`). The other two are round, stated
//! assumptions for comparison, not measurements.

use super::model::CostModel;

/// The prices of `calibration.model` in the reference committed with bufscope (the suite
/// recorded on a real machine), by parameter id: read by build.rs, so the worker carries these
/// numbers and not the recording.
const RECORDED_PRICES: &[(&str, f64)] = include!(concat!(env!("OUT_DIR"), "/recorded_model.rs"));

/// The model fitted to the committed reference data: the default preset.
pub fn recorded_machine() -> CostModel {
    CostModel::from_ids("this machine (recorded)", RECORDED_PRICES)
}

/// The preset a learner starts from.
pub fn default_model() -> CostModel {
    recorded_machine()
}

/// A generic Linux laptop: a syscall round trip of a few hundred nanoseconds, more for devices
/// with more work behind them (a terminal, a socket).
pub fn generic_linux_laptop() -> CostModel {
    CostModel::from_ids(
        "generic Linux laptop (assumed)",
        &[
            ("syscall", 150.0),
            ("syscall.file", 450.0),
            ("syscall.tmpfs", 300.0),
            ("syscall.terminal", 1350.0),
            ("syscall.pipe", 550.0),
            ("syscall.null", 0.0),
            ("syscall.stdin", 350.0),
            ("syscall.socket", 1050.0),
            ("syscall_user", 40.0),
            ("byte_read", 10.0),
            ("kernel_byte", 0.0),
            ("kernel_byte.file", 0.25),
            ("kernel_byte.tmpfs", 0.2),
            ("kernel_byte.terminal", 2.0),
            ("kernel_byte.pipe", 0.3),
            ("kernel_byte.null", 0.0),
            ("kernel_byte.stdin", 0.25),
            ("kernel_byte.socket", 0.4),
            ("other_syscall", 800.0),
            ("startup_sys", 300_000.0),
            ("startup_user", 200_000.0),
            ("operation", 15.0),
            ("layer_call", 10.0),
            ("copy_byte", 0.05),
            ("format_piece", 12.0),
            ("allocation", 60.0),
            ("terminal_byte", 5.0),
            ("terminal_newline", 100.0),
        ],
    )
}

/// The laptop with every syscall four times dearer, as with CPU-vulnerability mitigations that
/// flush caches on each kernel entry: buffering matters more.
pub fn slow_syscalls() -> CostModel {
    let laptop = generic_linux_laptop();
    let prices = super::model::price_map(laptop.prices.iter().map(|(&param, &price)| {
        let slower = matches!(
            param,
            super::Param::SyscallBase | super::Param::Syscall(_) | super::Param::OtherSyscall
        );
        (param, if slower { price * 4.0 } else { price })
    }));
    CostModel {
        name: "slow syscalls (mitigations, assumed)".into(),
        prices,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::cost::{Features, Param};

    /// The reference file committed with bufscope, read here as the CLI and the page read it.
    const COMMITTED_REFERENCE: &str =
        include_str!("../../../../public/reference/intel-xeon-processor-2c.json");
    use crate::kernel::{Environment, StreamTarget};
    use crate::run::run;
    use crate::script::interpreter::Limits;

    fn features(script: &str) -> Features {
        let environment = Environment {
            stdout: StreamTarget::Null,
            stderr: StreamTarget::Null,
            ..Environment::default()
        };
        Features::of(&run(script, &environment, Limits::default()).expect("runs"))
    }

    #[test]
    fn the_default_is_the_recorded_calibration() {
        let model = default_model();
        assert_eq!(model.name, "this machine (recorded)");
        let document = crate::cost::reference::read(COMMITTED_REFERENCE).expect("the schema");
        let fitted = crate::cost::reference::fitted_model(&document);
        assert_eq!(model.prices, fitted.prices);
        assert!(model.price(Param::SyscallBase) + model.price(Param::SyscallUser) > 0.0);
    }

    #[test]
    fn every_parameter_has_a_price_unit_and_explanation() {
        let laptop = generic_linux_laptop();
        for param in Param::all() {
            assert!(
                laptop.prices.contains_key(&param),
                "{} has no price",
                param.id()
            );
            assert!(!param.unit().is_empty() && !param.explanation().is_empty());
            assert_eq!(Param::from_id(&param.id()), Some(param));
        }
    }

    /// A preset without the fixed cost of starting a process, to compare the work itself.
    fn without_startup(model: CostModel) -> CostModel {
        model
            .with_price(Param::StartupSys, 0.0)
            .with_price(Param::StartupUser, 0.0)
    }

    #[test]
    fn buffering_cuts_sys_time_and_copies_in_user_space() {
        let laptop = without_startup(generic_linux_laptop());
        let raw_features = features("for i in 0..1000 { eprintln!(\"{}\", i); }");
        let buffered_features = features(
            "let mut w = std::io::BufWriter::new(std::io::stderr());\nfor i in 0..1000 { writeln!(w, \"{}\", i)?; }",
        );
        let (raw, buffered) = (laptop.cost(&raw_features), laptop.cost(&buffered_features));
        // 2000 writes on /dev/null against 1: sys time all but vanishes.
        assert!(
            buffered.sys_ns * 100.0 < raw.sys_ns,
            "{buffered:?} vs {raw:?}"
        );
        // The buffered run copies every byte once more in user space, and still costs less.
        assert!(buffered_features.get(Param::CopyByte) > raw_features.get(Param::CopyByte));
        assert!(
            buffered.wall_ns() < raw.wall_ns(),
            "{buffered:?} vs {raw:?}"
        );
    }

    #[test]
    fn the_cost_is_the_sum_of_amounts_times_prices() {
        let f = features("for i in 0..10 { eprintln!(\"{}\", i); }");
        assert_eq!(f.get(Param::Syscall(crate::kernel::DeviceKind::Null)), 20.0);
        assert_eq!(
            f.get(Param::KernelByte(crate::kernel::DeviceKind::Null)),
            20.0
        );
        let model = CostModel::from_ids(
            "test",
            &[
                ("syscall.null", 100.0),
                ("kernel_byte.null", 1.0),
                ("startup_user", 7.0),
            ],
        );
        let cost = model.cost(&f);
        assert_eq!(
            (cost.sys_ns, cost.user_ns, cost.wait_ns),
            (2020.0, 7.0, 0.0)
        );
        let (slow, laptop) = (
            without_startup(slow_syscalls()),
            without_startup(generic_linux_laptop()),
        );
        assert!(slow.cost(&f).sys_ns > laptop.cost(&f).sys_ns * 3.0);
    }
}
