// `swap_remove` past the end panics on std's own line (it is not `#[track_caller]`), after
// what the program printed before.
fn main() {
    let mut v = vec![1, 2, 3];
    println!("removed {}", v.swap_remove(0));
    let at = v.len() + 1;
    v.swap_remove(at);
}
