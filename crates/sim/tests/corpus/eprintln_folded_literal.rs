// bufscope: stderr=file
// rustc folds the literal 3 into the template: 3 writes per line, not 5.
for i in 1..=20 {
    eprintln!("line {} of {}", i, 3);
}
