// bufscope: stderr=file
// One `i32` variable alone in a template, `{}` or `{:?}`, is written piece by piece as the
// compiled macro writes it: stderr has no buffer, so each `write_str` is its own syscall
// (a minus sign is one of its own). Flags and other traits take the general way.
let n = std::hint::black_box(-7);
let m: i32 = std::hint::black_box(i32::MIN);
for i in -2..=2 {
    eprintln!("{}", i);
    eprint!("{:?}", i);
}
eprintln!("n = {} units", n);
eprintln!("{0} and {0:?} again", n);
eprintln!("{m}");
eprintln!("[{n}] [{n:?}]");
eprintln!("{:>4}|{:x}|{:+}", n, n, n);
eprintln!("{:#?}", m);
