//! The run's recorder: every syscall becomes one [`SyscallRecord`] with its cause, clock, stack
//! and (for the start of a run) its payload, appended to the windowed log and the totals;
//! beside them the calls between layers, lost output, user-space work and the simulated clock.
//! The kernel owns one and hands it what only the fd table knows (a call's device and path).

use super::fd_table::{has_fixed_path, write_device_path};
use super::{AT_FDCWD, Kernel};
use crate::kernel::call_context::CallContext;
use crate::kernel::device::{DeviceId, DeviceKind};
use crate::kernel::errno::Errno;
use crate::kernel::syscall::{STATX_PROBE, SyscallKind, SyscallRecord};
use crate::kernel::totals::{Counted, TotalsCounter};
use crate::trace::{Cause, Frame, FrameNames, LayerCall, LostData, StdoutEvent, UserWork, Window};

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

/// How far a syscall moves the simulated clock until the cost model re-costs the run.
#[derive(Debug, Clone, Copy)]
pub struct SyscallCost {
    pub base_ns: u64,
    pub per_byte_ps: u64,
}

impl Default for SyscallCost {
    fn default() -> Self {
        // A syscall round trip of about a microsecond and memory-speed copies: placeholders
        // that keep the clock moving; the cost model re-costs traces from the records.
        SyscallCost {
            base_ns: 1_000,
            per_byte_ps: 100,
        }
    }
}

/// What a run recorded, and the clock it recorded it by.
#[derive(Debug)]
pub struct Recorder {
    /// Syscalls made so far: the last record's `seq`.
    seq: u64,
    /// The simulated clock. In nanoseconds since the program started.
    now_ns: u64,
    cost: SyscallCost,
    /// Syscalls the run may make; past it every I/O syscall fails without happening and
    /// `over_budget` is set, so one std call (`read_to_end` with 1-byte reads) cannot run
    /// on unbounded. The interpreter turns it into the step budget's stop.
    pub syscall_limit: u64,
    /// Whether a syscall was refused past `syscall_limit`.
    pub over_budget: bool,
    /// Why the syscalls being made now are made, and from where (set by the std layers).
    pub context: CallContext,
    pub log: Window<SyscallRecord>,
    /// Exact totals of every syscall.
    pub totals: TotalsCounter,
    /// Calls between layers, seen by the taps. Recorded beside the syscalls so one shared
    /// handle reaches everything a run records.
    pub layer_calls: Window<LayerCall>,
    /// Output dropped on the way (a flush on drop that failed), in the order it happened.
    pub lost: Vec<LostData>,
    /// User-space work, counted for the cost model.
    pub work: UserWork,
    /// The program's calls on stdout's writer, when the environment asks to capture them.
    pub stdout_events: Option<Vec<StdoutEvent>>,
    /// Called with every syscall record, in order, as it is made.
    pub observer: Option<SyscallObserver>,
    /// The frames the layers of this run name, shared by text.
    pub frame_names: FrameNames,
    /// The device whose fixed path the last records took from their fd, and how many records
    /// in a row did: a recycled record filled within that run holds the path already.
    path_run: (Option<DeviceId>, u64),
}

impl Recorder {
    /// An empty record keeping `syscalls` first and last syscalls and `layer_calls` first and
    /// last calls between layers in full.
    pub fn new(syscalls: usize, layer_calls: usize, capture_stdout_events: bool) -> Recorder {
        Recorder {
            seq: 0,
            now_ns: 0,
            cost: SyscallCost::default(),
            syscall_limit: u64::MAX,
            over_budget: false,
            context: CallContext::default(),
            log: Window::new(syscalls, syscalls),
            totals: TotalsCounter::default(),
            layer_calls: Window::new(layer_calls, layer_calls),
            lost: Vec::new(),
            work: UserWork::default(),
            stdout_events: capture_stdout_events.then(Vec::new),
            observer: None,
            frame_names: FrameNames::default(),
            path_run: (None, 0),
        }
    }

    /// Advances the simulated clock without a syscall (`thread::sleep`, user-space work).
    pub fn advance(&mut self, ns: u64) {
        // The clock stops at its end (584 years) rather than wrapping.
        self.now_ns = self.now_ns.saturating_add(ns);
    }

    /// The simulated clock. In nanoseconds since the program started.
    pub fn now_ns(&self) -> u64 {
        self.now_ns
    }

    /// Syscalls made so far.
    pub fn syscall_count(&self) -> u64 {
        self.seq
    }

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
    /// write's buffers) or returned (a read's bytes), and `moved` what it returned. The fd
    /// table says which `device` the call reached and writes its fd's path (`fd_path`) when
    /// the call names no path; `fixed_path` is the device that path is of, when the path
    /// stays the device's for its life.
    ///
    /// Past the log's window the record evicted from it is refilled in place (its payload,
    /// path, stack and iov keep their allocations), so a long run allocates nothing here. Its
    /// path is left as it is when every record since it was filled took the same fixed path
    /// (a loop writing to one fd): that record took it too.
    pub(super) fn record_data(
        &mut self,
        call: &Call,
        result: Result<u64, Errno>,
        (data, moved): (&[&[u8]], &Result<usize, Errno>),
        device: Option<DeviceKind>,
        (fixed_path, fd_path): (Option<DeviceId>, impl FnOnce(&mut String)),
    ) {
        // Measured before `seq` moves on: the first PAYLOAD_RECORDS records keep their payload.
        let keep = self.payload_len(data, moved);
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
        // Causes explain data movement; opening and closing keep their own. A call that
        // names its cause (io::copy's statx) keeps it.
        let cause = if let Some(cause) = call.cause {
            cause
        } else if call.kind.moves_data() {
            self.context.cause().unwrap_or_else(|| default_cause(call))
        } else {
            default_cause(call)
        };
        let path_from = fixed_path.filter(|_| call.path.is_empty());
        self.path_run = match self.path_run {
            (Some(last), run) if path_from == Some(last) => (path_from, run + 1),
            _ => (path_from, 1),
        };
        // The entry handed out below was filled `age` records ago: within the run, it holds
        // this record's path.
        let path_is_current = path_from.is_some()
            && self
                .log
                .refill_age()
                .is_some_and(|age| self.path_run.1 > age);
        let (seq, end_ns, context) = (self.seq, self.now_ns, &self.context);
        // A record no one will read (past a window that keeps no tail, with no observer: a
        // capacity sweep's runs) is only counted; an observer sees every record.
        let entry = if self.observer.is_some() {
            Some(self.log.next_entry(blank_record))
        } else {
            self.log.next_kept_entry(blank_record)
        };
        if let Some(record) = entry {
            record.payload.clear();
            if let [buf] = data {
                // One buffer (every call but `writev`): one copy, no running room.
                record
                    .payload
                    .extend_from_slice(&buf[..buf.len().min(keep)]);
            } else {
                for buf in data {
                    let room = keep - record.payload.len();
                    record
                        .payload
                        .extend_from_slice(&buf[..buf.len().min(room)]);
                }
            }
            if !path_is_current {
                record.path.clear();
                if call.path.is_empty() {
                    fd_path(&mut record.path);
                } else {
                    record.path.push_str(&call.path);
                }
            } else if cfg!(debug_assertions) {
                let mut path = String::new();
                fd_path(&mut path);
                debug_assert_eq!(record.path, path, "a recycled record kept a stale path");
            }
            refill_stack(&mut record.stack, context.frames_iter());
            // Most calls have neither, and the record they refill had none either.
            if !(record.iov.is_empty() && call.iov.is_empty()) {
                record.iov.clear();
                record.iov.extend_from_slice(&call.iov);
            }
            if !(record.detail.is_empty() && call.detail.is_empty()) {
                record.detail.clear();
                record.detail.push_str(&call.detail);
            }
            record.seq = seq;
            record.start_ns = start_ns;
            record.end_ns = end_ns;
            record.kind = call.kind;
            record.fd = call.fd;
            record.requested = call.requested;
            record.result = result;
            record.device = device;
            record.cause = cause;
            record.span = context.span();
        }
        // Counted from what was just written, not read back from the record: its fields were
        // stored a byte at a time, and a wider load of them waits for the stores to retire.
        self.totals.count(Counted {
            kind: call.kind,
            cause,
            fd: call.fd,
            device,
            result,
            ns: end_ns - start_ns,
        });
        if let Some(observer) = &mut self.observer {
            let record = self.log.newest().expect("a record was just pushed");
            (observer.0)(record);
        }
    }
}

impl Kernel {
    /// Records a syscall that just happened, with the device and path its fd has now (see
    /// [`Recorder::record_data`]).
    pub(super) fn record_data(
        &mut self,
        call: Call,
        result: Result<u64, Errno>,
        data: &[&[u8]],
        moved: &Result<usize, Errno>,
    ) {
        // One look at the fd table gives both the device's kind and its path. The call is
        // lent, not moved: it is a dozen words, and the recorder copies from it what it keeps.
        let device = self.device_id(call.fd);
        let kind = device.map(|device| self.kind_of(device));
        if !keeps_storage(call.kind, kind) {
            self.storage_touched = true;
        }
        let devices = &self.devices;
        // Read off the kind: the device itself is looked at only when its path is written.
        let fixed_path = device.filter(|_| kind.is_some_and(has_fixed_path));
        let fd_path = |out: &mut String| {
            if let Some(device) = device {
                write_device_path(&devices[device.0], out);
            }
        };
        self.recorder
            .record_data(&call, result, (data, moved), kind, (fixed_path, fd_path));
    }

    /// Records a syscall that moved no data.
    pub(super) fn record(&mut self, call: Call, result: Result<u64, Errno>) {
        self.record_data(call, result, &[], &Ok(0));
    }

    /// Whether a syscall may have changed what the devices store since the last time this was
    /// asked (and before the first time): a run's memory is counted again only then.
    pub fn take_storage_touched(&mut self) -> bool {
        std::mem::take(&mut self.storage_touched)
    }

    /// Refuses an I/O syscall past the run's syscall budget (see `Recorder::syscall_limit`).
    pub(super) fn within_budget(&mut self) -> Result<(), Errno> {
        self.recorder.within_budget()
    }
}

/// Whether a `kind` syscall on a `device` leaves every device's storage as it was: a write to
/// `/dev/null` stores nothing, a read copies out. Any other may grow a file, a pipe, a socket's
/// queue or the terminal's log.
fn keeps_storage(kind: SyscallKind, device: Option<DeviceKind>) -> bool {
    use DeviceKind::{File, Input, Null, Tmpfs};
    match kind {
        SyscallKind::Write | SyscallKind::Writev => device == Some(Null),
        SyscallKind::Read => matches!(device, Some(File | Tmpfs | Input | Null)),
        _ => false,
    }
}

/// Why a syscall happens when no layer above says: what the call itself is for.
fn default_cause(call: &Call) -> Cause {
    match call.kind {
        // accept4 opens the connection's own fd, as connect opens the client's.
        SyscallKind::Openat | SyscallKind::Socket | SyscallKind::Connect | SyscallKind::Accept4 => {
            Cause::Open
        }
        SyscallKind::Setsockopt
        | SyscallKind::Getsockopt
        | SyscallKind::Bind
        | SyscallKind::Listen
        | SyscallKind::Shutdown
        | SyscallKind::Getsockname
        | SyscallKind::Getpeername => Cause::Socket,
        SyscallKind::Close => Cause::Close,
        SyscallKind::CopyFileRange | SyscallKind::Sendfile | SyscallKind::Splice => {
            Cause::KernelCopy
        }
        SyscallKind::Fcntl => Cause::Duplicate,
        // A path's statx is the program's own question (and so is std's probe after the
        // first one failed); an fd's sizes a read.
        SyscallKind::Statx if call.fd == AT_FDCWD || call.detail == STATX_PROBE => {
            Cause::FileSystem
        }
        SyscallKind::Lseek if !call.detail.is_empty() => Cause::FileSystem,
        SyscallKind::Statx | SyscallKind::Lseek => Cause::SizeHintProbe,
        SyscallKind::Fsync
        | SyscallKind::Fdatasync
        | SyscallKind::Ftruncate
        | SyscallKind::Unlink
        | SyscallKind::Mkdir
        | SyscallKind::Fchmod => Cause::FileSystem,
        kind if kind.is_output() => Cause::UnbufferedWrite,
        _ => Cause::UnbufferedRead,
    }
}

/// A record to be filled: every field is set before it is read.
fn blank_record() -> SyscallRecord {
    SyscallRecord {
        seq: 0,
        start_ns: 0,
        end_ns: 0,
        kind: SyscallKind::Write,
        fd: -1,
        requested: 0,
        iov: Vec::new(),
        result: Ok(0),
        payload: Vec::new(),
        path: String::new(),
        detail: String::new(),
        device: None,
        cause: Cause::UnbufferedWrite,
        stack: Vec::new(),
        span: None,
    }
}

/// Makes `stack` the chain `frames`, leaving the frames it already holds where they are the
/// same: a loop's syscalls come from the same chain, so a recycled record's stack is usually
/// right already and refilling it costs no reference counting.
fn refill_stack<'a>(stack: &mut Vec<Frame>, frames: impl Iterator<Item = &'a Frame>) {
    let mut kept = 0;
    for frame in frames {
        match stack.get_mut(kept) {
            Some(old) if std::rc::Rc::ptr_eq(&old.call, &frame.call) => {}
            Some(old) => *old = frame.clone(),
            None => stack.push(frame.clone()),
        }
        kept += 1;
    }
    stack.truncate(kept);
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
    /// The cause, when the call knows it better than the layers above (io::copy's `statx`).
    pub(super) cause: Option<Cause>,
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
            cause: None,
        }
    }
}
