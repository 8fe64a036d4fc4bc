//! What a run did, counted the way the cost model prices it.

use super::params::Param;
use crate::run::RunReport;

/// For each parameter, how many of its units a run used (calls, bytes, runs).
#[derive(Debug, Clone, PartialEq, Default)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct Features {
    pub values: Vec<(Param, f64)>,
}

impl Features {
    /// The features of a run: exact over the whole run, however long.
    pub fn of(report: &RunReport) -> Features {
        let totals = &report.totals;
        let work = &report.work;
        let data = totals
            .by_device
            .values()
            .fold(crate::kernel::Tally::default(), |sum, t| {
                crate::kernel::Tally {
                    calls: sum.calls + t.calls,
                    bytes: sum.bytes + t.bytes,
                    errors: sum.errors + t.errors,
                }
            });
        let values = Param::all()
            .into_iter()
            .map(|param| {
                let amount = match param {
                    Param::SyscallBase | Param::SyscallUser => data.calls as f64,
                    Param::KernelByteBase => data.bytes as f64,
                    Param::ByteRead => work.byte_reads as f64,
                    Param::Syscall(d) => totals.by_device.get(&d).map_or(0, |t| t.calls) as f64,
                    Param::KernelByte(d) => totals.by_device.get(&d).map_or(0, |t| t.bytes) as f64,
                    Param::OtherSyscall => totals.other_calls as f64,
                    Param::StartupSys | Param::StartupUser => 1.0,
                    Param::Operation => work.operations as f64,
                    Param::LayerCall => work.layer_calls as f64,
                    Param::CopyByte => work.layer_bytes as f64,
                    Param::FormatPiece => work.format_pieces as f64,
                    Param::Allocation => work.buffers as f64,
                    Param::TerminalByte => report.terminal_bytes as f64,
                    Param::TerminalNewline => report.terminal_newlines as f64,
                };
                (param, amount)
            })
            .collect();
        Features { values }
    }

    /// The amount for one parameter.
    pub fn get(&self, param: Param) -> f64 {
        self.values
            .iter()
            .find(|(p, _)| *p == param)
            .map_or(0.0, |(_, v)| *v)
    }
}
