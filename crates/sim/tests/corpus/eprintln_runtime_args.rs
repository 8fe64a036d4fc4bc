// bufscope: stderr=file
let total = std::hint::black_box(3);
for i in 1..=20 {
    eprintln!("line {} of {}", i, total);
}
