// serde_json's `Map` changed while iterated: `for (k, v) in obj` over the `&mut Map`
// `as_object_mut()` lends, `iter_mut()` and `values_mut()` (writing `*v = …`, and through
// `as_array_mut()` / `v["k"] = …` on a member; its `next()`, a `break` out of it), `for (k, v)
// in &mut map`, and `retain` whose closure also changes the values it keeps; every change printed from the map
// afterwards, so a change that did not reach it shows. Objects from stdin lines.
// bufscope: stdout=file
// bufscope: input -="{\"b\": 2, \"a\": [1], \"c\": \"x\", \"d\": {\"e\": 5}}\n{\"q\": 1, \"p\": -2}\nnull\n"
use serde_json::{Map, Value, json};
use std::io::{self, BufRead};

fn main() -> Result<(), Box<dyn std::error::Error>> {
    let mut seen = Map::new();
    for line in io::stdin().lock().lines() {
        let mut v: Value = serde_json::from_str(&line?)?;
        if let Some(obj) = v.as_object_mut() {
            for (k, x) in obj {
                if x.is_number() {
                    *x = json!(format!("{k}{x}"));
                }
            }
        }
        println!("{v}");
        if let Some(obj) = v.as_object_mut() {
            for (_, x) in obj.iter_mut() {
                if let Some(items) = x.as_array_mut() {
                    items.push(json!(7));
                } else if x.is_object() {
                    x["seen"] = json!(true);
                }
            }
            for x in obj.values_mut() {
                *x = json!([x.take()]);
            }
            obj.retain(|k, x| {
                x.as_array_mut().unwrap().push(json!(k));
                k != "c"
            });
            if let Some((_, first)) = obj.iter_mut().next() {
                first.as_array_mut().unwrap().push(json!("first"));
            }
            for (k, x) in obj.iter_mut() {
                if k > &String::from("a") {
                    *x = json!(k.len());
                    break;
                }
            }
        }
        println!("{v}");
        seen.insert(format!("n{}", seen.len()), v);
    }
    for (k, x) in &mut seen {
        *x = json!({ "key": k, "was": x.take() })
    }
    let mut i = 0;
    seen.retain(|_, x| {
        i += 1;
        !x["was"].is_null()
    });
    println!("{i} {}", serde_json::to_string_pretty(&seen)?);
    Ok(())
}
