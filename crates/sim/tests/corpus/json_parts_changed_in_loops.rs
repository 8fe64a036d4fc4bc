// Parts of JSON values changed in loops: `iter_mut` over what `as_array_mut` lends, `get_mut`
// in an `if let` for each key, a chain of lends (`entry(…).or_insert(…).as_array_mut()`), and
// `item["k"] = …` on each item `iter_mut` lends, lends in loop conditions read back in the
// same condition; read from stdin line by line, the result printed after each line.
// bufscope: input -="3\n1 2\nx\n"
use serde_json::{Map, Value, json};
use std::io::{self, BufRead};

fn main() {
    let mut doc = json!({ "items": [], "seen": {} });
    let mut index = Map::new();
    for line in io::stdin().lock().lines() {
        let line = line.unwrap();
        for word in line.split_whitespace() {
            let number = word.parse::<i64>().ok();
            doc["items"]
                .as_array_mut()
                .unwrap()
                .push(json!({ "word": word, "n": number }));
            index
                .entry(word.len().to_string())
                .or_insert(json!([]))
                .as_array_mut()
                .unwrap()
                .push(Value::from(word));
            if let Some(seen) = doc["seen"].as_object_mut() {
                seen.insert(word.to_string(), Value::Bool(number.is_some()));
            }
        }
        for item in doc["items"].as_array_mut().unwrap().iter_mut() {
            if let Some(n) = item["n"].as_i64() {
                item["n"] = json!(n * 10);
            }
        }
        for key in ["1", "2"] {
            if let Some(words) = index.get_mut(key) {
                words.as_array_mut().unwrap().reverse();
            }
        }
        println!("{doc}");
        println!("{index:?}");
    }
    // The `&mut` each condition lends ends with it: the next read sees what it changed.
    let mut drained = 0;
    while index.get_mut("1").unwrap().as_array_mut().unwrap().pop().is_some()
        && index["1"].as_array().unwrap().len() > 1
    {
        drained += 1;
    }
    while index["1"].as_array_mut().unwrap().pop().is_some() {}
    println!("{drained} {index:?}");
    let items = doc.pointer_mut("/items").and_then(Value::as_array_mut).unwrap();
    items.retain(|item| item["n"].is_number());
    println!("{}", doc["items"]);
}
