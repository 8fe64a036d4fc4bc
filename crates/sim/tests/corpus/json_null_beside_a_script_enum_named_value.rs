// A script's own `enum Value` with a `Null` variant: `Value::Null` is the script's, and
// `serde_json::Value::Null` serde_json's, each printed as its own type prints it.
#[derive(Debug, PartialEq)]
enum Value {
    Null,
    Flag(bool),
}

fn main() {
    let own = Value::Null;
    let json = serde_json::Value::Null;
    println!("{:?} {:?} {} {:?}", own, json, json, Value::Flag(own == Value::Null));
    eprintln!("{}", serde_json::to_string(&json).unwrap());
}
