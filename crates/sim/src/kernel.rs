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
pub use faults::Faults;
pub use process::Process;
pub use sim_kernel::{Environment, Kernel, OpenMode, SyscallObserver};
pub use syscall::{STRING_LIMIT, SyscallKind, SyscallRecord};
pub use terminal::Terminal;
pub use totals::{Counted, Tally, Totals, TotalsCounter};
