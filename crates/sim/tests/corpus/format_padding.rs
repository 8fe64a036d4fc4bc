// bufscope: stderr=file
// Padding is written one fill character at a time.
let n = std::hint::black_box(42);
eprintln!("[{:>5}]", n);
eprintln!("[{:*^9}]", "mid");
eprintln!("[{:+05}]", -n);
eprintln!("[{:#010x}]", 255);
eprintln!("[{:8.2}]", 3.14159);
