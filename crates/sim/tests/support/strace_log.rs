//! Reading strace's record of a real program: its data syscalls in the compact form.

use std::path::Path;

/// Data syscalls strace records (`io::copy`'s kernel copies among them), `accept4` (a
/// server's connections; the compact form lists it, and the one a killed server waited in),
/// the socket options set and read, and the [`STRACE_SYNTAX_CALLS`].
pub const TRACED: &str = "trace=read,write,writev,recvfrom,sendto,copy_file_range,sendfile,splice,accept4,setsockopt,getsockopt,openat,socket,connect,bind,listen,shutdown,getsockname,getpeername,close,statx,lseek,fsync,fdatasync,ftruncate,unlink,mkdir,fchmod,fcntl";

/// The calls on files, sockets and fds that move no data: compared in strace's own syntax,
/// without `-y`'s paths, a `statx` buffer shown by its size alone (its times and inode are the
/// machine's), a pointer as `0x…`, and a port the kernel picked as `ephemeral`.
pub const STRACE_SYNTAX_CALLS: [&str; 18] = [
    "openat",
    "socket",
    "connect",
    "bind",
    "listen",
    "shutdown",
    "getsockname",
    "getpeername",
    "close",
    "statx",
    "lseek",
    "fsync",
    "fdatasync",
    "ftruncate",
    "unlink",
    "mkdir",
    "fchmod",
    "fcntl",
];

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

/// strace's log read line by line as the differential compares it: a [`STRACE_SYNTAX_CALLS`] call by
/// [`file_call_from_strace`], any other by [`compact_from_strace`]. Left out: what is not the
/// program's (the loader's files, std's look at `/proc/self/maps`, the resolver's
/// `AF_UNIX` sockets to nscd and everything done on them), and the `fcntl(fd, F_GETFD)` a
/// debug build makes before each close (std's `debug_assert_fd_is_open`, inlined into the
/// program at its own debug-assertions; a release build, which bufscope shows, has none).
pub struct ProgramCalls<'a> {
    dir: &'a Path,
    /// The fds of sockets the resolver made, as strace prints them.
    foreign: std::collections::BTreeSet<String>,
}

impl<'a> ProgramCalls<'a> {
    pub fn new(dir: &'a Path) -> Self {
        ProgramCalls {
            dir,
            foreign: std::collections::BTreeSet::new(),
        }
    }

    pub fn line(&mut self, line: &str) -> Option<String> {
        let (name, rest) = line.split_once('(')?;
        let fd: String = rest.chars().take_while(char::is_ascii_digit).collect();
        if name == "socket" && rest.starts_with("AF_UNIX") {
            let (_, result) = line.rsplit_once(" = ")?;
            self.foreign
                .insert(result.chars().take_while(char::is_ascii_digit).collect());
            return None;
        }
        if self.foreign.contains(&fd) {
            if name == "close" {
                self.foreign.remove(&fd);
            }
            return None;
        }
        if name == "fcntl" && rest.contains(", F_GETFD)") {
            return None;
        }
        if STRACE_SYNTAX_CALLS.contains(&name) {
            file_call_from_strace(line, self.dir)
        } else {
            compact_from_strace(line, self.dir)
        }
    }
}

/// `openat(AT_FDCWD</run>, "out.txt", O_WRONLY|O_CREAT|O_TRUNC|O_CLOEXEC, 0666) = 3</run/out.txt>`
/// → `openat(AT_FDCWD, "out.txt", O_WRONLY|O_CREAT|O_TRUNC|O_CLOEXEC, 0666) = 3`, for a path the
/// program named (relative, in the run's folder, or a device) or an fd of its own.
pub fn file_call_from_strace(line: &str, dir: &Path) -> Option<String> {
    let (_, rest) = line.split_once('(')?;
    let dir = dir.to_str()?;
    let ours = if rest.starts_with("AF_") {
        true
    } else if let Some(after_cwd) = rest.strip_prefix("AT_FDCWD<") {
        let (_, after) = after_cwd.split_once(">, \"")?;
        named_by_the_program(after, dir)
    } else if let Some(path) = rest.strip_prefix('"') {
        named_by_the_program(path, dir)
    } else {
        let fd_end = rest
            .find(|c: char| !c.is_ascii_digit())
            .unwrap_or(rest.len());
        match rest[fd_end..].strip_prefix('<') {
            Some(path) => is_ours(path, dir),
            // A closed fd has no path: keep it, its EBADF is the program's.
            None => true,
        }
    };
    ours.then(|| normalized_call(line))
}

/// Whether a path argument (after its opening quote) is one the program named: not a
/// library the loader looks for (in `LD_LIBRARY_PATH`'s folders too), std's
/// `/proc/self/maps`, or the resolver's files in `/etc`.
fn named_by_the_program(path: &str, dir: &str) -> bool {
    let path = path.split('"').next().unwrap_or_default();
    path.starts_with(dir)
        || !(path.ends_with(".so")
            || path.contains(".so.")
            || path.starts_with("/etc/")
            || path.starts_with("/proc/"))
}

/// Whether `-y`'s path of an fd (after its `<`) is the program's: its own files, the standard
/// streams' devices, pipes and sockets.
fn is_ours(path: &str, dir: &str) -> bool {
    path.starts_with(dir)
        || path.starts_with("/dev/null")
        || path.starts_with("/dev/pts/")
        || path.starts_with("pipe:")
        || path.starts_with("TCP")
        || path.starts_with("UDP")
        || path.starts_with("socket:")
}

/// A call in strace's syntax, the same for the simulator's line and the real one: `-y`'s
/// `<path>` after an fd removed (with its `(deleted)`), the padding before ` = ` removed, a struct cut to its
/// `stx_size`, a pointer as `0x…`.
pub fn normalized_call(line: &str) -> String {
    // A file removed while open: `4</run/t.txt>(deleted)`.
    let line = ephemeral_ports_named(&line.replace(">(deleted)", ">"));
    let mut out = String::with_capacity(line.len());
    let mut chars = line.chars().peekable();
    let mut in_string = false;
    while let Some(c) = chars.next() {
        match c {
            '\\' if in_string => {
                out.push(c);
                out.extend(chars.next());
            }
            '"' => {
                in_string = !in_string;
                out.push(c);
            }
            // A socket's path has an arrow: `<TCP:[127.0.0.1:5->127.0.0.1:6]>`.
            '<' if !in_string => {
                let (mut depth, mut previous) = (1, '<');
                for c in chars.by_ref() {
                    match (previous, c) {
                        (_, '<') => depth += 1,
                        ('-', '>') => {}
                        (_, '>') => depth -= 1,
                        _ => {}
                    }
                    if depth == 0 {
                        break;
                    }
                    previous = c;
                }
            }
            '{' if !in_string => {
                let mut depth = 1;
                let mut inside = String::new();
                for c in chars.by_ref() {
                    match c {
                        '{' => depth += 1,
                        '}' => depth -= 1,
                        _ => {}
                    }
                    if depth == 0 {
                        break;
                    }
                    inside.push(c);
                }
                let size = inside
                    .split(", ")
                    .find(|field| field.starts_with("stx_size="));
                out.push('{');
                out.push_str(size.unwrap_or(&inside));
                out.push('}');
            }
            '0' if !in_string && chars.peek() == Some(&'x') => {
                chars.next();
                while chars.peek().is_some_and(char::is_ascii_hexdigit) {
                    chars.next();
                }
                out.push_str("0x…");
            }
            // strace pads the result into a column: `close(3)        = 0`.
            ')' if !in_string && chars.peek() == Some(&' ') => {
                while chars.peek() == Some(&' ') {
                    chars.next();
                }
                out.push_str(") ");
            }
            _ => out.push(c),
        }
    }
    out
}

/// `sin_port=htons(50934)` → `sin_port=htons(ephemeral)` for a port in Linux's ephemeral range
/// (32768–60999): the one the kernel picked for a client's end differs from run to run.
fn ephemeral_ports_named(line: &str) -> String {
    const PORT: &str = "sin_port=htons(";
    let mut out = String::with_capacity(line.len());
    let mut rest = line;
    while let Some(at) = rest.find(PORT) {
        let (before, after) = rest.split_at(at + PORT.len());
        out.push_str(before);
        let digits = after.chars().take_while(char::is_ascii_digit).count();
        match after[..digits].parse::<u32>() {
            Ok(port) if (32768..=60999).contains(&port) => out.push_str("ephemeral"),
            _ => out.push_str(&after[..digits]),
        }
        rest = &after[digits..];
    }
    out.push_str(rest);
    out
}

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
            if !is_ours(path, dir.to_str()?) {
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
    fn the_resolver_s_sockets_and_a_debug_build_s_checks_are_not_the_program_s() {
        let dir = Path::new("/tmp/run");
        let mut calls = ProgramCalls::new(dir);
        let log = [
            "openat(AT_FDCWD</tmp/run>, \"/proc/self/maps\", O_RDONLY|O_CLOEXEC) = 3</proc/9/maps>",
            "close(3</proc/9/maps>)               = 0",
            "socket(AF_UNIX, SOCK_STREAM|SOCK_CLOEXEC|SOCK_NONBLOCK, 0) = 3<socket:[21]>",
            "close(3<socket:[21]>)              = 0",
            "openat(AT_FDCWD</tmp/run>, \"/etc/hosts\", O_RDONLY|O_CLOEXEC) = 3</etc/hosts>",
            "lseek(3</etc/hosts>, 0, SEEK_SET)       = 0",
            "close(3</etc/hosts>)                    = 0",
            "socket(AF_INET, SOCK_STREAM|SOCK_CLOEXEC, IPPROTO_IP) = 3<socket:[22]>",
            "sendto(3<socket:[22]>, \"p\"..., 5, MSG_NOSIGNAL, NULL, 0) = 5",
            "fcntl(3<socket:[22]>, F_GETFD)     = 0x1 (flags FD_CLOEXEC)",
            "close(3<socket:[22]>)              = 0",
            "statx(0, NULL, AT_STATX_SYNC_AS_STAT, STATX_ALL, NULL) = -1 EFAULT (Bad address)",
        ];
        let kept: Vec<String> = log.iter().filter_map(|line| calls.line(line)).collect();
        assert_eq!(
            kept,
            [
                "socket(AF_INET, SOCK_STREAM|SOCK_CLOEXEC, IPPROTO_IP) = 3",
                "sendto 3 5 5",
                "close(3) = 0",
                "statx(0, NULL, AT_STATX_SYNC_AS_STAT, STATX_ALL, NULL) = -1 EFAULT (Bad address)",
            ]
        );
    }

    #[test]
    fn file_calls_lose_the_machine_s_paths_times_and_pointers() {
        let dir = Path::new("/tmp/run");
        let of = |line: &str| file_call_from_strace(line, dir);
        assert_eq!(
            of(
                "openat(AT_FDCWD</tmp/run>, \"out.txt\", O_WRONLY|O_CREAT|O_TRUNC|O_CLOEXEC, 0666) = 3</tmp/run/out.txt>"
            ),
            Some(
                "openat(AT_FDCWD, \"out.txt\", O_WRONLY|O_CREAT|O_TRUNC|O_CLOEXEC, 0666) = 3"
                    .into()
            )
        );
        assert_eq!(
            of(
                "openat(AT_FDCWD</tmp/run>, \"/etc/ld.so.cache\", O_RDONLY|O_CLOEXEC) = 3</etc/ld.so.cache>"
            ),
            None
        );
        assert_eq!(of("close(3</proc/23588/maps>)              = 0"), None);
        assert_eq!(
            of("close(3</tmp/run/out.txt>)           = 0"),
            Some("close(3) = 0".into())
        );
        assert_eq!(
            of("openat(AT_FDCWD</tmp/run>, \"missing.txt\", O_RDONLY|O_CLOEXEC) = -1 ENOENT (No such file or directory)"),
            Some("openat(AT_FDCWD, \"missing.txt\", O_RDONLY|O_CLOEXEC) = -1 ENOENT (No such file or directory)".into())
        );
        assert_eq!(
            of(
                "statx(3</tmp/run/out.txt>, \"\", AT_STATX_SYNC_AS_STAT|AT_EMPTY_PATH, STATX_ALL, {stx_mask=STATX_ALL|STATX_MNT_ID, stx_blksize=4096, stx_mode=S_IFREG|0644, stx_ino=10100743, stx_size=3, stx_atime={tv_sec=1795590183, tv_nsec=442753443} /* 2026-11-25T07:03:03.442753443+0000 */, stx_mnt_id=0x1b}) = 0"
            ),
            Some(
                "statx(3, \"\", AT_STATX_SYNC_AS_STAT|AT_EMPTY_PATH, STATX_ALL, {stx_size=3}) = 0"
                    .into()
            )
        );
        assert_eq!(
            of("statx(AT_FDCWD</tmp/run>, \"gone.txt\", AT_STATX_SYNC_AS_STAT, STATX_ALL, 0x7ffd8a1c2b40) = -1 ENOENT (No such file or directory)"),
            Some("statx(AT_FDCWD, \"gone.txt\", AT_STATX_SYNC_AS_STAT, STATX_ALL, 0x…) = -1 ENOENT (No such file or directory)".into())
        );
        assert_eq!(
            of("mkdir(\"d/e\", 0777)                      = -1 ENOENT (No such file or directory)"),
            Some("mkdir(\"d/e\", 0777) = -1 ENOENT (No such file or directory)".into())
        );
        assert_eq!(
            of("fcntl(3</tmp/run/out.txt>, F_DUPFD_CLOEXEC, 3) = 4</tmp/run/out.txt>"),
            Some("fcntl(3, F_DUPFD_CLOEXEC, 3) = 4".into())
        );
        assert_eq!(
            of("fchmod(4</tmp/run/b.txt>, 0100644)   = 0"),
            Some("fchmod(4, 0100644) = 0".into())
        );
        assert_eq!(
            of("getpeername(4<TCP:[127.0.0.1:7878->127.0.0.1:39976]>, {sa_family=AF_INET, sin_port=htons(39976), sin_addr=inet_addr(\"127.0.0.1\")}, [128 => 16]) = 0"),
            Some("getpeername(4, {sa_family=AF_INET, sin_port=htons(ephemeral), sin_addr=inet_addr(\"127.0.0.1\")}, [128 => 16]) = 0".into())
        );
        assert_eq!(
            of("bind(3<socket:[5]>, {sa_family=AF_INET, sin_port=htons(7878), sin_addr=inet_addr(\"127.0.0.1\")}, 16) = 0"),
            Some("bind(3, {sa_family=AF_INET, sin_port=htons(7878), sin_addr=inet_addr(\"127.0.0.1\")}, 16) = 0".into())
        );
        assert_eq!(
            of("close(4</tmp/run/t.txt>(deleted)) = 0"),
            Some("close(4) = 0".into())
        );
        assert_eq!(
            of("close(3<TCP:[127.0.0.1:5->127.0.0.1:6]>) = 0"),
            Some("close(3) = 0".into())
        );
    }

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
