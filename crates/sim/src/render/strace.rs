//! `--format strace`: one line per syscall, as `strace` prints it by default.

pub use crate::kernel::syscall::quote;
use crate::kernel::{Errno, SyscallKind, SyscallRecord};

fn result_text(record: &SyscallRecord) -> String {
    match record.result {
        Ok(n) => n.to_string(),
        Err(errno) => format!("-1 {} ({})", errno.name(), errno.message()),
    }
}

/// One syscall in strace's syntax, e.g. `write(1, "hello\n", 6) = 6`.
pub fn strace_line(record: &SyscallRecord) -> String {
    let fd = record.fd;
    let data = quote(&record.payload);
    let args = match record.kind {
        SyscallKind::Write => format!("{fd}, {data}, {}", record.requested),
        SyscallKind::Read => {
            // A failed read shows the buffer's address; strace prints it as a pointer.
            let buffer = if record.result.is_ok() {
                data
            } else {
                "0x7ffc00000000".to_string()
            };
            format!("{fd}, {buffer}, {}", record.requested)
        }
        SyscallKind::Writev => {
            let mut offset = 0;
            let entries: Vec<String> = record
                .iov
                .iter()
                .map(|&len| {
                    let end = (offset + len).min(record.payload.len());
                    let part = quote(record.payload.get(offset..end).unwrap_or_default());
                    offset += len;
                    format!("{{iov_base={part}, iov_len={len}}}")
                })
                .collect();
            format!("{fd}, [{}], {}", entries.join(", "), record.iov.len())
        }
        SyscallKind::Recvfrom if record.result == Err(Errno::Unfinished) => {
            return format!("recvfrom({fd},  <unfinished ...>) = ?");
        }
        // A datagram's sender, when the program asked (`UdpSocket::recv_from`).
        SyscallKind::Recvfrom if record.detail.contains(':') => format!(
            "{fd}, {data}, {}, 0, {}, [128 => 16]",
            record.requested,
            sockaddr(&record.detail)
        ),
        // `detail` holds the flags of a peek (`MSG_PEEK`); a plain read has none.
        SyscallKind::Recvfrom => format!(
            "{fd}, {data}, {}, {}, NULL, NULL",
            record.requested,
            if record.detail.is_empty() {
                "0"
            } else {
                record.detail.as_str()
            }
        ),
        SyscallKind::Sendto if !record.detail.is_empty() => format!(
            "{fd}, {data}, {}, MSG_NOSIGNAL, {}, 16",
            record.requested,
            sockaddr(&record.detail)
        ),
        SyscallKind::Sendto => format!("{fd}, {data}, {}, MSG_NOSIGNAL, NULL, 0", record.requested),
        SyscallKind::Openat => format!(
            "AT_FDCWD, {}, {}",
            quote(record.path.as_bytes()),
            record.detail
        ),
        SyscallKind::Close => format!("{fd}"),
        // std's probe after the run's first statx failed: strace names its flags 0 and its
        // mask STATX_BASIC_STATS|STATX_BTIME as below.
        SyscallKind::Statx if record.detail == crate::kernel::syscall::STATX_PROBE => {
            "0, NULL, AT_STATX_SYNC_AS_STAT, STATX_ALL, NULL".to_string()
        }
        // `fs::metadata`: a path, and the file's type with its size (a pointer on failure).
        SyscallKind::Statx if record.fd == crate::kernel::syscall::AT_FDCWD => {
            let stat = match record.detail.split_once(' ') {
                Some((mode, size)) if record.result.is_ok() => format!(
                    "{{stx_mask=STATX_ALL|STATX_MNT_ID, stx_blksize=4096, stx_mode={mode}, stx_size={size}, ...}}"
                ),
                _ => "0x7ffc00000000".to_string(),
            };
            format!(
                "AT_FDCWD, {}, AT_STATX_SYNC_AS_STAT, STATX_ALL, {stat}",
                quote(record.path.as_bytes())
            )
        }
        // `io::copy`'s question: the fd's type as well as its size (`MASK MODE SIZE`).
        SyscallKind::Statx if record.detail.contains(' ') => {
            let stat = match record.detail.splitn(3, ' ').collect::<Vec<_>>()[..] {
                [mask, mode, size] => format!(
                    "{{stx_mask={mask}, stx_attributes=0, stx_mode={mode}, stx_size={size}, ...}}"
                ),
                _ => "0x7ffc00000000".to_string(),
            };
            format!("{fd}, \"\", AT_STATX_SYNC_AS_STAT|AT_EMPTY_PATH, STATX_ALL, {stat}")
        }
        SyscallKind::Statx => format!(
            "{fd}, \"\", AT_STATX_SYNC_AS_STAT|AT_EMPTY_PATH, STATX_ALL, {{stx_mask=STATX_ALL|STATX_MNT_ID, stx_blksize=4096, stx_size={}, ...}}",
            record.detail
        ),
        SyscallKind::Lseek if record.detail.is_empty() => format!("{fd}, 0, SEEK_CUR"),
        SyscallKind::Lseek => format!("{fd}, {}", record.detail),
        SyscallKind::Fsync | SyscallKind::Fdatasync => format!("{fd}"),
        SyscallKind::Ftruncate => format!("{fd}, {}", record.detail),
        SyscallKind::Unlink => quote(record.path.as_bytes()),
        SyscallKind::Mkdir => format!("{}, 0777", quote(record.path.as_bytes())),
        SyscallKind::Fchmod => format!("{fd}, {}", record.detail),
        SyscallKind::Fcntl => format!("{fd}, F_DUPFD_CLOEXEC, 3"),
        // std asks for protocol 0, which strace names `IPPROTO_IP`.
        SyscallKind::Socket if record.detail == "SOCK_DGRAM" => {
            "AF_INET, SOCK_DGRAM|SOCK_CLOEXEC, IPPROTO_IP".to_string()
        }
        SyscallKind::Socket => "AF_INET, SOCK_STREAM|SOCK_CLOEXEC, IPPROTO_IP".to_string(),
        SyscallKind::Connect | SyscallKind::Bind => {
            format!("{fd}, {}, 16", sockaddr(&record.path))
        }
        // `detail` holds the level, the name, the value and its size, as strace shows them.
        SyscallKind::Setsockopt | SyscallKind::Getsockopt => format!("{fd}, {}", record.detail),
        SyscallKind::Listen | SyscallKind::Shutdown => format!("{fd}, {}", record.detail),
        SyscallKind::Accept4 if record.result == Err(Errno::Unfinished) => {
            return format!("accept4({fd},  <unfinished ...>) = ?");
        }
        SyscallKind::Accept4 => {
            format!("{fd}, {}, SOCK_CLOEXEC", returned_sockaddr(record))
        }
        SyscallKind::Getsockname | SyscallKind::Getpeername => {
            format!("{fd}, {}", returned_sockaddr(record))
        }
        // `fd` is the output, the input is the record's detail; the offsets are NULL (the
        // fds' own). copy_file_range and splice name the input first, sendfile the output.
        SyscallKind::CopyFileRange | SyscallKind::Splice => {
            format!(
                "{}, NULL, {fd}, NULL, {}, 0",
                record.detail, record.requested
            )
        }
        SyscallKind::Sendfile => format!("{fd}, {}, NULL, {}", record.detail, record.requested),
    };
    format!("{}({args}) = {}", record.kind.name(), result_text(record))
}

/// An IPv4 socket address as strace shows it: `{sa_family=AF_INET, sin_port=htons(7878),
/// sin_addr=inet_addr("127.0.0.1")}`.
fn sockaddr(address: &str) -> String {
    let (host, port) = address.rsplit_once(':').unwrap_or((address, "0"));
    format!("{{sa_family=AF_INET, sin_port=htons({port}), sin_addr=inet_addr(\"{host}\")}}")
}

/// The address a call wrote back and its length argument (`[128 => 16]`), or the buffer's
/// pointer and the length untouched when it failed.
fn returned_sockaddr(record: &SyscallRecord) -> String {
    match record.result {
        Ok(_) => format!("{}, [128 => 16]", sockaddr(&record.path)),
        Err(_) => "0x7ffc00000000, [128]".to_string(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn kernel_copies_name_both_fds() {
        let record = |kind, fd, requested, detail: &str| SyscallRecord {
            seq: 1,
            start_ns: 0,
            end_ns: 0,
            kind,
            fd,
            requested,
            iov: Vec::new(),
            result: Ok(27019),
            payload: b"data".to_vec(),
            path: String::new(),
            detail: detail.to_string(),
            device: None,
            cause: crate::trace::Cause::KernelCopy,
            stack: Vec::new(),
            span: None,
        };
        assert_eq!(
            strace_line(&record(SyscallKind::CopyFileRange, 1, 1 << 30, "3")),
            "copy_file_range(3, NULL, 1, NULL, 1073741824, 0) = 27019"
        );
        assert_eq!(
            strace_line(&record(SyscallKind::Sendfile, 1, 0x7fff_f000, "3")),
            "sendfile(1, 3, NULL, 2147479552) = 27019"
        );
        assert_eq!(
            strace_line(&SyscallRecord {
                result: Ok(0),
                ..record(
                    SyscallKind::Statx,
                    1,
                    0,
                    "STATX_BASIC_STATS|STATX_MNT_ID S_IFCHR|0600 0",
                )
            }),
            "statx(1, \"\", AT_STATX_SYNC_AS_STAT|AT_EMPTY_PATH, STATX_ALL, {stx_mask=STATX_BASIC_STATS|STATX_MNT_ID, stx_attributes=0, stx_mode=S_IFCHR|0600, stx_size=0, ...}) = 0"
        );
    }

    #[test]
    fn quoting_follows_strace() {
        assert_eq!(quote(b"hello\n"), "\"hello\\n\"");
        assert_eq!(quote(b"\x1b[31mred"), "\"\\33[31mred\"");
        assert_eq!(quote(b"\x001"), "\"\\0001\"");
        assert_eq!(quote(b"say \"hi\" \\ ok"), "\"say \\\"hi\\\" \\\\ ok\"");
        let long = vec![b'x'; 40];
        assert_eq!(quote(&long), format!("\"{}\"...", "x".repeat(32)));
    }
}
