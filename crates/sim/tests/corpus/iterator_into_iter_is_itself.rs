// `into_iter()` of an iterator is the iterator itself (std's `IntoIterator for I`): a
// range's, a split's after one `next`, and of what an earlier `into_iter()` gave.
fn main() {
    let nums = (1..=5).into_iter();
    let rest: Vec<i32> = nums.into_iter().map(|n| n * 10).collect();
    let mut words = "x y z".split(' ').into_iter();
    let first = words.next();
    println!("{:?} {:?} {:?}", first, rest, words.into_iter().collect::<Vec<_>>());
}
