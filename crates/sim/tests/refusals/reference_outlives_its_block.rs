// rustc: E0597
// The Book's dangling reference: `x` ends with its block while `r` is still read.
fn main() {
    let r;
    {
        let x = 5;
        r = &x;
    }
    println!("r: {r}");
}
