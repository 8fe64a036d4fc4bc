//! The bottom of every stack: handles over simulated file descriptors.
//!
//! These stand where std has `File`, `TcpStream` and the raw standard streams: each method is
//! the syscall std's Unix implementation makes (`write` → `write(2)`, `write_vectored` →
//! `writev`, `TcpStream::read` → `recvfrom`), and the few behaviours std adds at this level
//! are kept: a closed fd 1 or 2 swallows output (`handle_ebadf`), `File` sizes `read_to_end`
//! with `statx` + `lseek`.

use std::cell::RefCell;
use std::rc::Rc;

use crate::kernel::Kernel;
use crate::trace::Frame;

/// The kernel of a run, shared by every handle in it.
pub type KernelRef = Rc<RefCell<Kernel>>;

/// The run's frame for `call` (see [`crate::trace::FrameNames`]); a frame of its own when the
/// kernel is busy, which compares equal all the same, only by its bytes.
pub fn run_frame(kernel: &KernelRef, call: &str) -> Frame {
    match kernel.try_borrow_mut() {
        Ok(mut kernel) => kernel.recorder.frame_names.frame(call),
        Err(_) => Frame::new(call),
    }
}

mod file_desc;
mod raw_std;
mod sim_file;
mod socket_fd;
mod tcp_listener;
mod tcp_stream;
mod udp_socket;
pub use raw_std::{RawStdStream, RawStdin};
pub use sim_file::SimFile;
pub use tcp_listener::SimTcpListener;
pub use tcp_stream::SimTcpStream;
pub use udp_socket::SimUdpSocket;
