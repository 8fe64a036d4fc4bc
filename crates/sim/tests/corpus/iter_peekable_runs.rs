// A peekable iterator groups runs of equal characters; each run is printed to stderr.
fn main() {
    let text = "aaabccdddd";
    let mut chars = text.chars().peekable();
    while let Some(c) = chars.next() {
        let mut run = 1;
        while chars.peek() == Some(&c) {
            chars.next();
            run += 1;
        }
        eprint!("{c}{run} ");
    }
    eprintln!();
}
