// bufscope: stderr=file
let name = std::hint::black_box("world");
let count = std::hint::black_box(7);
eprintln!("hello {name}, {count} times");
eprintln!("{0}-{0}-{1}", count, name);
eprintln!("{n:>4}|", n = count);
