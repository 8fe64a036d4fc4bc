// serde_json's own errors for the script's derived types, as the derive's generated code
// raises them: a missing field, a duplicate one, out-of-range and wrong-typed values, a struct
// given as a too-short array, unknown enum variants, text after the value, a cut document.
use serde::Deserialize;

#[derive(Debug, Deserialize)]
struct Point {
    x: i32,
    y: i32,
}

#[derive(Debug, Deserialize)]
struct Person {
    name: String,
    age: u8,
    home: Option<Point>,
}

#[derive(Debug, Deserialize)]
enum Level {
    Low,
    High,
    Custom(u32),
    Range { from: u32, to: u32 },
}

fn main() {
    let inputs = [
        r#"{"name": "Ada", "age": 36}"#,
        "{\n  \"name\": \"Ada\"\n}",
        r#"{"name": "Ada", "age": 300}"#,
        r#"{"name": "Ada", "age": -1}"#,
        r#"{"name": "Ada", "age": "36"}"#,
        r#"{"name": "Ada", "age": 3.5}"#,
        r#"{"name": "Ada", "name": "Bob", "age": 1}"#,
        r#"["Ada", 36, {"x": 1, "y": 2}]"#,
        r#"["Ada"]"#,
        r#"["Ada", 36, null, "more"]"#,
        r#"{"name": "Ada", "age": 36, "home": {"x": 1}}"#,
        r#"{"name": "Ada", "age": 36, "home": [1, 2, 3]}"#,
        r#"{"name": "Ada", "age": 36} trailing"#,
        r#"{"name": "Ada", "age": 36"#,
        r#""Ada""#,
        "null",
        "",
    ];
    for input in inputs {
        let parsed: Result<Person, serde_json::Error> = serde_json::from_str(input);
        match parsed {
            Ok(person) => println!("ok: {person:?}"),
            Err(e) => println!("error: {e}"),
        }
    }
    let levels = [
        r#""Low""#,
        r#""Medium""#,
        r#"{"Custom": 7}"#,
        r#"{"Range": {"from": 1, "to": 2}}"#,
        r#"{"Range": {"from": 1}}"#,
        r#"{"High": null}"#,
        r#"{"Low": 1}"#,
        "3",
    ];
    for input in levels {
        let level: Result<Level, serde_json::Error> = serde_json::from_str(input);
        println!("{level:?}");
    }
    let numbers: Result<Vec<Option<u16>>, serde_json::Error> =
        serde_json::from_slice(b"[1, null, 70000]");
    println!("{numbers:?}");
}
