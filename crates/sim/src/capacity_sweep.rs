//! How many write syscalls a `BufWriter` makes for a workload, as its capacity varies.
//!
//! The numbers are not computed from a formula: each point runs std's own
//! [`BufWriter`] over a sink that counts the calls it receives, so std's real buffering rules
//! (flush when the next write does not fit, bypass for writes of at least the capacity) decide.

use std::io::{self, BufWriter, Write};

/// One measured point of a sweep.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct SweepPoint {
    /// The `BufWriter` capacity. In bytes.
    pub capacity: usize,
    /// The number of `write` calls that reached the device, drop included.
    pub syscalls: u64,
}

/// A workload: `total` bytes written with `write_all` calls of `chunk` bytes each (the last
/// call carries the remainder).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Workload {
    /// In bytes.
    pub total: usize,
    /// Bytes per `write_all` call. At least 1.
    pub chunk: usize,
}

impl Workload {
    /// The number of `write` syscalls with no buffer at all: one per `write_all` call.
    pub fn unbuffered_syscalls(&self) -> u64 {
        self.total.div_ceil(self.chunk.max(1)) as u64
    }
}

/// Stands in for a file descriptor: accepts every write whole and counts the calls.
#[derive(Debug, Default)]
struct CountingDevice {
    writes: u64,
    bytes: usize,
}

impl Write for CountingDevice {
    fn write(&mut self, buf: &[u8]) -> io::Result<usize> {
        self.writes += 1;
        self.bytes += buf.len();
        Ok(buf.len())
    }

    fn flush(&mut self) -> io::Result<()> {
        Ok(())
    }
}

/// Runs `workload` through `BufWriter::with_capacity(capacity, device)` and drops the writer,
/// returning the number of writes the device received.
pub fn buffered_syscalls(workload: Workload, capacity: usize) -> u64 {
    let mut device = CountingDevice::default();
    {
        let mut writer = BufWriter::with_capacity(capacity, &mut device);
        let chunk = vec![b'x'; workload.chunk.max(1)];
        let mut left = workload.total;
        while left > 0 {
            let n = left.min(chunk.len());
            // The device accepts everything, so this cannot fail.
            let _ = writer.write_all(&chunk[..n]);
            left -= n;
        }
        // Dropping the writer flushes the rest, as in a real program.
    }
    debug_assert_eq!(device.bytes, workload.total);
    device.writes
}

/// Capacities from 1 byte to 1 MiB, one per power of two.
pub fn power_of_two_capacities() -> Vec<usize> {
    (0..=20).map(|shift| 1usize << shift).collect()
}

/// Runs [`buffered_syscalls`] for each capacity.
pub fn sweep(workload: Workload, capacities: &[usize]) -> Vec<SweepPoint> {
    capacities
        .iter()
        .map(|&capacity| SweepPoint {
            capacity,
            syscalls: buffered_syscalls(workload, capacity),
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    const ONE_MB: usize = 1_000_000;

    #[test]
    fn one_byte_writes_need_one_syscall_per_full_buffer() {
        let workload = Workload {
            total: ONE_MB,
            chunk: 1,
        };
        let points = sweep(workload, &[1, 2, 1000, 8192, 1 << 20]);
        let counts: Vec<u64> = points.iter().map(|p| p.syscalls).collect();
        // capacity 1: every byte is >= capacity, so every write bypasses the buffer.
        // 8192: 122 full buffers + the 576-byte rest at drop. 1 MiB: everything at drop.
        assert_eq!(counts, vec![1_000_000, 500_000, 1000, 123, 1]);
    }

    #[test]
    fn writes_at_least_the_capacity_bypass_the_buffer() {
        // 100-byte writes into a 64-byte buffer go straight through: no fewer syscalls.
        let workload = Workload {
            total: 1000,
            chunk: 100,
        };
        assert_eq!(
            buffered_syscalls(workload, 64),
            workload.unbuffered_syscalls()
        );
        assert_eq!(workload.unbuffered_syscalls(), 10);
    }

    #[test]
    fn a_write_that_exactly_fills_the_buffer_waits_for_the_next_write() {
        // 4-byte writes into an 8-byte buffer: the second write fills it to the brim without a
        // syscall; the third flushes it. 12 bytes = 8 at the third write + 4 at drop.
        assert_eq!(
            buffered_syscalls(
                Workload {
                    total: 12,
                    chunk: 4
                },
                8
            ),
            2
        );
    }

    #[test]
    fn the_default_sweep_spans_one_byte_to_one_mebibyte() {
        let caps = power_of_two_capacities();
        assert_eq!(caps.len(), 21);
        assert_eq!((caps[0], caps[20]), (1, 1 << 20));
    }
}
