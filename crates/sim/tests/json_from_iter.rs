//! `Value::from_iter(x)`, lowered to a `collect` into a `Value`: what it refuses is reported at
//! the call as written, not inside the code it was lowered to.

use bufscope_sim::kernel::Environment;
use bufscope_sim::run::run;
use bufscope_sim::script::interpreter::Limits;

/// The first line of the rejection, `LINE:COLUMN: error: MESSAGE` (rustc names serde_json's
/// `Value` without its path: the refusals `json_from_iter_of_*` check that against rustc).
fn rejection(script: &str) -> String {
    match run(script, &Environment::default(), Limits::default()) {
        Ok(report) => panic!("ran instead of being rejected: {:?}", report.ending),
        Err(error) => error
            .to_string()
            .lines()
            .next()
            .unwrap_or_default()
            .to_string(),
    }
}

#[test]
fn items_that_do_not_convert_are_refused_at_the_call() {
    assert_eq!(
        rejection(
            "use serde_json::Value;\nfn main() {\n    let v = Value::from_iter((1..4).map(|n| (n, n)));\n    println!(\"{v}\");\n}"
        ),
        "3:13: error[E0277]: a value of type `Value` cannot be built from an iterator over elements of type `({integer}, {integer})`"
    );
    assert_eq!(
        rejection(
            "fn main() {\n    let v = serde_json::Value::from_iter(vec![std::io::stdout()]);\n    println!(\"{v}\");\n}"
        ),
        "2:13: error[E0277]: a value of type `Value` cannot be built from an iterator over elements of type `Stdout`"
    );
}
