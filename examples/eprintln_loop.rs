// bufscope: stderr=file
// stderr has no buffer: every formatting piece is its own write.
for i in 1..=50 {
    eprintln!("{}", i);
}
