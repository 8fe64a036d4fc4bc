// bufscope: stdout=file
// process::exit still flushes stdout's line buffer (std's runtime cleanup).
print!("partial");
std::process::exit(0);
