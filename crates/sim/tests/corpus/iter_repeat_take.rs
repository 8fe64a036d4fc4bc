// `std::iter::repeat(x)`: an endless iterator of clones of `x`, cut by `take` and collected
// into a `Vec`, a `String` and a `serde_json::Value`; imported bare (`use std::iter::repeat`,
// not `io::repeat`), zipped, chained with adapters and looped over.
use serde_json::Value;
use std::iter::repeat;

fn main() {
    let fives: Vec<i32> = std::iter::repeat(5).take(4).collect();
    println!("{:?} {}", fives, fives.iter().sum::<i32>());
    let line: String = repeat('=').take(12).collect();
    println!("{line}");
    let words: Vec<String> = repeat(String::from("ab")).take(3).collect();
    println!("{:?} {}", words, words.join("+"));
    let json: Value = std::iter::repeat(42).take(5).collect();
    println!("{json}");
    for (i, dash) in repeat("-").take(3).enumerate() {
        println!("{i}{dash}");
    }
    let doubled: Vec<u8> = repeat(7u8).take(3).map(|x| x * 2).collect();
    println!("{:?}", doubled);
    let labels: Vec<(usize, &str)> = (1..4).zip(repeat("item")).collect();
    println!("{:?}", labels);
    let none = repeat(1.5f32).take(0).count();
    println!("{none} {}", repeat(0.25f32).take(4).sum::<f32>());
}
