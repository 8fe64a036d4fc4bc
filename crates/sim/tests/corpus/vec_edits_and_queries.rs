// Vec and slice edits and queries, bytes and values alike, ending in Vec::remove's panic.
// bufscope: stderr=file
fn main() {
    let mut v = vec![3, 1, 1, 2, 2, 2, 5];
    v.dedup();
    println!("{v:?} {}", v.contains(&2));
    let last = v.pop();
    v.insert(1, 9);
    let removed = v.remove(0);
    v.swap(0, 2);
    v.truncate(3);
    println!("{v:?} {last:?} {removed}");
    let words = vec![String::from("a"), String::from("b")];
    println!("{}", words.join(", "));
    let parts = ["x", "y", "z"];
    println!("{}", parts.join("-"));
    let mut bytes = b"hello".to_vec();
    bytes.insert(0, b'>');
    bytes.pop();
    println!("{:?} {}", bytes, bytes.contains(&b'e'));
    let copy = v.to_vec();
    println!("{copy:?}");
    v.remove(7);
}
