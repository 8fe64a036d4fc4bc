//! Other languages' stdout defaults, each as a stack of std's genuine types.
//!
//! Every row names the runtime's real buffer sizes, its terminal rule, what flushes it, and the
//! documentation or source it comes from. The stack standing in for it is std's `LineWriter` /
//! `BufWriter` / nothing, over fd 1; where the runtime's own rule differs from the std type's,
//! `caveat` says how. The C, C++, Go and Python rows were checked with strace on this machine
//! (glibc 2.36, libstdc++ of GCC 12, Go 1.26, CPython 3.11): 1000 lines of `"hello\n"` into a
//! file and onto a pty. The Zig rows were not (no Zig toolchain here).

use super::PROPOSED_STDOUT_CAPACITY;
use super::stack_model::{Capacity, Layer, StackModel};
use crate::kernel::StreamTarget;
use crate::std_capacities::LINE_WRITER_CAPACITY;

/// What happens to buffered stdout when the program ends normally.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
pub enum AtExit {
    /// The runtime flushes it (C's `exit`, Rust's `rt::cleanup`, Python's shutdown…).
    RuntimeFlushes,
    /// Nothing flushes it: the program must (`w.Flush()`, `try bw.flush()`), or the output is
    /// lost. [`crate::whatif::compare`] assumes the idiomatic program does, at its end.
    ProgramMustFlush,
    /// Nothing is ever held.
    NothingHeld,
}

impl AtExit {
    /// Who empties the buffer, in words: `the runtime flushes it`.
    pub fn description(self) -> &'static str {
        match self {
            AtExit::RuntimeFlushes => "the runtime flushes it",
            AtExit::ProgramMustFlush => "the program must flush it",
            AtExit::NothingHeld => "nothing is held",
        }
    }
}

/// One language's default stdout, and how the simulator stands in for it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct LanguageDefault {
    /// E.g. `C (glibc stdio)`.
    pub language: &'static str,
    /// How a program prints a line this way.
    pub idiom: &'static str,
    /// The versions the row describes.
    pub versions: &'static str,
    /// The stack when fd 1 is a terminal.
    pub on_terminal: StackModel,
    /// The stack when fd 1 is a file, a pipe or `/dev/null`.
    pub elsewhere: StackModel,
    pub at_exit: AtExit,
    /// The runtime formats a whole print call before writing it (Go's `fmt.Println`): the
    /// pieces of one `println!` reach its stack as one chunk.
    pub formats_whole_call: bool,
    /// When the runtime looks at whether fd 1 is a terminal, and what changes.
    pub tty_rule: &'static str,
    /// What makes buffered bytes leave.
    pub flush_triggers: &'static str,
    /// The same language's stderr.
    pub stderr: &'static str,
    /// Where std's type behaves differently from the runtime it stands in for.
    pub caveat: &'static str,
    /// Documentation or source, by URL.
    pub source: &'static str,
}

impl LanguageDefault {
    /// The stack on `target`.
    pub fn stack_for(&self, target: StreamTarget) -> StackModel {
        match target {
            StreamTarget::Terminal => self.on_terminal,
            _ => self.elsewhere,
        }
    }
}

const fn stack(layers: &'static [Layer], flush_after_newline: bool) -> StackModel {
    StackModel {
        layers,
        flush_after_newline,
    }
}

const RUST_LINE: &[Layer] = &[Layer::LineWriter(Capacity::Bytes(LINE_WRITER_CAPACITY))];
const RUST_BLOCK: &[Layer] = &[Layer::BufWriter(Capacity::Bytes(PROPOSED_STDOUT_CAPACITY))];
/// glibc: `min(st_blksize, BUFSIZ)`, BUFSIZ = 8192 (libio/filedoalloc.c).
const GLIBC_BUFSIZ: usize = 8192;
const GLIBC_LINE: &[Layer] = &[Layer::LineWriter(Capacity::BlockSizeAtMost(GLIBC_BUFSIZ))];
const GLIBC_FULL: &[Layer] = &[Layer::BufWriter(Capacity::BlockSizeAtMost(GLIBC_BUFSIZ))];
/// libstdc++'s `stdio_filebuf` for `cout` without stdio sync: `BUFSIZ`.
const LIBSTDCXX_OWN: &[Layer] = &[Layer::BufWriter(Capacity::Bytes(8192))];
/// `bufio.NewWriter`'s `defaultBufSize`; Zig 0.14's `std.io.bufferedWriter` is the same.
const FOUR_KIB: &[Layer] = &[Layer::BufWriter(Capacity::Bytes(4096))];
/// CPython: `TextIOWrapper` (8192-byte chunk of pending text) over `BufferedWriter`
/// (`st_blksize`).
const PYTHON: &[Layer] = &[
    Layer::BufWriter(Capacity::Bytes(8192)),
    Layer::BufWriter(Capacity::BlockSize),
];
/// The buffer a Zig 0.15 program hands `File.writer`: its own choice; 1024 assumed.
const ZIG_015: &[Layer] = &[Layer::BufWriter(Capacity::Bytes(1024))];

/// Every language row, Rust's two first.
pub const LANGUAGES: [LanguageDefault; 13] = [
    LanguageDefault {
        language: "Rust (std today)",
        idiom: "println!(\"{}\", s)",
        versions: "rustc 1.95 (unchanged since 1.0)",
        on_terminal: stack(RUST_LINE, false),
        elsewhere: stack(RUST_LINE, false),
        at_exit: AtExit::RuntimeFlushes,
        formats_whole_call: false,
        tty_rule: "none: a 1024-byte LineWriter whatever fd 1 is",
        flush_triggers: "a write with a newline (up to its last newline); a full buffer; \
            flush(); exit (rt::cleanup, which process::exit also runs)",
        stderr: "unbuffered: one write per formatting piece",
        caveat: "none: this is the type std uses",
        source: "https://doc.rust-lang.org/std/io/fn.stdout.html (library/std/src/io/stdio.rs: \
            LineWriter::new(stdout_raw()))",
    },
    LanguageDefault {
        language: "Rust (proposed, rust-lang/rust#60673)",
        idiom: "println!(\"{}\", s)",
        versions: "PR #148274 (open)",
        on_terminal: stack(RUST_LINE, false),
        elsewhere: stack(RUST_BLOCK, false),
        at_exit: AtExit::RuntimeFlushes,
        formats_whole_call: false,
        tty_rule: "line-buffered on a terminal, block-buffered otherwise",
        flush_triggers: "terminal: as today; elsewhere: a full buffer, flush(), exit \
            (rt::cleanup)",
        stderr: "unchanged: unbuffered",
        caveat: "the PR's buffer size was not found: 8192 bytes (BufWriter::new's) is assumed, \
            what the earlier PR #64861 measured (256 writes for 2 MiB)",
        source: "https://github.com/rust-lang/rust/pull/148274",
    },
    LanguageDefault {
        language: "C (glibc stdio)",
        idiom: "printf(\"%s\\n\", s)",
        versions: "glibc 2.x (libio/filedoalloc.c, fileops.c); verified on 2.36",
        on_terminal: stack(GLIBC_LINE, false),
        elsewhere: stack(GLIBC_FULL, false),
        at_exit: AtExit::RuntimeFlushes,
        formats_whole_call: false,
        tty_rule: "decided at the first write: line-buffered if fd 1 is a terminal, fully \
            buffered otherwise; buffer = min(st_blksize, BUFSIZ): 1024 on a pty, 4096 for \
            files, pipes and /dev/null",
        flush_triggers: "line mode: a newline; a full buffer; fflush; exit() or return from \
            main (not _exit, abort or a signal); reading a line-buffered input stream",
        stderr: "unbuffered",
        caveat: "fully buffered, glibc fills the buffer to the brim and splits a write (strace, \
            1000 x \"hello\\n\" into a file: 4096 + 1904) where BufWriter writes the buffer \
            before a write that does not fit (4092 + 1908). Line mode matches \
            LineWriter::write_all for lines that fit the buffer (pending partial line and new \
            lines in one write, the rest after the last newline kept); longer lines differ",
        source: "https://www.gnu.org/software/libc/manual/html_node/Buffering-Concepts.html",
    },
    LanguageDefault {
        language: "C++ (iostreams, '\\n')",
        idiom: "std::cout << s << '\\n'",
        versions: "libstdc++ (GCC 12), sync_with_stdio(true), the default",
        on_terminal: stack(GLIBC_LINE, false),
        elsewhere: stack(GLIBC_FULL, false),
        at_exit: AtExit::RuntimeFlushes,
        formats_whole_call: false,
        tty_rule: "C stdio's: synced cout hands every operation to C's stdout \
            (stdio_sync_filebuf), so stdout's buffering applies",
        flush_triggers: "C stdio's, plus std::flush, std::endl, std::unitbuf; cout is tied to \
            cin, so reading cin flushes it",
        stderr: "std::cerr: unitbuf over C's unbuffered stderr, one write per << operand",
        caveat: "as C stdio's (strace: 4096 + 1904 into a file, 1000 x 6 on a pty); each << \
            operand is one fwrite/putc, while a chunk here is what the Rust program wrote",
        source: "https://en.cppreference.com/w/cpp/io/ios_base/sync_with_stdio",
    },
    LanguageDefault {
        language: "C++ (iostreams, std::endl)",
        idiom: "std::cout << s << std::endl",
        versions: "libstdc++ (GCC 12), sync_with_stdio(true), the default",
        on_terminal: stack(GLIBC_LINE, true),
        elsewhere: stack(GLIBC_FULL, true),
        at_exit: AtExit::RuntimeFlushes,
        formats_whole_call: false,
        tty_rule: "C stdio's, made moot: every line is flushed",
        flush_triggers: "std::endl writes '\\n' then flushes (fflush(stdout))",
        stderr: "std::cerr: unitbuf over C's unbuffered stderr, one write per << operand",
        caveat: "std::endl is modelled as flush() after every chunk that contains a newline \
            (strace: 1000 x 6 into a file and on a pty)",
        source: "https://en.cppreference.com/w/cpp/io/manip/endl",
    },
    LanguageDefault {
        language: "C++ (iostreams, unsynced)",
        idiom: "std::ios::sync_with_stdio(false); std::cout << s << '\\n'",
        versions: "libstdc++ (GCC 12)",
        on_terminal: stack(LIBSTDCXX_OWN, false),
        elsewhere: stack(LIBSTDCXX_OWN, false),
        at_exit: AtExit::RuntimeFlushes,
        formats_whole_call: false,
        tty_rule: "none: cout gets its own BUFSIZ (8192-byte) stdio_filebuf, fully buffered \
            even on a terminal",
        flush_triggers: "a full buffer; std::flush, std::endl; reading cin (tie); exit \
            (ios_base::Init's destructor flushes cout)",
        stderr: "std::cerr: unitbuf, one write per << operand",
        caveat: "basic_filebuf writes an operand of 1024 bytes or more together with the \
            buffer in one writev; BufWriter writes the buffer, then the operand (strace: one \
            write of 6000 into a file and on a pty)",
        source: "https://en.cppreference.com/w/cpp/io/ios_base/sync_with_stdio",
    },
    LanguageDefault {
        language: "Go (fmt.Println)",
        idiom: "fmt.Println(s)",
        versions: "Go 1.x",
        on_terminal: StackModel::RAW,
        elsewhere: StackModel::RAW,
        at_exit: AtExit::NothingHeld,
        formats_whole_call: true,
        tty_rule: "none: os.Stdout is an unbuffered *os.File",
        flush_triggers: "none needed: every Write on os.Stdout is one write(2)",
        stderr: "os.Stderr: unbuffered, the same",
        caveat: "fmt.Println formats the whole line first and makes one write per call, so \
            the pieces of one println! are replayed as one chunk (strace: 1000 x 6)",
        source: "https://pkg.go.dev/os#pkg-variables",
    },
    LanguageDefault {
        language: "Go (bufio.Writer)",
        idiom: "w := bufio.NewWriter(os.Stdout); defer w.Flush(); fmt.Fprintln(w, s)",
        versions: "Go 1.x",
        on_terminal: stack(FOUR_KIB, false),
        elsewhere: stack(FOUR_KIB, false),
        at_exit: AtExit::ProgramMustFlush,
        formats_whole_call: false,
        tty_rule: "none: the same 4096 bytes on a terminal",
        flush_triggers: "a full buffer; w.Flush(); nothing at exit: without Flush the output \
            is lost",
        stderr: "os.Stderr: unbuffered",
        caveat: "bufio.Writer fills the buffer to the brim and splits a write (strace: 4096 + \
            1904) where BufWriter writes the buffer before a write that does not fit (4092 + \
            1908); both write a long write directly into an empty buffer",
        source: "https://pkg.go.dev/bufio#NewWriter",
    },
    LanguageDefault {
        language: "Python 3 (print)",
        idiom: "print(s)",
        versions: "CPython 3.9-3.14; verified on 3.11",
        on_terminal: stack(PYTHON, true),
        elsewhere: stack(PYTHON, false),
        at_exit: AtExit::RuntimeFlushes,
        formats_whole_call: false,
        tty_rule: "sys.stdout is line-buffered when interactive (isatty), block-buffered \
            otherwise; BufferedWriter size = st_blksize (1024 on a pty, 4096 for files and \
            pipes)",
        flush_triggers: "line mode: a write containing \\n or \\r flushes all pending text; \
            block mode: 8192 bytes of pending text, then the BufferedWriter's buffer; \
            flush=True, sys.stdout.flush(); interpreter exit (not os._exit)",
        stderr: "line-buffered on every target since 3.9 (before: block-buffered when not \
            interactive)",
        caveat: "TextIOWrapper's 8192-byte pending text over BufferedWriter(st_blksize) is \
            modelled as BufWriter(8192) over BufWriter(st_blksize), line mode as a flush after \
            each chunk with a newline (which also sends what follows the newline, as Python \
            does). print() writes its text and end separately; a chunk here is what the Rust \
            program wrote. strace: one write of 6000 into a file, 1000 x 6 on a pty, 8190 + \
            3810 for 2000 lines. Python 3.15 buffers max(min(st_blksize, 8 MiB), 128 KiB) \
            (gh-117151)",
        source: "https://docs.python.org/3/library/sys.html#sys.stdout",
    },
    LanguageDefault {
        language: "Python 3 (-u)",
        idiom: "python -u (or PYTHONUNBUFFERED=1); print(s)",
        versions: "CPython 3.7+; verified on 3.11",
        on_terminal: StackModel::RAW,
        elsewhere: StackModel::RAW,
        at_exit: AtExit::NothingHeld,
        formats_whole_call: false,
        tty_rule: "none: stdout and stderr unbuffered, text layer write-through (3.7+)",
        flush_triggers: "none needed: every write of the text layer is a write(2)",
        stderr: "unbuffered too",
        caveat: "print(s) makes two writes, s and \"\\n\" (strace: 2000 writes of 5 and 1 for \
            1000 lines); a chunk here is one write",
        source: "https://docs.python.org/3/using/cmdline.html#cmdoption-u",
    },
    LanguageDefault {
        language: "Zig 0.14 (unbuffered writer)",
        idiom: "try std.io.getStdOut().writer().print(\"{s}\\n\", .{s})",
        versions: "Zig 0.13-0.14",
        on_terminal: StackModel::RAW,
        elsewhere: StackModel::RAW,
        at_exit: AtExit::NothingHeld,
        formats_whole_call: false,
        tty_rule: "none: File.writer() has no buffer",
        flush_triggers: "none needed: every writeAll is a write(2)",
        stderr: "std.debug.print: an unbuffered stderr writer under a lock",
        caveat: "print makes one writeAll per literal piece and argument, as Rust's stderr \
            does; a chunk here is one write (not verified: no Zig toolchain here)",
        source: "https://ziglang.org/documentation/0.14.0/std/#std.io.getStdOut",
    },
    LanguageDefault {
        language: "Zig 0.14 (bufferedWriter)",
        idiom: "var bw = std.io.bufferedWriter(stdout); ...; try bw.flush()",
        versions: "Zig 0.13-0.14",
        on_terminal: stack(FOUR_KIB, false),
        elsewhere: stack(FOUR_KIB, false),
        at_exit: AtExit::ProgramMustFlush,
        formats_whole_call: false,
        tty_rule: "none: 4096 bytes everywhere",
        flush_triggers: "a full buffer; bw.flush(); nothing at exit",
        stderr: "std.debug.print: unbuffered",
        caveat: "BufferedWriter writes the buffer when a write does not fit, then writes \
            directly a write longer than the buffer: BufWriter's rule but for a write of \
            exactly 4096 bytes (not verified: no Zig toolchain here)",
        source: "https://ziglang.org/documentation/0.14.0/std/#std.io.buffered_writer.BufferedWriter",
    },
    LanguageDefault {
        language: "Zig 0.15 (std.Io.Writer)",
        idiom: "var buf: [1024]u8 = undefined; var w = std.fs.File.stdout().writer(&buf); ...; \
            try w.interface.flush()",
        versions: "Zig 0.15",
        on_terminal: stack(ZIG_015, false),
        elsewhere: stack(ZIG_015, false),
        at_exit: AtExit::ProgramMustFlush,
        formats_whole_call: false,
        tty_rule: "none: the program passes the buffer (1024 bytes assumed; &.{} is unbuffered)",
        flush_triggers: "a write that does not fit; flush(); nothing at exit",
        stderr: "std.debug.print: stderr through a small (64-byte) buffer, flushed as each call \
            ends (not verified)",
        caveat: "when a write does not fit, File.Writer drains the buffer and the new bytes in \
            one writev; BufWriter writes the buffer alone and keeps the new bytes: as many \
            syscalls for short writes, different sizes (not verified: no Zig toolchain here)",
        source: "https://ziglang.org/download/0.15.1/release-notes.html#Writergate",
    },
];
