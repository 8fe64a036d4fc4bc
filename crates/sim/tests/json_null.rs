//! `Value::Null` is serde_json's only where the imports make it so: unimported, it is refused
//! where it is written (rustc: E0433), not taken for serde_json's.

use bufscope_sim::run::check;

#[test]
fn an_unimported_value_null_is_refused_where_it_is() {
    let Err(error) = check("fn main() {\n    let v = Value::Null;\n    println!(\"{v}\");\n}")
    else {
        panic!("accepted");
    };
    assert_eq!(
        error.to_string().lines().next().unwrap_or_default(),
        "2:13: error: `Value::Null` as a value is not supported by bufscope"
    );
}
