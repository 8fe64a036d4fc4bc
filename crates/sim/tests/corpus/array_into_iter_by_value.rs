// An array's `into_iter()` yields its items by value (edition 2021): numbers summed and
// mapped, Strings moved out one by one, zipped and enumerated, reversed and collected.
fn main() {
    let total: u32 = [3, 9, 4].into_iter().sum();
    let doubled: Vec<i64> = [1, 2, 3].into_iter().map(|n| n * 2).collect();
    println!("{total} {:?}", doubled);

    let names = [String::from("ada"), String::from("brendan")];
    let mut lengths = Vec::new();
    for name in names.into_iter() {
        let owned: String = name;
        lengths.push(owned.len());
    }
    println!("{:?}", lengths);

    for (i, (word, count)) in ["tea", "pie"].into_iter().zip([2, 5]).enumerate() {
        println!("{i}: {word} x{count}");
    }
    let backwards: Vec<char> = ['a', 'b', 'c'].into_iter().rev().collect();
    println!("{:?} {:?}", backwards, [7, 2, 11].into_iter().max());
}
