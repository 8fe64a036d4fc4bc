//! Exact counts over a whole run, however long.

use std::collections::BTreeMap;

use super::cause::Cause;
use crate::kernel::{SyscallKind, SyscallRecord};

/// Calls and bytes for one group of syscalls.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
#[cfg_attr(feature = "serde", derive(serde::Serialize))]
pub struct Tally {
    pub calls: u64,
    /// Bytes moved by successful calls. In bytes.
    pub bytes: u64,
    /// Calls that returned an error.
    pub errors: u64,
}

impl Tally {
    fn add(&mut self, record: &SyscallRecord) {
        self.calls += 1;
        self.bytes += record.bytes();
        self.errors += u64::from(record.result.is_err());
    }
}

/// Exact totals of every syscall of a run, grouped several ways.
#[derive(Debug, Clone, Default, PartialEq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize))]
pub struct Totals {
    pub all: Tally,
    pub by_kind: BTreeMap<SyscallKind, Tally>,
    pub by_cause: BTreeMap<Cause, Tally>,
    pub by_fd: BTreeMap<i32, Tally>,
    /// Data syscalls by the kind of device they reached: what the cost model prices.
    pub by_device: BTreeMap<crate::kernel::DeviceKind, Tally>,
    /// Syscalls that move no data (open, close, statx…).
    pub other_calls: u64,
    /// Data syscalls that moved exactly one byte (strace's `= 1$`).
    pub one_byte_calls: u64,
    /// Simulated time spent inside syscalls. In nanoseconds.
    pub syscall_ns: u64,
    /// By kind and, for data syscalls, the device reached: enough to price each kind exactly.
    pub by_kind_device: BTreeMap<(SyscallKind, Option<crate::kernel::DeviceKind>), Tally>,
    /// Successful data syscalls by the bytes they moved: the bytes-per-syscall histogram.
    pub data_sizes: BTreeMap<u64, u64>,
}

impl Totals {
    pub fn add(&mut self, record: &SyscallRecord) {
        self.all.add(record);
        self.by_kind.entry(record.kind).or_default().add(record);
        self.by_cause.entry(record.cause).or_default().add(record);
        self.by_fd.entry(record.fd).or_default().add(record);
        match record.device {
            Some(device) if record.kind.moves_data() => {
                self.by_device.entry(device).or_default().add(record)
            }
            _ if !record.kind.moves_data() => self.other_calls += 1,
            // A data call on a closed fd reached no device: it costs like a cheap syscall.
            _ => self.other_calls += 1,
        }
        let device = record.device.filter(|_| record.kind.moves_data());
        self.by_kind_device
            .entry((record.kind, device))
            .or_default()
            .add(record);
        if record.kind.moves_data() && record.result.is_ok() {
            *self.data_sizes.entry(record.bytes()).or_default() += 1;
        }
        if record.kind.moves_data() && record.result == Ok(1) {
            self.one_byte_calls += 1;
        }
        self.syscall_ns += record.end_ns - record.start_ns;
    }
}
