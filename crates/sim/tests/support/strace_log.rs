//! Reading strace's record of a real program: its data syscalls in the compact form.

use std::path::Path;

/// Data syscalls strace records (`io::copy`'s kernel copies among them), `accept4` (a
/// server's connections; the compact form lists it, and the one a killed server waited in),
/// and the socket options set and read.
pub const TRACED: &str = "trace=read,write,writev,recvfrom,sendto,copy_file_range,sendfile,splice,accept4,setsockopt,getsockopt";

/// strace's options, up to `-o LOG`: data syscalls with fd paths; `-s 1 -v`: no strings, but
/// every iov entry of a writev, with its length; `-ff`: the log is `LOG.PID`, which tells the
/// program's process id (a panic message shows it).
pub const STRACE_ARGS: [&str; 11] = [
    "-ff",
    "-qq",
    "-y",
    "-e",
    TRACED,
    "-e",
    "signal=none",
    "-s",
    "1",
    "-v",
    "-o",
];

/// `write(3</…/out.txt>, ""..., 38) = 38` → `write 3 38 38`, for the program's own files,
/// standard streams and sockets; `None` for anything else (the loader's reads).
pub fn compact_from_strace(line: &str, dir: &Path) -> Option<String> {
    let (name, rest) = line.split_once('(')?;
    let (fd, rest) = match rest.split_once(", ")? {
        // A closed fd has no path: keep it, its EBADF is the program's.
        (fd, rest) if !fd.contains('<') => (fd, rest),
        _ => {
            let (fd, rest) = rest.split_once('<')?;
            let (path, rest) = rest.split_once(">, ")?;
            let ours = path.starts_with(dir.to_str()?)
                || path.starts_with("/dev/null")
                || path.starts_with("/dev/pts/")
                || path.starts_with("pipe:")
                || path.starts_with("TCP")
                || path.starts_with("socket:");
            if !ours {
                return None;
            }
            (fd, rest)
        }
    };
    // The arguments end at the `)` before ` = `; strace pads it: `)      = 15`.
    let close = rest
        .match_indices(')')
        .map(|(i, _)| i)
        .find(|&i| rest[i + 1..].trim_start().starts_with("= "))?;
    let (args, result) = (&rest[..close], &rest[close + 1..]);
    let result = result.trim_start().strip_prefix('=')?;
    let result = match result.split_whitespace().collect::<Vec<_>>().as_slice() {
        ["-1", errno, ..] => format!("-{errno}"),
        [n, ..] => (*n).to_string(),
        [] => return None,
    };
    if name == "accept4" {
        // `accept4(3<…>, {…}, [128 => 16], SOCK_CLOEXEC) = 4<socket:[…]>`, or unfinished
        // (`= ?`): the new fd without its path.
        let fd_returned = result.split('<').next().unwrap_or_default();
        return Some(format!("accept4 {fd} 0 {fd_returned}"));
    }
    if name == "setsockopt" || name == "getsockopt" {
        let args = bufscope_sim::render::compact::socket_option_args(args);
        return Some(format!("{name} {fd} {args} {result}"));
    }
    if let Some(line) = kernel_copy(name, fd, args, &result) {
        return Some(line);
    }
    let args = skip_buffer(args);
    let requested: usize = if name == "writev" {
        // [{iov_base=""..., iov_len=5}, …], 2
        args.match_indices("iov_len=")
            .map(|(i, _)| {
                args[i + 8..]
                    .chars()
                    .take_while(char::is_ascii_digit)
                    .collect::<String>()
                    .parse::<usize>()
                    .unwrap_or(0)
            })
            .sum()
    } else {
        args.split(", ").next()?.trim().parse().ok()?
    };
    Some(format!("{name} {fd} {requested} {result}"))
}

/// A kernel copy in the compact form, `KIND IN>OUT REQUESTED RETURNED`:
/// `copy_file_range(3<…>, NULL, 1<…>, NULL, 1073741824, 0)` and `splice` name the input first,
/// `sendfile(1<…>, 3<…>, NULL, 2147479552)` the output. `None` for other calls.
fn kernel_copy(name: &str, fd: &str, args: &str, result: &str) -> Option<String> {
    let parts: Vec<&str> = args.split(", ").collect();
    let fd_of = |arg: &str| arg.split('<').next().unwrap_or_default().to_string();
    let (input, output, requested) = match (name, parts.as_slice()) {
        ("copy_file_range" | "splice", [_, out, _, len, _]) => (fd.to_string(), fd_of(out), *len),
        ("sendfile", [input, _, len]) => (fd_of(input), fd.to_string(), *len),
        _ => return None,
    };
    Some(format!("{name} {input}>{output} {requested} {result}"))
}

/// Skips the first argument after the fd (a quoted buffer, an address, or an iov list).
fn skip_buffer(args: &str) -> &str {
    if args.starts_with('[') {
        return args;
    }
    if let Some(stripped) = args.strip_prefix('"') {
        let mut escaped = false;
        for (i, c) in stripped.char_indices() {
            match (escaped, c) {
                (true, _) => escaped = false,
                (false, '\\') => escaped = true,
                (false, '"') => {
                    let rest = &stripped[i + 1..];
                    let rest = rest.strip_prefix("...").unwrap_or(rest);
                    return rest.strip_prefix(", ").unwrap_or(rest);
                }
                _ => {}
            }
        }
    }
    args.split_once(", ").map_or("", |(_, rest)| rest)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn kernel_copies_name_both_fds() {
        let dir = Path::new("/tmp/run");
        assert_eq!(
            compact_from_strace(
                "copy_file_range(3</tmp/run/in.txt>, NULL, 1</tmp/run/stdout.out>, NULL, 1073741824, 0) = 27019",
                dir
            ),
            Some("copy_file_range 3>1 1073741824 27019".into())
        );
        assert_eq!(
            compact_from_strace(
                "sendfile(1</dev/pts/3>, 3</tmp/run/in.txt>, NULL, 2147479552) = 0",
                dir
            ),
            Some("sendfile 3>1 2147479552 0".into())
        );
        assert_eq!(
            compact_from_strace(
                "sendfile(4</tmp/run/a.txt>, 3</tmp/run/in.txt>, NULL, 2147479552) = -1 EINVAL (Invalid argument)",
                dir
            ),
            Some("sendfile 3>4 2147479552 -EINVAL".into())
        );
    }

    #[test]
    fn strace_lines_become_compact_lines() {
        let dir = Path::new("/tmp/run");
        assert_eq!(
            compact_from_strace("write(3</tmp/run/out.txt>, \"\"..., 38) = 38", dir),
            Some("write 3 38 38".into())
        );
        assert_eq!(
            compact_from_strace("read(3</tmp/run/d.json>, \"\", 8192) = 0", dir),
            Some("read 3 8192 0".into())
        );
        assert_eq!(
            compact_from_strace(
                "write(1</dev/null>, \"\"..., 5) = -1 EBADF (Bad file descriptor)",
                dir
            ),
            Some("write 1 5 -EBADF".into())
        );
        assert_eq!(
            compact_from_strace(
                "writev(3</tmp/run/o>, [{iov_base=\"\"..., iov_len=5000}, {iov_base=\"\"..., iov_len=5000}], 2) = 10000",
                dir
            ),
            Some("writev 3 10000 10000".into())
        );
        assert_eq!(
            compact_from_strace(
                "recvfrom(3<TCP:[127.0.0.1:5->127.0.0.1:6]>, \"\", 1, 0, NULL, NULL) = 1",
                dir
            ),
            Some("recvfrom 3 1 1".into())
        );
        assert_eq!(
            compact_from_strace(
                "read(3</usr/lib/x86_64-linux-gnu/libc.so.6>, \"\"..., 832) = 832",
                dir
            ),
            None
        );
        assert_eq!(
            compact_from_strace(
                "accept4(3<socket:[1933444]>, {sa_family=AF_INET, sin_port=htons(55996), sin_addr=inet_addr(\"127.0.0.1\")}, [128 => 16], SOCK_CLOEXEC) = 4<socket:[1933445]>",
                dir
            ),
            Some("accept4 3 0 4".into())
        );
        assert_eq!(
            compact_from_strace("accept4(3<socket:[1935732]>,  <unfinished ...>) = ?", dir),
            Some("accept4 3 0 ?".into())
        );
        assert_eq!(
            compact_from_strace(
                "setsockopt(3<TCP:[127.0.0.1:5->127.0.0.1:6]>, SOL_SOCKET, SO_RCVTIMEO_OLD, \"\\1\"..., 16) = 0",
                dir
            ),
            Some("setsockopt 3 SOL_SOCKET,SO_RCVTIMEO_OLD,\"\",16 0".into())
        );
        assert_eq!(
            compact_from_strace(
                "getsockopt(3<TCP:[127.0.0.1:5->127.0.0.1:6]>, SOL_TCP, TCP_NODELAY, [1], [4]) = 0",
                dir
            ),
            Some("getsockopt 3 SOL_TCP,TCP_NODELAY,[1],[4] 0".into())
        );
        assert_eq!(
            compact_from_strace("write(1</dev/null<char 1:3>>, \"\"..., 7)      = 7", dir),
            Some("write 1 7 7".into())
        );
        assert_eq!(
            compact_from_strace(
                "write(1, \"\"..., 18)  = -1 EBADF (Bad file descriptor)",
                dir
            ),
            Some("write 1 18 -EBADF".into())
        );
    }
}
