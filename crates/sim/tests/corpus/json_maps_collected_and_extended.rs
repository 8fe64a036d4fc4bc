// serde_json `Map`s built from iterators: `collect()` of `(String, Value)` pairs made from
// another map's `iter()` (keys changed), from `into_iter().filter(…)`, with
// `collect::<Map<_, _>>()`, then `extend` with a map and with a `Vec` of pairs (a key already
// there is replaced), `append` (which empties the other map), `sort_keys` and `get_key_value`;
// keys given as `"k".into()` and `Value::String(word.into())`. Lines of a file are `key value`
// pairs; every map printed with `{:?}` and as JSON.
// bufscope: stdout=file
// bufscope: input pairs.txt="pear 3\napple -1\nfig 12\nkiwi x\n"
use serde_json::{Map, Value, json};
use std::fs;

fn main() -> Result<(), Box<dyn std::error::Error>> {
    let text = fs::read_to_string("pairs.txt")?;
    let mut read = Map::new();
    for line in text.lines() {
        let (key, value) = line.split_once(' ').unwrap_or((line, ""));
        let value = match value.parse::<i64>() {
            Ok(n) => json!(n),
            Err(_) => Value::String(value.into()),
        };
        read.insert(key.to_string(), value);
    }
    read.insert("count".into(), json!(read.len()));
    let shouted: Map<String, Value> = read
        .iter()
        .map(|(k, v)| (k.to_uppercase(), v.clone()))
        .collect();
    let positive: Map<String, Value> = read
        .clone()
        .into_iter()
        .filter(|(_, v)| v.as_i64().is_some_and(|n| n > 0))
        .collect();
    let lengths = read
        .keys()
        .map(|k| (format!("len_{k}"), json!(k.len())))
        .collect::<Map<_, _>>();
    println!("{:?}\n{}\n{}", shouted, Value::Object(positive.clone()), serde_json::to_string(&lengths)?);
    let mut all = positive;
    all.extend(lengths);
    all.extend(vec![("fig".to_string(), json!("replaced")), ("zz".into(), Value::Null)]);
    let mut more = Map::new();
    more.insert("apple".into(), json!("appended"));
    more.insert("aaa".into(), json!([1]));
    all.append(&mut more);
    all.sort_keys();
    println!("{:?} {:?} {}", all.get_key_value("aaa"), all.get_key_value("none"), more.len());
    if let Some((key, value)) = all.get_key_value("fig") {
        println!("{key} -> {value}");
    }
    println!("{}", serde_json::to_string_pretty(&all)?);
    Ok(())
}
