//! std's genuine types over the simulated kernel, driven directly (no script): each test is a
//! case from the std I/O reference whose syscalls were recorded with strace.

use std::cell::RefCell;
use std::io::{BufRead, Read, Write};
use std::rc::Rc;

use bufscope_sim::kernel::{Environment, Kernel, OpenMode, StreamTarget};
use bufscope_sim::render::compact::compact;
use bufscope_sim::stack::buffered::{BufReaderStream, BufWriterStream, LineWriterStream};
use bufscope_sim::stack::fd_handles::{KernelRef, SimFile};
use bufscope_sim::stack::std_streams::{StdHandleKind, StdStreams};
use bufscope_sim::stack::stream::{Stream, StreamRef, share};
use bufscope_sim::trace::Cause;

fn kernel_with(environment: Environment) -> KernelRef {
    Rc::new(RefCell::new(Kernel::new(&environment)))
}

fn create(kernel: &KernelRef, path: &str) -> StreamRef {
    let fd = kernel
        .borrow_mut()
        .openat(path, OpenMode::CREATE)
        .expect("create");
    share(SimFile::new(kernel.clone(), fd))
}

fn open(kernel: &KernelRef, path: &str) -> StreamRef {
    let fd = kernel
        .borrow_mut()
        .openat(path, OpenMode::READ)
        .expect("open");
    share(SimFile::new(kernel.clone(), fd))
}

fn compact_of(kernel: &KernelRef) -> Vec<String> {
    compact(kernel.borrow().recorder.log.iter())
}

fn causes_of(kernel: &KernelRef) -> Vec<Cause> {
    kernel
        .borrow()
        .recorder
        .log
        .iter()
        .filter(|r| r.kind.moves_data())
        .map(|r| r.cause)
        .collect()
}

#[test]
fn bufwriter_exact_fill_waits_for_the_next_write() {
    // s11-bufwriter16_exact_fill: cap 16, writes 10+6+1 → write 16, then write 1 at drop.
    let kernel = kernel_with(Environment::default());
    let file = create(&kernel, "out.txt");
    let mut writer = BufWriterStream::new(kernel.clone(), file, 16);
    writer.write_all(&[b'a'; 10]).expect("write");
    writer.write_all(&[b'b'; 6]).expect("write");
    writer.write_all(b"c").expect("write");
    drop(writer);
    assert_eq!(compact_of(&kernel), ["write 3 16 16", "write 3 1 1"]);
    assert_eq!(causes_of(&kernel), [Cause::BufferFull, Cause::FlushOnDrop]);
    let kernel = kernel.borrow();
    assert_eq!(kernel.file("out.txt").expect("file"), b"aaaaaaaaaabbbbbbc");
    assert!(
        !kernel.is_open(3),
        "dropping the BufWriter drops and closes the File"
    );
}

#[test]
fn bufwriter_write_of_capacity_bypasses() {
    // s11-bufwriter16_write_eq_cap: write 10, then a 16-byte write → write 10, write 16.
    let kernel = kernel_with(Environment::default());
    let mut writer = BufWriterStream::new(kernel.clone(), create(&kernel, "o"), 16);
    writer.write_all(&[1; 10]).expect("write");
    writer.write_all(&[2; 16]).expect("write");
    drop(writer);
    assert_eq!(compact_of(&kernel), ["write 3 10 10", "write 3 16 16"]);
    assert_eq!(causes_of(&kernel), [Cause::BufferFull, Cause::WriteBypass]);
}

#[test]
fn linewriter_write_all_joins_partial_line_with_newline() {
    // s11-linewriter_write_all_buffered_then_newline → write "abcde\n"(6), write "fg"(2).
    let kernel = kernel_with(Environment::default());
    let mut writer = LineWriterStream::new(kernel.clone(), create(&kernel, "o"), 1024);
    writer.write_all(b"abc").expect("write");
    assert_eq!(writer.buffer(usize::MAX).expect("buffer").data, b"abc");
    writer.write_all(b"de\nfg").expect("write");
    assert_eq!(writer.buffer(usize::MAX).expect("buffer").data, b"fg");
    writer.flush().expect("flush");
    assert_eq!(writer.buffer(usize::MAX).expect("buffer").data, b"");
    assert_eq!(compact_of(&kernel), ["write 3 6 6", "write 3 2 2"]);
    assert_eq!(causes_of(&kernel), [Cause::Newline, Cause::ExplicitFlush]);
}

#[test]
fn linewriter_write_sends_old_buffer_alone() {
    // s11-linewriter_write_buffered_then_newline → write 3, write 3, write 2.
    let kernel = kernel_with(Environment::default());
    let mut writer = LineWriterStream::new(kernel.clone(), create(&kernel, "o"), 1024);
    assert_eq!(writer.write(b"abc").expect("write"), 3);
    assert_eq!(writer.write(b"de\nfg").expect("write"), 5);
    writer.flush().expect("flush");
    assert_eq!(
        compact_of(&kernel),
        ["write 3 3 3", "write 3 3 3", "write 3 2 2"]
    );
    assert_eq!(
        causes_of(&kernel),
        [Cause::Newline, Cause::Newline, Cause::ExplicitFlush]
    );
}

#[test]
fn println_is_one_write_per_line_and_cleanup_flushes_a_partial_line() {
    let kernel = kernel_with(Environment {
        stdout: StreamTarget::File,
        ..Environment::default()
    });
    let streams = StdStreams::new(&kernel);
    let mut stdout = streams.handle(StdHandleKind::Stdout);
    for i in 1..=3 {
        writeln!(stdout, "{}", std::hint::black_box(i)).expect("println");
    }
    write!(stdout, "partial").expect("print");
    streams.cleanup();
    assert_eq!(
        compact_of(&kernel),
        ["write 1 2 2", "write 1 2 2", "write 1 2 2", "write 1 7 7"]
    );
    assert_eq!(
        causes_of(&kernel),
        [
            Cause::Newline,
            Cause::Newline,
            Cause::Newline,
            Cause::StdoutCleanup
        ]
    );
    assert_eq!(
        kernel.borrow().file("/tmp/fd1.out").expect("stdout file"),
        b"1\n2\n3\npartial"
    );
}

#[test]
fn eprintln_is_one_write_per_piece() {
    let kernel = kernel_with(Environment::default());
    let streams = StdStreams::new(&kernel);
    let mut stderr = streams.handle(StdHandleKind::Stderr);
    writeln!(stderr, "line {} of {}", std::hint::black_box(1), 3).expect("eprintln");
    assert_eq!(
        compact_of(&kernel),
        ["write 2 5 5", "write 2 1 1", "write 2 6 6"]
    );
    assert_eq!(kernel.borrow().terminal().screen_text(), "line 1 of 3");
}

#[test]
fn file_read_to_end_sizes_its_read_from_statx() {
    let environment = Environment {
        files: [("data.txt".to_string(), vec![b'x'; 102_400])].into(),
        ..Environment::default()
    };
    let kernel = kernel_with(environment);
    let file = open(&kernel, "data.txt");
    let mut contents = Vec::new();
    let n = file
        .borrow_mut()
        .reader()
        .expect("reader")
        .read_to_end(&mut contents)
        .expect("read");
    assert_eq!(n, 102_400);
    let log: Vec<String> = kernel
        .borrow()
        .recorder
        .log
        .iter()
        .map(|r| format!("{} {:?}", r.kind.name(), r.cause))
        .collect();
    assert_eq!(
        log,
        [
            "openat Open",
            "statx SizeHintProbe",
            "lseek SizeHintProbe",
            "read UnbufferedRead",
            "read EofProbe"
        ]
    );
    assert_eq!(compact_of(&kernel), ["read 3 102400 102400", "read 3 32 0"]);
}

#[test]
fn stdin_read_to_end_without_hint_grows_its_reads() {
    let kernel = kernel_with(Environment {
        stdin: vec![b'y'; 102_400],
        ..Environment::default()
    });
    let streams = StdStreams::new(&kernel);
    let mut stdin = streams.handle(StdHandleKind::StdinLock);
    let mut contents = Vec::new();
    stdin.read_to_end(&mut contents).expect("read");
    assert_eq!(contents.len(), 102_400);
    let sizes: Vec<String> = compact_of(&kernel)
        .iter()
        .map(|l| l.split(' ').skip(2).collect::<Vec<_>>().join("→"))
        .collect();
    // The reference's 14 reads: 32, 32, 64, …, 65536→36864, 28672→0.
    assert_eq!(
        sizes,
        [
            "32→32",
            "32→32",
            "64→64",
            "128→128",
            "256→256",
            "512→512",
            "1024→1024",
            "2048→2048",
            "4096→4096",
            "8192→8192",
            "16384→16384",
            "32768→32768",
            "65536→36864",
            "28672→0"
        ]
    );
}

#[test]
fn bufreader_lines_refill_once_per_capacity() {
    let text: Vec<u8> = (0..20_000)
        .flat_map(|i| format!("{i}\n").into_bytes())
        .collect();
    let total = text.len();
    let kernel = kernel_with(Environment {
        files: [("lines.txt".to_string(), text)].into(),
        ..Environment::default()
    });
    let file = open(&kernel, "lines.txt");
    let mut reader = BufReaderStream::new(kernel.clone(), file, 8192);
    let mut count = 0;
    let mut line = String::new();
    while reader.read_line(&mut line).expect("read_line") > 0 {
        count += 1;
        line.clear();
    }
    assert_eq!(count, 20_000);
    let expected: Vec<String> = (0..total.div_ceil(8192))
        .map(|i| format!("read 3 8192 {}", (total - i * 8192).min(8192)))
        .chain(["read 3 8192 0".to_string()])
        .collect();
    assert_eq!(compact_of(&kernel), expected);
    assert!(causes_of(&kernel).iter().all(|&c| c == Cause::Refill));
}

#[test]
fn closed_stdout_swallows_println_but_a_file_on_fd_1_reports_ebadf() {
    let kernel = kernel_with(Environment::default());
    let streams = StdStreams::new(&kernel);
    // `unsafe { File::from_raw_fd(1) }` dropped: closes fd 1.
    drop(SimFile::new(kernel.clone(), 1));
    let mut stdout = streams.handle(StdHandleKind::Stdout);
    writeln!(stdout, "lost").expect("stdout ignores EBADF");
    let mut raw = SimFile::new(kernel.clone(), 1);
    let error = raw.write(b"x").expect_err("a File sees EBADF");
    assert_eq!(error.to_string(), "Bad file descriptor (os error 9)");
    raw.release();
    assert_eq!(
        compact_of(&kernel),
        ["write 1 5 -EBADF", "write 1 1 -EBADF"]
    );
}
