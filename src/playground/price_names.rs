//! The cost model's parameters as a learner reads them: a short human name, the group it belongs
//! to, and how much of a run's time it accounts for.

use bufscope_sim::cost::params::Param;
use bufscope_sim::cost::{CostModel, Features};

/// Where a price sits in the panel.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum PriceGroup {
    /// What the kernel charges per syscall.
    PerCall,
    /// What the kernel (and a terminal) charges per byte.
    PerByte,
    /// Work in the program itself: std's calls, copies, formatting.
    UserSpace,
    /// Starting and ending the process.
    Process,
}

impl PriceGroup {
    pub const ALL: [PriceGroup; 4] = [
        PriceGroup::PerCall,
        PriceGroup::PerByte,
        PriceGroup::UserSpace,
        PriceGroup::Process,
    ];

    pub fn title(self) -> &'static str {
        match self {
            PriceGroup::PerCall => "Kernel, per syscall",
            PriceGroup::PerByte => "Kernel and terminal, per byte",
            PriceGroup::UserSpace => "User-space work (std, your program)",
            PriceGroup::Process => "Starting and ending the process",
        }
    }

    pub fn of(param: Param) -> PriceGroup {
        match param {
            Param::SyscallBase | Param::Syscall(_) | Param::OtherSyscall => PriceGroup::PerCall,
            Param::KernelByteBase
            | Param::KernelByte(_)
            | Param::TerminalByte
            | Param::TerminalNewline => PriceGroup::PerByte,
            Param::StartupSys | Param::StartupUser => PriceGroup::Process,
            _ => PriceGroup::UserSpace,
        }
    }
}

/// A short name: `read or write (any device)`, `extra per byte, a terminal`.
pub fn human_name(param: Param) -> String {
    match param {
        Param::SyscallBase => "read or write, any device".into(),
        Param::Syscall(d) => format!("extra per read/write on {}", d.description()),
        Param::KernelByteBase => "byte copied by the kernel".into(),
        Param::KernelByte(d) => format!("extra per byte, {}", d.description()),
        Param::SyscallUser => "std's side of a read or write".into(),
        Param::ByteRead => "one-byte read from a reader".into(),
        Param::OtherSyscall => "openat, close, statx…".into(),
        Param::StartupSys => "process start and exit, kernel".into(),
        Param::StartupUser => "process start and exit, user space".into(),
        Param::Operation => "call into std (write_all, println!)".into(),
        Param::LayerCall => "call from a layer to the one below".into(),
        Param::CopyByte => "byte copied into a buffer".into(),
        Param::FormatPiece => "piece written while formatting".into(),
        Param::Allocation => "buffer allocated".into(),
        Param::TerminalByte => "terminal drawing a byte (waiting)".into(),
        Param::TerminalNewline => "tty turning \\n into \\r\\n".into(),
    }
}

/// Each parameter's share of the run's time at `model`'s prices, largest first. In
/// nanoseconds.
pub fn shares(model: &CostModel, features: &Features) -> Vec<(Param, f64)> {
    let mut shares: Vec<(Param, f64)> = features
        .values
        .iter()
        .map(|&(param, amount)| (param, amount * model.price(param)))
        .filter(|(_, ns)| *ns > 0.0)
        .collect();
    shares.sort_by(|a, b| b.1.total_cmp(&a.1));
    shares
}
