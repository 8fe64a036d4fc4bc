//! `#[derive(Serialize, Deserialize)]` outside what bufscope runs: refused before running,
//! where the thing is, as not supported (rustc and serde accept every one of these).

mod support;

use support::rejection;

/// `#[serde(…)]` changes what the derive generates; bufscope would silently run the default.
/// It runs `rename`, `default` (on std types), `skip_serializing_if = "Option::is_none"` and
/// `deny_unknown_fields` (`corpus/serde_derive_attributes.rs`); the others are refused.
#[test]
fn serde_attributes_bufscope_does_not_run_are_refused_where_they_are() {
    assert_eq!(
        rejection(
            "use serde::Deserialize;\n#[derive(Deserialize)]\nstruct Inner {\n    a: i32,\n}\n#[derive(Deserialize)]\nstruct S {\n    #[serde(flatten)]\n    inner: Inner,\n}\nfn main() {}"
        ),
        "8:13: error: this serde attribute is not supported by bufscope"
    );
    assert_eq!(
        rejection(
            "use serde::Deserialize;\n#[derive(Deserialize, Default)]\nstruct Inner {\n    a: i32,\n}\n#[derive(Deserialize)]\nstruct S {\n    #[serde(default)]\n    inner: Inner,\n}\nfn main() {}"
        ),
        "8:13: error: `#[serde(default)]` on a field of this type is not supported by bufscope"
    );
    assert_eq!(
        rejection(
            "use serde::Serialize;\n#[derive(Serialize)]\nstruct S {\n    #[serde(skip_serializing_if = \"Vec::is_empty\")]\n    items: Vec<u8>,\n}\nfn main() {}"
        ),
        "4:35: error: this `skip_serializing_if` is not supported by bufscope"
    );
    assert_eq!(
        rejection(
            "use serde::Serialize;\n#[derive(Serialize)]\nenum E {\n    A {\n        #[serde(rename = \"b\")]\n        a: i32,\n    },\n}\nfn main() {}"
        ),
        "5:9: error: this attribute on a field is not supported by bufscope"
    );
    assert_eq!(
        rejection(
            "use serde::Serialize;\n#[derive(Serialize)]\n#[serde(rename_all = \"camelCase\")]\nstruct S {\n    a_b: i32,\n}\nfn main() {}"
        ),
        "3:1: error: this attribute is not supported by bufscope"
    );
    assert_eq!(
        rejection(
            "use serde::Serialize;\n#[derive(Serialize)]\nenum E {\n    #[serde(rename = \"b\")]\n    A,\n}\nfn main() {}"
        ),
        "4:5: error: this attribute is not supported by bufscope"
    );
}

/// serde serializes a `HashMap` in its random order, which bufscope does not model.
#[test]
fn std_types_serde_knows_but_bufscope_does_not_run_are_not_supported() {
    assert_eq!(
        rejection(
            "use serde::Serialize;\nuse std::collections::HashMap;\n#[derive(Serialize)]\nstruct S {\n    counts: HashMap<String, u32>,\n}\nfn main() {}"
        ),
        "4:8: error: `HashMap<String, u32>` with serde's `Serialize` is not supported by bufscope yet"
    );
    assert_eq!(
        rejection(
            "use std::collections::HashMap;\nfn main() {\n    let mut m = HashMap::new();\n    m.insert(\"a\", 1);\n    println!(\"{}\", serde_json::to_string(&m).unwrap());\n}"
        ),
        // At the value serialized, as rustc points at an argument lacking a bound.
        "5:42: error: serializing a `HashMap<&str, {integer}>` is not supported by bufscope yet"
    );
}

#[test]
fn deserializing_into_shapes_bufscope_lacks_is_not_supported() {
    assert_eq!(
        rejection(
            "fn main() {\n    let pair: (i32, String) = serde_json::from_str(\"[1, \\\"a\\\"]\").unwrap();\n    println!(\"{}\", pair.0);\n}"
        ),
        "2:31: error: deserializing into `(i32, String)` is not supported by bufscope yet"
    );
    assert_eq!(
        rejection(
            "use serde::Deserialize;\n#[derive(Deserialize)]\nenum E {\n    Pair(i32, i32),\n}\nfn main() {\n    let e: E = serde_json::from_str(\"{}\").unwrap();\n    let _ = e;\n}"
        ),
        "7:16: error: deserializing the tuple variant `E::Pair` is not supported by bufscope yet"
    );
    assert_eq!(
        rejection(
            "use serde::Deserialize;\n#[derive(Deserialize)]\nstruct Meters(f64);\nfn main() {\n    let m: Meters = serde_json::from_str(\"1.5\").unwrap();\n    let _ = m;\n}"
        ),
        "5:21: error: deserializing the tuple or unit struct `Meters` is not supported by bufscope yet"
    );
}
