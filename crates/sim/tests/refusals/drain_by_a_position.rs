// rustc: E0277
// `drain` takes a range of positions, never one position (`v.drain(2..3)` removes one item).
fn main() {
    let mut pending = vec![b"a".to_vec(), b"b".to_vec(), b"c".to_vec()];
    let taken: Vec<Vec<u8>> = pending.drain(2).collect();
    println!("{} left, {} taken", pending.len(), taken.len());
}
