// serde_json compares a `Value` with numbers, `bool` and strings by its own `PartialEq` impls
// (with an `f64` through `as_f64`, so the integer 8080 equals 8080.0); the config's fields are
// checked that way after reading it from a file, and the verdicts are printed.
// bufscope: input config.json="{\"port\": 8080, \"ratio\": 0.5, \"debug\": false, \"name\": \"io\", \"tags\": [\"a\", \"b\"], \"gone\": null}"
use serde_json::Value;
use std::fs::File;
use std::io::BufReader;

fn main() {
    let config: Value = serde_json::from_reader(BufReader::new(File::open("config.json").unwrap())).unwrap();
    let port = &config["port"];
    println!("{} {} {}", port == 8080, config["port"] == 8080.0, *port == 8080u16);
    println!("{} {}", config["ratio"] == 0.5, 0.5 == config["ratio"]);
    println!("{} {}", config["debug"] == false, true == config["debug"]);
    let expected = String::from("io");
    println!("{} {} {}", config["name"] == "io", config["name"] == expected, "io" == config["name"]);
    println!("{} {}", &config["name"] == "io", config["missing"] == 0);
    let tags = config["tags"].as_array().unwrap();
    println!("{} {:?}", tags.len(), tags);
    println!("{:?} {:?}", config["gone"].as_null(), config["port"].as_null());
    println!("{:?} {:?}", config.pointer("/tags/1"), config.pointer("/tags/2"));
    assert_eq!(config["port"], 8080);
    assert_ne!(config["name"], "IO");
}
