// A `Cow<str>` written as a type (what `from_utf8_lossy` returns), printed.
// bufscope: stdout=pipe
use std::borrow::Cow;

fn main() {
    let text: Cow<str> = String::from_utf8_lossy(b"caf\xc3\xa9 \xff!\n");
    print!("{text}");
}
