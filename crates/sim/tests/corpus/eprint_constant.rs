// bufscope: stderr=file
eprintln!("hello");
eprintln!("{} {}", 1, 2);
eprint!("");
eprintln!();
