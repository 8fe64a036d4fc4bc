// rustc: E0502
// `tick` holds `count` mutably from its making to its last call.
fn main() {
    let mut count = 0;
    let mut tick = || count += 1;
    tick();
    println!("{}", count);
    tick();
}
