//! The simulated kernel: file descriptors, devices, syscalls.

pub mod call_context;
pub mod client;
pub mod datagram;
pub mod device;
pub mod environment;
pub mod errno;
pub mod faults;
pub mod open_mode;
pub mod process;
pub mod sim_kernel;
pub mod socket_option;
pub mod syscall;
pub mod terminal;
pub mod totals;

pub use call_context::CallContext;
pub use client::Client;
pub use device::{Device, DeviceId, DeviceKind, StreamTarget};
pub use errno::Errno;

/// The largest a simulated regular file grows: the simulated process's memory budget
/// (`script::interp_budget::MEMORY_BUDGET`), since files are kept in memory (a write past 4 GiB
/// would be a sparse file on Linux, and more than a wasm32 worker can hold here). A write or
/// `ftruncate` past it fails with `EFBIG`, and the interpreter stops the run. In bytes.
pub const FILE_SIZE_LIMIT: u64 = 256 << 20;
pub use faults::Faults;
pub use process::Process;
pub use sim_kernel::{Environment, Kernel, OpenMode, SyscallObserver};
pub use syscall::{STRING_LIMIT, SyscallKind, SyscallRecord};
pub use terminal::Terminal;
pub use totals::{Counted, Tally, Totals, TotalsCounter};
