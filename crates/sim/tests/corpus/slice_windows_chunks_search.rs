// Slice queries over numbers read from a file: `windows`, `chunks`, `split_at`,
// `starts_with`/`ends_with`, `sort_unstable` then `binary_search` (found and not found),
// `Vec::retain`, and `iter().rev()`; on bytes too.
use std::fs;
// bufscope: input nums.txt="5 3 9 1 7 3 8\n"

fn main() -> std::io::Result<()> {
    let text = fs::read_to_string("nums.txt")?;
    let mut nums: Vec<i64> = text.split_whitespace().map(|w| w.parse().unwrap()).collect();
    let rising = nums.windows(2).filter(|w| w[0] < w[1]).count();
    let sums: Vec<i64> = nums.chunks(3).map(|c| c.iter().sum::<i64>()).collect();
    let (head, tail) = nums.split_at(2);
    println!("{rising} {:?} {:?} {:?}", sums, head, tail);
    println!("{} {}", nums.starts_with(&[5, 3]), nums.ends_with(&[3]));
    nums.sort_unstable();
    println!("{:?} {:?} {:?}", nums, nums.binary_search(&7), nums.binary_search(&4));
    nums.retain(|n| n % 3 != 0);
    let backwards: Vec<i64> = nums.iter().rev().map(|n| *n).collect();
    println!("{:?} {:?}", nums, backwards);
    let bytes = text.as_bytes();
    let pairs = bytes.chunks(4).count();
    println!("{pairs} {} {}", bytes.starts_with(b"5 3"), bytes.windows(2).filter(|w| w[0] == b' ' && w[1] == b'3').count());
    let size = nums.len() - 4;
    println!("{}", nums.windows(size).count());
    Ok(())
}
