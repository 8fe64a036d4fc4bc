// `x.into()` where a `serde_json::Value` or `Number` is expected: integers, `bool`, `&str`,
// `String`, a `Number`, an `Option`, a `Vec`, inserted into a `Map` and pushed into a
// `Vec<Value>`; printed with `{:?}` (which shows the variant each `From` impl picked) and as
// JSON. The words come from a file.
// bufscope: stdout=file
// bufscope: input words.txt="alpha 3\nbeta -4\ngamma 18446744073709551615\n"
use serde_json::{Map, Number, Value};
use std::fs;

fn main() -> Result<(), Box<dyn std::error::Error>> {
    let text = fs::read_to_string("words.txt")?;
    let mut map = Map::new();
    let mut list: Vec<Value> = Vec::new();
    for line in text.lines() {
        let mut parts = line.split_whitespace();
        let word = parts.next().unwrap_or("");
        let count = parts.next().unwrap_or("0");
        map.insert(word.to_string(), word.len().into());
        if let Ok(n) = count.parse::<i64>() {
            let number: Number = n.into();
            list.push(number.into());
        } else if let Ok(n) = count.parse::<u64>() {
            let number: Number = n.into();
            list.push(number.clone().into());
            map.insert(String::from("big"), number.into());
        }
        list.push(word.into());
        list.push(String::from(word).into());
        list.push((count.len() > 1).into());
        list.push(count.parse::<u8>().ok().into());
    }
    let v: Value = 10.into();
    let t: Value = true.into();
    let s: Value = "k".into();
    let o: Value = String::from("x").into();
    let n: Number = 7u16.into();
    let items: Value = vec![1, 2].into();
    map.insert("n".to_string(), n.into());
    println!("{:?} {:?} {:?} {:?} {:?}", v, t, s, o, items);
    println!("{:?}", list);
    println!("{}", Value::Object(map));
    Ok(())
}
