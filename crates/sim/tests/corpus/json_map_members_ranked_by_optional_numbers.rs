// The members of a serde_json object ranked by `as_i64()`, an `Option<i64>` (`None` for a
// member that is no integer): `max_by_key`/`min_by_key` over `iter()` (the last of equal
// maxima, the first of equal minima, as std's), `max` of the keys with their values, and
// `Option`s and tuples compared with `<` and `>`. The object comes from stdin.
// bufscope: stdout=file
// bufscope: input -="{\"b\": 2, \"a\": 1, \"c\": \"x\", \"d\": 2, \"e\": -7, \"f\": null}"
use serde_json::{Map, Value};
use std::io::{self, Read};

fn main() -> Result<(), Box<dyn std::error::Error>> {
    let mut text = String::new();
    io::stdin().read_to_string(&mut text)?;
    let obj: Map<String, Value> = serde_json::from_str(&text)?;
    let best = obj.iter().max_by_key(|(_, v)| v.as_i64());
    let low = obj.iter().min_by_key(|(_, v)| v.as_i64());
    let low_number = obj.values().filter(|v| v.is_number()).min_by_key(|v| v.as_i64());
    println!("{best:?}\n{low:?}\n{low_number:?}");
    let pairs: Vec<(Option<i64>, &String)> = obj.iter().map(|(k, v)| (v.as_i64(), k)).collect();
    println!("{:?}", pairs.iter().max());
    for window in pairs.windows(2) {
        println!(
            "{:?} < {:?}: {} {}",
            window[0],
            window[1],
            window[0] < window[1],
            window[0].0 > window[1].0
        );
    }
    Ok(())
}
