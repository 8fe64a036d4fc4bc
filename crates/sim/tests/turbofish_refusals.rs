//! A turbofish on a function's path: on the script's own generic function (called by its bare
//! name) it types the arguments as rustc does (`tests/refusals/turbofish_*.rs` check rustc's
//! verdicts, `corpus/turbofish_on_script_generics.rs` the runs); anywhere else it is refused
//! where it is written, as not supported, since bufscope would otherwise run the call as if
//! the types were not written.

mod support;

use support::rejection;

const NOT_SUPPORTED: &str =
    "error: a turbofish (`::<…>`) on a function's path is not supported by bufscope yet";

const NOT_SUPPORTED_HERE: &str =
    "error: a turbofish (`::<…>`) on this function is not supported by bufscope yet";

#[test]
fn a_turbofish_on_a_scripts_generic_function_types_its_arguments() {
    assert_eq!(
        rejection(
            "fn show<T: std::fmt::Display>(value: T) {\n    println!(\"{}\", value);\n}\nfn main() {\n    show::<u8>(300);\n}"
        ),
        "5:16: error: literal out of range for `u8`"
    );
}

#[test]
fn a_turbofish_on_a_std_function_or_a_function_named_as_a_value_is_not_supported() {
    assert_eq!(
        rejection("let v: Vec<u8> = std::iter::repeat::<u8>(7).take(3).collect();"),
        format!("1:35: {NOT_SUPPORTED}")
    );
    assert_eq!(
        rejection(
            "fn twice<T: Clone>(value: T) -> (T, T) {\n    (value.clone(), value)\n}\nfn main() {\n    let f = twice::<u8>;\n    let _ = f(1);\n}"
        ),
        format!("5:18: {NOT_SUPPORTED}")
    );
    // A bare name that is std's (imported) or a variant is not the script's function.
    assert_eq!(
        rejection(
            "use std::iter::repeat;\nfn main() {\n    let v: Vec<u8> = repeat::<u8>(7).take(3).collect();\n    println!(\"{:?}\", v);\n}"
        ),
        format!("3:31: {NOT_SUPPORTED_HERE}")
    );
    assert_eq!(
        rejection("fn main() {\n    let x = Some::<u8>(3);\n    println!(\"{:?}\", x);\n}"),
        format!("2:20: {NOT_SUPPORTED_HERE}")
    );
}
