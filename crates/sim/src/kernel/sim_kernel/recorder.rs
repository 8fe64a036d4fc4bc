//! The run's recorder: every syscall becomes one [`SyscallRecord`] with its cause, clock, stack
//! and (for the start of a run) its payload, appended to the windowed log and the totals.

use super::{AT_FDCWD, Kernel};
use crate::kernel::errno::Errno;
use crate::kernel::syscall::{SyscallKind, SyscallRecord};
use crate::trace::Cause;

/// Detail kept for long runs: this many first and last syscalls.
pub const SYSCALL_WINDOW: usize = 5_000;

/// Syscalls whose records keep their payload (up to [`PAYLOAD_LIMIT`]); the views step
/// through the start of a run. Later records keep what strace shows.
pub const PAYLOAD_RECORDS: u64 = 1_000;

/// The most payload one record keeps. In bytes.
pub const PAYLOAD_LIMIT: usize = 16 * 1024;

/// Sees every syscall record as it is made, before the log's window may drop it: how the
/// command line prints a run of any length with bounded memory.
pub struct SyscallObserver(pub Box<dyn FnMut(&SyscallRecord)>);

impl std::fmt::Debug for SyscallObserver {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("SyscallObserver")
    }
}

impl Kernel {
    /// Refuses an I/O syscall past the run's syscall budget (see `syscall_limit`).
    pub(super) fn within_budget(&mut self) -> Result<(), Errno> {
        if self.seq < self.syscall_limit {
            return Ok(());
        }
        self.over_budget = true;
        Err(Errno::Ebadf)
    }

    /// How many bytes a syscall's record keeps: what it moved (a read's data, a write's
    /// accepted start), at least what strace shows of a write's buffer, never more than
    /// [`PAYLOAD_LIMIT`], and only for the first [`PAYLOAD_RECORDS`] syscalls; later records
    /// keep what strace shows. A short write never copies more than it moves.
    pub(super) fn payload_len(&self, bufs: &[&[u8]], result: &Result<usize, Errno>) -> usize {
        let wanted: usize = bufs.iter().map(|b| b.len()).sum();
        let moved = *result.as_ref().unwrap_or(&0);
        let shown = wanted.min(crate::kernel::STRING_LIMIT + 1);
        let limit = if self.seq < PAYLOAD_RECORDS {
            PAYLOAD_LIMIT
        } else {
            0
        };
        // `writev`'s record is cut into its iov entries by length: keep it whole (to the limit).
        if bufs.len() > 1 {
            wanted.min(PAYLOAD_LIMIT)
        } else {
            moved.min(limit).max(shown)
        }
    }

    /// Appends a record for a syscall that just happened; `data` is what it was given (a
    /// write's buffers) or returned (a read's bytes), and `moved` what it returned.
    ///
    /// Past the log's window the record evicted from it is refilled in place (its payload,
    /// path, stack and iov keep their allocations), so a long run allocates nothing here.
    pub(super) fn record_data(
        &mut self,
        call: Call,
        result: Result<u64, Errno>,
        data: &[&[u8]],
        moved: &Result<usize, Errno>,
    ) {
        let keep = self.payload_len(data, moved);
        let recycled = self.log.recycle();
        let (mut payload, mut path, mut stack, mut iov, mut detail) = match recycled {
            Some(old) => (old.payload, old.path, old.stack, old.iov, old.detail),
            None => Default::default(),
        };
        payload.clear();
        for buf in data {
            let room = keep - payload.len();
            payload.extend_from_slice(&buf[..buf.len().min(room)]);
        }
        path.clear();
        if call.path.is_empty() {
            self.write_fd_path(call.fd, &mut path);
        } else {
            path.push_str(&call.path);
        }
        stack.clear();
        stack.extend(self.context.frames_iter().cloned());
        iov.clear();
        iov.extend_from_slice(&call.iov);
        detail.clear();
        detail.push_str(&call.detail);

        self.seq += 1;
        let moved = match result {
            Ok(n) if call.kind.moves_data() => n,
            _ => 0,
        };
        let start_ns = self.now_ns;
        let cost = self
            .cost
            .base_ns
            .saturating_add(moved.saturating_mul(self.cost.per_byte_ps) / 1000);
        self.now_ns = self.now_ns.saturating_add(cost);
        let default_cause = match call.kind {
            SyscallKind::Openat | SyscallKind::Socket | SyscallKind::Connect => Cause::Open,
            SyscallKind::Close => Cause::Close,
            SyscallKind::Fcntl => Cause::Duplicate,
            // A path's statx is the program's own question; an fd's sizes a read.
            SyscallKind::Statx if call.fd == AT_FDCWD => Cause::FileSystem,
            SyscallKind::Lseek if !call.detail.is_empty() => Cause::FileSystem,
            SyscallKind::Statx | SyscallKind::Lseek => Cause::SizeHintProbe,
            SyscallKind::Fsync
            | SyscallKind::Fdatasync
            | SyscallKind::Ftruncate
            | SyscallKind::Unlink
            | SyscallKind::Mkdir => Cause::FileSystem,
            kind if kind.is_output() => Cause::UnbufferedWrite,
            _ => Cause::UnbufferedRead,
        };
        let record = SyscallRecord {
            seq: self.seq,
            start_ns,
            end_ns: self.now_ns,
            kind: call.kind,
            fd: call.fd,
            requested: call.requested,
            iov,
            result,
            payload,
            path,
            detail,
            device: self.device_kind(call.fd),
            // Causes explain data movement; opening and closing keep their own.
            cause: if call.kind.moves_data() {
                self.context.cause().unwrap_or(default_cause)
            } else {
                default_cause
            },
            stack,
            span: self.context.span(),
        };
        self.totals.add(&record);
        if let Some(observer) = &mut self.observer {
            (observer.0)(&record);
        }
        self.log.push(record);
    }

    /// Appends a record for a syscall that moved no data.
    pub(super) fn record(&mut self, call: Call, result: Result<u64, Errno>) {
        self.record_data(call, result, &[], &Ok(0));
    }
}

/// A syscall's arguments, before it is recorded.
#[derive(Debug)]
pub(super) struct Call {
    pub(super) kind: SyscallKind,
    pub(super) fd: i32,
    pub(super) requested: usize,
    pub(super) iov: Vec<usize>,
    pub(super) path: String,
    pub(super) detail: String,
}

impl Default for Call {
    fn default() -> Self {
        Call {
            kind: SyscallKind::Write,
            fd: -1,
            requested: 0,
            iov: Vec::new(),
            path: String::new(),
            detail: String::new(),
        }
    }
}
