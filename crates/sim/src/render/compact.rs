//! `--format compact`: one line per data syscall, `KIND FD REQUESTED RETURNED`.
//!
//! The differential tests compare this form of a simulated run with the same form of a real
//! run under strace, so both sides print exactly this.

use crate::kernel::SyscallRecord;

/// One line, e.g. `write 3 38 38`, `read 3 8192 0`, `write 1 1 -EBADF`. `None` for calls that
/// move no data (`openat`, `close`, …).
pub fn compact_line(record: &SyscallRecord) -> Option<String> {
    if !record.kind.moves_data() {
        return None;
    }
    let returned = match record.result {
        Ok(n) => n.to_string(),
        Err(errno) => format!("-{}", errno.name()),
    };
    Some(format!(
        "{} {} {} {}",
        record.kind.name(),
        record.fd,
        record.requested,
        returned
    ))
}

/// Every data syscall in `records`, one line each.
pub fn compact<'a>(records: impl IntoIterator<Item = &'a SyscallRecord>) -> Vec<String> {
    records.into_iter().filter_map(compact_line).collect()
}
