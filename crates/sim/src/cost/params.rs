//! The cost model's parameters: what each prices, in which unit, and where the time goes.

use crate::kernel::DeviceKind;

/// Where a parameter's time is spent, as `time` or hyperfine report it.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "lowercase"))]
pub enum TimeKind {
    /// CPU time in the program itself.
    User,
    /// CPU time in the kernel on the program's behalf.
    Sys,
    /// Waiting: wall time that is neither, e.g. a terminal that cannot render fast enough.
    Wait,
}

/// The devices the model prices separately.
pub const DEVICES: [DeviceKind; 7] = [
    DeviceKind::File,
    DeviceKind::Tmpfs,
    DeviceKind::Terminal,
    DeviceKind::Pipe,
    DeviceKind::Null,
    DeviceKind::Input,
    DeviceKind::Socket,
];

/// One parameter.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub enum Param {
    /// Entering the kernel for one data syscall, whatever the device.
    SyscallBase,
    /// What one data syscall on a device costs on top of the base.
    Syscall(DeviceKind),
    /// The kernel moving one byte, whatever the device.
    KernelByteBase,
    /// What moving one byte to or from a device costs on top of the base.
    KernelByte(DeviceKind),
    /// The user-space side of a data syscall: std's wrapper, libc, error handling.
    SyscallUser,
    /// One `read` call at the top of a reader for a single byte (`io::Bytes::next`, as
    /// serde_json's reader does), served from a buffer or not.
    ByteRead,
    /// A syscall that moves no data (`openat`, `close`, `statx`…).
    OtherSyscall,
    /// Starting and ending the process, in the kernel (exec, page faults, exit).
    StartupSys,
    /// Starting and ending the process, in user space (the loader, std's runtime).
    StartupUser,
    /// One I/O call the program makes into std (`write_all`, `println!`, `read`).
    Operation,
    /// One call a layer makes into the layer below (a buffered writer's flush, a tap).
    LayerCall,
    /// Copying one byte through a user-space layer.
    CopyByte,
    /// One `write_str` the formatting machinery makes.
    FormatPiece,
    /// Allocating one buffer.
    Allocation,
    /// The terminal rendering one byte; the writer waits for it.
    TerminalByte,
    /// The tty's line discipline turning one `\n` into `\r\n` (ONLCR), in the kernel.
    TerminalNewline,
}

impl Param {
    /// Every parameter, in the model's order.
    pub fn all() -> Vec<Param> {
        let mut all = vec![Param::SyscallBase];
        all.extend(DEVICES.iter().map(|&d| Param::Syscall(d)));
        all.push(Param::KernelByteBase);
        all.extend(DEVICES.iter().map(|&d| Param::KernelByte(d)));
        all.extend([
            Param::SyscallUser,
            Param::ByteRead,
            Param::OtherSyscall,
            Param::StartupSys,
            Param::StartupUser,
            Param::Operation,
            Param::LayerCall,
            Param::CopyByte,
            Param::FormatPiece,
            Param::Allocation,
            Param::TerminalByte,
            Param::TerminalNewline,
        ]);
        all
    }

    /// Where the time goes.
    pub fn time_kind(self) -> TimeKind {
        match self {
            Param::SyscallBase
            | Param::Syscall(_)
            | Param::KernelByteBase
            | Param::KernelByte(_)
            | Param::OtherSyscall
            | Param::TerminalNewline
            | Param::StartupSys => TimeKind::Sys,
            Param::TerminalByte => TimeKind::Wait,
            _ => TimeKind::User,
        }
    }

    /// A stable identifier, used in presets and JSON (`syscall.file`, `copy_byte`).
    pub fn id(self) -> String {
        match self {
            Param::SyscallBase => "syscall".into(),
            Param::Syscall(d) => format!("syscall.{}", d.name()),
            Param::KernelByteBase => "kernel_byte".into(),
            Param::SyscallUser => "syscall_user".into(),
            Param::ByteRead => "byte_read".into(),
            Param::KernelByte(d) => format!("kernel_byte.{}", d.name()),
            Param::OtherSyscall => "other_syscall".into(),
            Param::StartupSys => "startup_sys".into(),
            Param::StartupUser => "startup_user".into(),
            Param::Operation => "operation".into(),
            Param::LayerCall => "layer_call".into(),
            Param::CopyByte => "copy_byte".into(),
            Param::FormatPiece => "format_piece".into(),
            Param::Allocation => "allocation".into(),
            Param::TerminalByte => "terminal_byte".into(),
            Param::TerminalNewline => "terminal_newline".into(),
        }
    }

    /// The unit of the parameter's value.
    pub fn unit(self) -> &'static str {
        match self {
            Param::KernelByteBase
            | Param::KernelByte(_)
            | Param::CopyByte
            | Param::TerminalByte => "ns per byte",
            Param::StartupSys | Param::StartupUser => "ns per run",
            Param::TerminalNewline => "ns per newline",
            _ => "ns per call",
        }
    }

    /// One line saying what it prices.
    pub fn explanation(self) -> String {
        match self {
            Param::SyscallBase => {
                "entering and leaving the kernel for one read or write, on any device".into()
            }
            Param::Syscall(d) => format!(
                "extra for one read or write on {}, on top of the base",
                d.description()
            ),
            Param::KernelByteBase => "the kernel copying one byte, on any device".into(),
            Param::KernelByte(d) => format!(
                "extra per byte moved to or from {}, on top of the base",
                d.description()
            ),
            Param::SyscallUser => {
                "std's and libc's side of one read or write, in user space".into()
            }
            Param::ByteRead => {
                "one io::Bytes::next, as serde_json::from_reader makes per byte".into()
            }
            Param::OtherSyscall => {
                "a syscall that moves no data: openat, close, statx, lseek".into()
            }
            Param::StartupSys => "the kernel's share of starting and ending the process".into(),
            Param::StartupUser => "the loader and std's runtime, before and after main".into(),
            Param::Operation => {
                "one call from the program into std (write_all, println!, read)".into()
            }
            Param::LayerCall => "one call a layer makes into the layer below it".into(),
            Param::CopyByte => "copying one byte into or out of a user-space buffer".into(),
            Param::FormatPiece => {
                "one write_str made while formatting (a piece, an argument)".into()
            }
            Param::Allocation => "allocating one BufWriter, LineWriter or BufReader buffer".into(),
            Param::TerminalByte => "the terminal rendering one byte while the program waits".into(),
            Param::TerminalNewline => {
                "the tty turning one newline into \\r\\n before the terminal sees it".into()
            }
        }
    }

    /// The parameter with identifier `id`.
    pub fn from_id(id: &str) -> Option<Param> {
        Param::all().into_iter().find(|p| p.id() == id)
    }
}
