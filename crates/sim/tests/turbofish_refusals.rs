//! A turbofish on a function's path is refused where it is written, as not supported: bufscope
//! would otherwise run the call as if the types were not written (`show::<u8>(300)` printed
//! `300`, where rustc refuses the literal out of `u8`'s range).

mod support;

use support::rejection;

const NOT_SUPPORTED: &str =
    "error: a turbofish (`::<…>`) on a function's path is not supported by bufscope yet";

#[test]
fn a_turbofish_on_a_scripts_generic_function_is_not_supported() {
    assert_eq!(
        rejection(
            "fn show<T: std::fmt::Display>(value: T) {\n    println!(\"{}\", value);\n}\nfn main() {\n    show::<u8>(300);\n}"
        ),
        format!("5:9: {NOT_SUPPORTED}")
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
}
