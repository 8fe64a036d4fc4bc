// serde_json `Map` values lent through chains and adapters: a loop over
// `v.as_object_mut().unwrap()` with a loop over each member's own `as_object_mut()` inside,
// `values_mut().for_each(…)`, `iter_mut().for_each(…)`, `values_mut().next()` written after
// its statement, `values_mut()` collected into a `Vec<&mut Value>` then written,
// `iter_mut().enumerate()`, `iter_mut().filter(…).map(…)` writing in the closure, and a
// `Value::Object(map)` matched by value and looped over. The object is read from a file.
// bufscope: stdout=file
// bufscope: input doc.json="{\"b\": {\"x\": 1, \"y\": 2}, \"a\": [1], \"c\": 3}"
use serde_json::{Map, Value, json};
use std::fs;

fn main() -> Result<(), Box<dyn std::error::Error>> {
    let mut v: Value = serde_json::from_str(&fs::read_to_string("doc.json")?)?;
    for (_, x) in v.as_object_mut().unwrap() {
        if let Some(o) = x.as_object_mut() {
            for (k, y) in o {
                *y = json!(format!("{k}{y}"));
            }
        }
    }
    println!("{v}");
    let m = v.as_object_mut().unwrap();
    m.values_mut().for_each(|x| *x = json!([x.take()]));
    m.iter_mut().for_each(|(k, x)| x.as_array_mut().unwrap().push(json!(k)));
    println!("{v}");
    let mut m2: Map<String, Value> = Map::new();
    m2.insert("p".to_string(), json!(1));
    m2.insert("q".to_string(), json!(2));
    let first = m2.values_mut().next().unwrap();
    *first = json!(5);
    println!("{m2:?}");
    let vals: Vec<&mut Value> = m2.values_mut().collect();
    for x in vals {
        *x = json!(x.as_i64().unwrap() * 3);
    }
    println!("{m2:?}");
    for (i, (k, x)) in m2.iter_mut().enumerate() {
        *x = json!(format!("{i}{k}"));
    }
    println!("{m2:?}");
    let n = m2.iter_mut().filter(|(k, _)| k.as_str() == "q").map(|(_, x)| { *x = json!(null); 1 }).count();
    println!("{n} {m2:?}");
    match v {
        Value::Object(map) => {
            for (k, x) in map {
                println!("{k} {x}");
            }
        }
        _ => println!("not an object"),
    }
    Ok(())
}
