// bufscope: stdout=file
// print! without a newline waits in stdout's buffer until exit.
for i in 0..10 {
    print!("{} ", i);
}
