// Words of a file counted in a `serde_json::Map` through its entry API: `entry(w)` with
// `and_modify` and `or_insert`, `or_insert_with`, `Entry::Occupied`/`Entry::Vacant` matched
// with their `key`, `get`, `get_mut`, `into_mut`, `insert`, `remove` and `remove_entry`, the
// map indexed (`map["k"]` read and assigned, `&mut map["k"]`), `get_mut`, `remove`,
// `remove_entry` and `clear`; the counts written as JSON through a BufWriter<File>.
// bufscope: input words.txt="to be or not to be\nthat is the question\nto be\n"
use serde_json::map::Entry;
use serde_json::{Map, Value, json};
use std::fs::{self, File};
use std::io::{BufWriter, Write};

fn main() -> Result<(), Box<dyn std::error::Error>> {
    let text = fs::read_to_string("words.txt")?;
    let mut counts = Map::new();
    for word in text.split_whitespace() {
        counts
            .entry(word)
            .and_modify(|n| *n = json!(n.as_u64().unwrap() + 1))
            .or_insert(json!(1));
    }
    println!("{:?}", counts);
    let first = counts.entry(String::from("first")).or_insert_with(|| json!([]));
    first.as_array_mut().unwrap().push(json!("to"));
    println!("{} {}", counts["to"], counts["first"]);
    counts["is"] = json!(100);
    let or = &mut counts["or"];
    *or = json!([or.take(), "or"]);
    *counts.get_mut("that").unwrap() = Value::Bool(false);
    for key in ["be", "missing", "question", "the"] {
        match counts.entry(key) {
            Entry::Occupied(mut occupied) if key == "be" => {
                let old = occupied.insert(json!("replaced"));
                *occupied.get_mut() = json!([old, occupied.get().clone()]);
                println!("{} -> {}", occupied.key(), occupied.get());
            }
            Entry::Occupied(occupied) if key == "the" => {
                let (k, v) = occupied.remove_entry();
                println!("removed entry {k} {v}");
            }
            Entry::Occupied(occupied) => {
                let value = occupied.into_mut();
                *value = json!({ "was": value.take() });
                println!("{value}");
            }
            Entry::Vacant(vacant) => {
                println!("vacant {}", vacant.key());
                let inserted = vacant.insert(Value::String(key.to_uppercase()));
                println!("inserted {inserted}");
            }
        }
    }
    if let Entry::Occupied(occupied) = counts.entry("not") {
        println!("not: {}", occupied.remove());
    }
    println!("{:?} {:?}", counts.remove("or"), counts.remove("nothing"));
    println!("{:?}", counts.remove_entry("missing"));
    let object = Value::Object(counts.clone());
    let mut out = BufWriter::new(File::create("counts.json")?);
    serde_json::to_writer(&mut out, &object)?;
    writeln!(out)?;
    out.flush()?;
    counts.clear();
    println!("{:?} {}", counts, counts.is_empty());
    Ok(())
}
