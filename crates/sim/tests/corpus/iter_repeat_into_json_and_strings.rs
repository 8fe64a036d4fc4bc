// `std::iter::repeat(x)` (by its path and imported as `repeat`) with `take`: collected into a
// serde_json `Value` (an array of the conversions), a `Vec<String>` and a `String`, zipped
// with the lines of a file, and asked for its `next()` twice; each clone is the item given.
// bufscope: stdout=file
// bufscope: input names.txt="ada\ngrace\nlinus\n"
use serde_json::Value;
use std::fs;
use std::iter::repeat;

fn main() -> Result<(), Box<dyn std::error::Error>> {
    let text = fs::read_to_string("names.txt")?;
    let count = text.lines().count();
    let ones: Value = std::iter::repeat(1).take(count).collect();
    let marks: Vec<String> = repeat(String::from("*")).take(count + 1).collect();
    let rule: String = repeat("=-").take(count).collect();
    println!("{ones} {marks:?} {rule}");
    for (name, prefix) in text.lines().zip(repeat("hello")) {
        println!("{prefix}, {name}");
    }
    let mut same = repeat(count);
    println!("{:?} {:?}", same.next(), same.next());
    Ok(())
}
