//! Exact counts over a whole run, however long.

use std::collections::BTreeMap;

use super::{SyscallKind, SyscallRecord};
use crate::trace::Cause;

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
    fn add(&mut self, record: &Counted) {
        self.calls += 1;
        self.bytes += record.bytes();
        self.errors += u64::from(record.result.is_err());
    }
}

/// The fields of a [`SyscallRecord`] that the totals read: what the recorder knows before it
/// fills the record, so counting never reads back the record it has just written.
#[derive(Debug, Clone, Copy)]
pub struct Counted {
    pub kind: SyscallKind,
    pub cause: Cause,
    pub fd: i32,
    pub device: Option<super::DeviceKind>,
    pub result: Result<u64, super::Errno>,
    /// Simulated time inside the syscall. In nanoseconds.
    pub ns: u64,
}

impl Counted {
    pub fn of(record: &SyscallRecord) -> Counted {
        Counted {
            kind: record.kind,
            cause: record.cause,
            fd: record.fd,
            device: record.device,
            result: record.result,
            ns: record.end_ns - record.start_ns,
        }
    }

    /// As [`SyscallRecord::bytes`]: bytes moved by a successful data syscall.
    fn bytes(&self) -> u64 {
        match self.result {
            Ok(n) if self.kind.moves_data() => n,
            _ => 0,
        }
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
    pub by_device: BTreeMap<super::DeviceKind, Tally>,
    /// Syscalls that move no data (open, close, statx…).
    pub other_calls: u64,
    /// Data syscalls that moved exactly one byte (strace's `= 1$`).
    pub one_byte_calls: u64,
    /// Simulated time spent inside syscalls. In nanoseconds.
    pub syscall_ns: u64,
    /// By kind and, for data syscalls, the device reached: enough to price each kind exactly.
    pub by_kind_device: BTreeMap<(SyscallKind, Option<super::DeviceKind>), Tally>,
    /// Successful data syscalls by the bytes they moved: the bytes-per-syscall histogram.
    pub data_sizes: BTreeMap<u64, u64>,
}

/// What one group of identical syscalls shares: every total above is a sum over groups.
type GroupKey = (SyscallKind, Cause, i32, Option<super::DeviceKind>);

/// Counts syscalls as they happen and makes [`Totals`] at the end. A run has a handful of
/// groups (kind, cause, fd, device), so counting is a comparison with the last group and a
/// short scan, not six map updates per syscall.
#[derive(Debug, Clone, Default)]
pub struct TotalsCounter {
    groups: Vec<(GroupKey, Tally)>,
    last: usize,
    one_byte_calls: u64,
    syscall_ns: u64,
    data_sizes: BTreeMap<u64, u64>,
    /// The size of the last data syscalls and how many of them in a row are not in
    /// `data_sizes` yet: a loop moves the same size again and again, and counting it here
    /// spares a map lookup per syscall.
    same_size_run: (u64, u64),
}

impl TotalsCounter {
    pub fn add(&mut self, record: &SyscallRecord) {
        self.count(Counted::of(record));
    }

    /// [`TotalsCounter::add`] from the fields it reads.
    pub fn count(&mut self, record: Counted) {
        let key = (record.kind, record.cause, record.fd, record.device);
        let index = match self.groups.get(self.last) {
            Some((last, _)) if *last == key => self.last,
            _ => match self.groups.iter().position(|(k, _)| *k == key) {
                Some(index) => index,
                None => {
                    self.groups.push((key, Tally::default()));
                    self.groups.len() - 1
                }
            },
        };
        self.last = index;
        self.groups[index].1.add(&record);
        self.syscall_ns += record.ns;
        if record.kind.moves_data() && record.result.is_ok() {
            let bytes = record.bytes();
            match &mut self.same_size_run {
                (size, count) if *size == bytes => *count += 1,
                run => {
                    let (size, count) = std::mem::replace(run, (bytes, 1));
                    if count > 0 {
                        *self.data_sizes.entry(size).or_default() += count;
                    }
                }
            }
        }
        if record.kind.moves_data() && record.result == Ok(1) {
            self.one_byte_calls += 1;
        }
    }

    /// The totals of every syscall counted.
    pub fn totals(&self) -> Totals {
        let mut totals = Totals {
            one_byte_calls: self.one_byte_calls,
            syscall_ns: self.syscall_ns,
            data_sizes: self.data_sizes.clone(),
            ..Totals::default()
        };
        let (size, count) = self.same_size_run;
        if count > 0 {
            *totals.data_sizes.entry(size).or_default() += count;
        }
        for &((kind, cause, fd, device), tally) in &self.groups {
            totals.all.merge(tally);
            totals.by_kind.entry(kind).or_default().merge(tally);
            totals.by_cause.entry(cause).or_default().merge(tally);
            totals.by_fd.entry(fd).or_default().merge(tally);
            let data_device = device.filter(|_| kind.moves_data());
            match data_device {
                Some(device) => totals.by_device.entry(device).or_default().merge(tally),
                // Calls that move no data, and data calls on a closed fd (no device: they cost
                // like a cheap syscall).
                None => totals.other_calls += tally.calls,
            }
            totals
                .by_kind_device
                .entry((kind, data_device))
                .or_default()
                .merge(tally);
        }
        totals
    }
}

impl Tally {
    fn merge(&mut self, other: Tally) {
        self.calls += other.calls;
        self.bytes += other.bytes;
        self.errors += other.errors;
    }
}

impl Totals {
    pub fn add(&mut self, record: &SyscallRecord) {
        let counted = Counted::of(record);
        let record = &counted;
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
        self.syscall_ns += record.ns;
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::kernel::{DeviceKind, Errno};

    fn record(
        kind: SyscallKind,
        fd: i32,
        cause: Cause,
        result: Result<u64, Errno>,
    ) -> SyscallRecord {
        SyscallRecord {
            seq: 0,
            start_ns: 10,
            end_ns: 25,
            kind,
            fd,
            requested: 8,
            iov: Vec::new(),
            result,
            payload: Vec::new(),
            path: String::new(),
            detail: String::new(),
            device: (fd >= 0).then_some(DeviceKind::File),
            cause,
            stack: Vec::new(),
            span: None,
        }
    }

    #[test]
    fn the_counter_gives_the_totals_of_adding_each_record() {
        let records = [
            record(SyscallKind::Openat, -100, Cause::Open, Ok(3)),
            record(SyscallKind::Write, 3, Cause::BufferFull, Ok(8)),
            record(SyscallKind::Write, 3, Cause::BufferFull, Ok(1)),
            record(SyscallKind::Write, 1, Cause::Newline, Ok(8)),
            record(SyscallKind::Write, 3, Cause::BufferFull, Ok(8)),
            record(
                SyscallKind::Read,
                7,
                Cause::UnbufferedRead,
                Err(Errno::Ebadf),
            ),
            record(SyscallKind::Read, 0, Cause::Refill, Ok(1)),
            record(SyscallKind::Close, 3, Cause::Close, Ok(0)),
        ];
        let mut counter = TotalsCounter::default();
        let mut expected = Totals::default();
        for record in &records {
            counter.add(record);
            expected.add(record);
        }
        let totals = counter.totals();
        assert_eq!(totals, expected);
        assert_eq!(
            (
                totals.all,
                totals.other_calls,
                totals.one_byte_calls,
                totals.syscall_ns
            ),
            (
                Tally {
                    calls: 8,
                    bytes: 26,
                    errors: 1
                },
                2,
                2,
                120
            )
        );
    }
}
