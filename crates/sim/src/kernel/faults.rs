//! Faults a run can be given, for teaching what happens when I/O goes wrong.

/// Ways the simulated kernel can misbehave, all off by default.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Faults {
    /// Each write accepts at most this many bytes (a short write), as pipes and sockets may.
    pub max_bytes_per_write: Option<usize>,
    /// Each read returns at most this many bytes, as a slow network peer would.
    pub max_bytes_per_read: Option<usize>,
    /// Regular files accept this many bytes in total; writes after that fail with `ENOSPC`.
    pub disk_full_after: Option<u64>,
    /// These fds are closed before `main` starts (`./prog >&-` closes fd 1).
    pub closed_fds: Vec<i32>,
}
