//! `--format compact`: one line per data syscall, `KIND FD REQUESTED RETURNED`, and per
//! `accept4` (`accept4 3 0 4`; `accept4 3 0 ?` for the one a server still waited in when the
//! run ended). A kernel copy names both fds, the one read then the one written:
//! `copy_file_range 3>1 1073741824 27019`, `sendfile 3>1 2147479552 27019`. A socket option's
//! call shows its arguments after the fd in place of a size, joined by commas, with a quoted
//! value (a `timeval`) left out: `setsockopt 3 SOL_TCP,TCP_NODELAY,[1],4 0`,
//! `getsockopt 3 SOL_SOCKET,SO_RCVTIMEO_OLD,"",[16] 0` (the differential test's strace cuts
//! strings to one byte; the printed timeouts and the unit tests check the values).
//!
//! The differential tests compare this form of a simulated run with the same form of a real
//! run under strace, so both sides print exactly this.

use crate::kernel::{Errno, SyscallRecord};

/// One line, e.g. `write 3 38 38`, `read 3 8192 0`, `write 1 1 -EBADF`. `None` for calls that
/// move no data (`openat`, `close`, …) except `accept4`.
pub fn compact_line(record: &SyscallRecord) -> Option<String> {
    if !record.kind.is_compared() {
        return None;
    }
    let returned = match record.result {
        Ok(n) => n.to_string(),
        Err(Errno::Unfinished) => "?".to_string(),
        Err(errno) => format!("-{}", errno.name()),
    };
    if record.kind.is_socket_option() {
        let args = socket_option_args(&record.detail);
        return Some(format!(
            "{} {} {args} {returned}",
            record.kind.name(),
            record.fd
        ));
    }
    Some(format!(
        "{} {} {} {}",
        record.kind.name(),
        Fds(record),
        record.requested,
        returned
    ))
}

/// A socket option call's arguments after the fd, as the compact form shows them:
/// `SOL_SOCKET, SO_SNDTIMEO_OLD, "\3\0…", 16` → `SOL_SOCKET,SO_SNDTIMEO_OLD,"",16`.
pub fn socket_option_args(args: &str) -> String {
    let mut shown = String::with_capacity(args.len());
    let mut in_string = false;
    let mut escaped = false;
    for c in args.chars() {
        match (in_string, escaped, c) {
            (true, true, _) => escaped = false,
            (true, false, '\\') => escaped = true,
            (true, false, '"') => {
                in_string = false;
                shown.push('"');
            }
            (true, false, _) => {}
            (false, _, '"') => {
                in_string = true;
                shown.push('"');
            }
            (false, _, ' ') => {}
            (false, _, c) => shown.push(c),
        }
    }
    // strace marks a cut string with `...` after its quote.
    shown.replace("\"...", "\"")
}

/// The FD field: the fd, or for a kernel copy `IN>OUT`.
struct Fds<'a>(&'a SyscallRecord);

impl std::fmt::Display for Fds<'_> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let record = self.0;
        if record.kind.is_kernel_copy() {
            write!(f, "{}>{}", record.detail, record.fd)
        } else {
            write!(f, "{}", record.fd)
        }
    }
}

/// Writes [`compact_line`] and a newline to `out`, without making a `String` (the command line
/// prints a million of them). Nothing for calls that move no data.
pub fn write_compact_line(
    out: &mut dyn std::io::Write,
    record: &SyscallRecord,
) -> std::io::Result<()> {
    if !record.kind.is_compared() {
        return Ok(());
    }
    if record.kind.is_socket_option() {
        let line = compact_line(record).unwrap_or_default();
        return writeln!(out, "{line}");
    }
    let (kind, fd, requested) = (record.kind.name(), Fds(record), record.requested);
    match record.result {
        Ok(n) => writeln!(out, "{kind} {fd} {requested} {n}"),
        Err(Errno::Unfinished) => writeln!(out, "{kind} {fd} {requested} ?"),
        Err(errno) => writeln!(out, "{kind} {fd} {requested} -{}", errno.name()),
    }
}

/// Every data syscall in `records`, one line each.
pub fn compact<'a>(records: impl IntoIterator<Item = &'a SyscallRecord>) -> Vec<String> {
    records.into_iter().filter_map(compact_line).collect()
}
