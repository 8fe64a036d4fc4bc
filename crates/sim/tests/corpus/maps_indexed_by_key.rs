// std's `Index<&Q>` of HashMap and BTreeMap: `map["key"]` of `&str` and `String` keys,
// `map[&n]` of integer keys, `map[word.as_str()]`, a value borrowed through the index and
// read while the map is only read, then a key that is not there: std panics with
// "no entry found for key" at the `[` (its `index` is `#[track_caller]`).
// bufscope: input -="apple 3\npear 5\nfig 2\n"
use std::collections::{BTreeMap, HashMap};
use std::io::{self, BufRead};

fn main() -> io::Result<()> {
    let mut stock: HashMap<String, u32> = HashMap::new();
    for line in io::stdin().lock().lines() {
        let line = line?;
        if let Some((fruit, count)) = line.split_once(' ') {
            stock.insert(fruit.to_string(), count.parse().unwrap_or(0));
        }
    }
    println!("apples: {}", stock["apple"]);
    let wanted = String::from("pear");
    println!("pears: {}", stock[&wanted] + stock[wanted.as_str()]);
    let mut squares = BTreeMap::new();
    for n in 1..=5u64 {
        squares.insert(n, n * n);
    }
    let four = &squares[&4];
    println!("4 squared is {four}, 5 squared is {}", squares[&5]);
    let mut names = HashMap::new();
    names.insert("one", vec!["uno", "eins"]);
    let first = &names["one"][0];
    println!("{first} {}", names["one"].len());
    println!("figs: {}", stock["fig"]);
    println!("kiwis: {}", stock["kiwi"]);
    Ok(())
}
