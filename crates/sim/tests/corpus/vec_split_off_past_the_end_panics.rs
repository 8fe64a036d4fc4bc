// `split_off` past the end panics at the call (`#[track_caller]`), with std's message.
fn main() {
    let mut v = vec![b'a', b'b'];
    let tail = v.split_off(1);
    println!("{:?} {:?}", v, tail);
    let at = 5;
    let rest = v.split_off(at);
    println!("{:?}", rest);
}
