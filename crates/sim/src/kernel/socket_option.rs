//! A connection's options and the values Linux keeps for them: `TCP_NODELAY`, `IP_TTL`, and
//! the receive and send timeouts.
//!
//! Linux keeps a timeout in clock ticks (jiffies): `setsockopt` rounds the `timeval` up to
//! whole ticks, and `getsockopt` gives back the ticks as a `timeval`. The simulated kernel
//! ticks at [`TICKS_PER_SECOND`], as the kernel the corpus is checked on does (a 1 ns timeout
//! reads back as 4 ms). A timeout past what the ticks can count is "forever", which reads
//! back as zero.

use super::errno::Errno;
use super::syscall::quote;

/// Linux's `HZ` on the machine the simulation is checked against (`CONFIG_HZ=250`).
pub const TICKS_PER_SECOND: u64 = 250;

/// `MAX_SCHEDULE_TIMEOUT`, `LONG_MAX`: a timeout that never ends. In ticks.
const FOREVER: u64 = i64::MAX as u64;

/// Linux's default `IP_TTL` (`net.ipv4.ip_default_ttl`).
pub const DEFAULT_TTL: u32 = 64;

/// An option std's `TcpStream` sets or reads.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum SocketOption {
    NoDelay,
    Ttl,
    ReadTimeout,
    WriteTimeout,
}

impl SocketOption {
    /// The level and name, as strace shows them.
    pub(crate) fn level_and_name(self) -> &'static str {
        match self {
            SocketOption::NoDelay => "SOL_TCP, TCP_NODELAY",
            SocketOption::Ttl => "SOL_IP, IP_TTL",
            SocketOption::ReadTimeout => "SOL_SOCKET, SO_RCVTIMEO_OLD",
            SocketOption::WriteTimeout => "SOL_SOCKET, SO_SNDTIMEO_OLD",
        }
    }
}

/// A `struct timeval` as std fills it: seconds (`time_t`) and microseconds.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct Timeval {
    pub secs: i64,
    pub micros: i64,
}

impl Timeval {
    /// Its 16 bytes in memory, as strace prints them (a quoted string).
    fn bytes(self) -> [u8; 16] {
        let mut bytes = [0; 16];
        bytes[..8].copy_from_slice(&self.secs.to_le_bytes());
        bytes[8..].copy_from_slice(&self.micros.to_le_bytes());
        bytes
    }

    /// Linux's `sock_set_timeout`: ticks, rounded up; zero for no timeout.
    fn ticks(self) -> u64 {
        let per_tick = 1_000_000 / TICKS_PER_SECOND;
        match u64::try_from(self.secs) {
            Ok(0) if self.micros == 0 => 0,
            Ok(secs) if secs < FOREVER / TICKS_PER_SECOND - 1 => {
                secs * TICKS_PER_SECOND + (self.micros as u64).div_ceil(per_tick)
            }
            Ok(_) => FOREVER,
            // A negative time is no timeout (Linux warns once).
            Err(_) => 0,
        }
    }

    /// Linux's `sock_get_timeout`: the ticks as seconds and microseconds; forever is zero.
    fn of_ticks(ticks: u64) -> Timeval {
        if ticks == FOREVER {
            return Timeval::default();
        }
        Timeval {
            secs: (ticks / TICKS_PER_SECOND) as i64,
            micros: ((ticks % TICKS_PER_SECOND) * 1_000_000 / TICKS_PER_SECOND) as i64,
        }
    }
}

/// A value given to or read from an option.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum OptionValue {
    /// An `int`: a flag (`TCP_NODELAY`) or a number (`IP_TTL`).
    Int(u32),
    Time(Timeval),
}

impl OptionValue {
    /// The value and its size as strace shows a `setsockopt`'s: `[1], 4`.
    pub(crate) fn shown(self) -> (String, usize) {
        match self {
            OptionValue::Int(n) => (format!("[{n}]"), 4),
            OptionValue::Time(time) => (quote(&time.bytes()), 16),
        }
    }
}

/// What Linux keeps of a connection's options.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SocketOptions {
    nodelay: bool,
    ttl: u32,
    /// In ticks; zero is none.
    read_timeout: u64,
    /// In ticks; zero is none.
    write_timeout: u64,
}

impl Default for SocketOptions {
    fn default() -> SocketOptions {
        SocketOptions {
            nodelay: false,
            ttl: DEFAULT_TTL,
            read_timeout: 0,
            write_timeout: 0,
        }
    }
}

impl SocketOptions {
    pub(crate) fn set(&mut self, option: SocketOption, value: OptionValue) -> Result<(), Errno> {
        match (option, value) {
            (SocketOption::NoDelay, OptionValue::Int(on)) => self.nodelay = on != 0,
            // Linux takes 1–255, and -1 for the default.
            (SocketOption::Ttl, OptionValue::Int(ttl)) if (1..=255).contains(&ttl) => {
                self.ttl = ttl
            }
            (SocketOption::ReadTimeout, OptionValue::Time(time)) => {
                self.read_timeout = time.ticks()
            }
            (SocketOption::WriteTimeout, OptionValue::Time(time)) => {
                self.write_timeout = time.ticks()
            }
            _ => return Err(Errno::Einval),
        }
        Ok(())
    }

    pub(crate) fn get(&self, option: SocketOption) -> OptionValue {
        match option {
            SocketOption::NoDelay => OptionValue::Int(self.nodelay.into()),
            SocketOption::Ttl => OptionValue::Int(self.ttl),
            SocketOption::ReadTimeout => OptionValue::Time(Timeval::of_ticks(self.read_timeout)),
            SocketOption::WriteTimeout => OptionValue::Time(Timeval::of_ticks(self.write_timeout)),
        }
    }
}
