//! Scripts outside the subset are rejected before running, with line:column, what was found
//! and what is supported; malformed ones get the parser's message. Nothing panics.

mod support;

use bufscope_sim::kernel::Environment;
use bufscope_sim::run::run;
use bufscope_sim::script::interpreter::Limits;
use support::rejection;

fn help(script: &str) -> String {
    match run(script, &Environment::default(), Limits::default()) {
        Ok(_) => panic!("ran instead of being rejected"),
        Err(error) => error.help.unwrap_or_default(),
    }
}

#[test]
fn items_of_a_body_named_outside_it_or_in_a_nested_block_are_not_supported() {
    // rustc refuses the first (E0425: `f` is in scope in `main`'s body only) and accepts the
    // second and third (an item shadows the file's, or is declared in an inner block); bufscope
    // keeps one name per item, so it claims no error code for any of them.
    let used_outside = "fn main() {\n    fn f() -> i32 { 3 }\n    println!(\"{}\", f());\n}\nfn g() -> i32 { f() }\n";
    assert_eq!(
        rejection(used_outside),
        "2:5: error: an item named `f` in a function body, a name also used outside that body, is not supported by bufscope"
    );
    let shadowing =
        "const N: u8 = 1;\nfn main() {\n    const N: u8 = 2;\n    println!(\"{N}\");\n}\n";
    assert_eq!(
        rejection(shadowing),
        "3:5: error: an item named `N` in a function body, a name also used outside that body, is not supported by bufscope"
    );
    let nested = "fn main() {\n    if true {\n        fn f() {}\n        f();\n    }\n}\n";
    assert_eq!(
        rejection(nested),
        "3:9: error: an item inside a nested block is not supported by bufscope"
    );
    // Bare statements are wrapped in a `main` found by its name.
    assert_eq!(
        rejection("fn main() {}\nlet x = 1;"),
        "1:1: error: an item named `main` among bare statements is not supported by bufscope"
    );
    assert_eq!(
        rejection("type N = u8;\nlet x: N = 1;"),
        "1:1: error: a `type` alias among bare statements is not supported by bufscope"
    );
}

#[test]
fn dbg_of_an_expression_whose_printing_is_unknown_is_not_supported() {
    // std prints `stringify!` of each value, rustc's pretty-printing of it; bufscope prints
    // the expressions whose printing it knows (see the corpus' `dbg_of_several_values`) and
    // refuses the rest, at the value, rather than show them otherwise.
    for (script, at) in [
        ("dbg!(if true { 1 } else { 2 });", "1:6"),
        ("let a = 1;\ndbg!(a, { a + 1 });", "2:9"),
        ("dbg!(vec![1, 2]);", "1:6"),
        ("let f = dbg!(|x: i32| x + 1);", "1:14"),
        ("let f = dbg!(|x| { x });", "1:14"),
    ] {
        assert_eq!(
            rejection(script),
            format!("{at}: error: `dbg!` of this expression is not supported by bufscope"),
            "{script}"
        );
        assert_eq!(
            help(script),
            "`dbg!` of variables, fields, references, literals, calls, method calls, operations, ranges, tuples, arrays and closures with plain parameters"
        );
    }
}

#[test]
fn generic_items_outside_the_subset_are_not_supported() {
    // rustc accepts each; bufscope runs generic structs with type and lifetime parameters, their derives
    // of the comparison and formatting traits, and impls for the struct's own parameters or
    // for concrete arguments, and refuses the rest rather than run it otherwise.
    for (script, expected) in [
        (
            "#[derive(Clone, Copy)]\nstruct P<T> {\n    x: T,\n}\nfn main() {}\n",
            "1:1: error: `#[derive(Copy)]` on a generic struct is not supported by bufscope",
        ),
        (
            "struct Pair<'a, 'b: 'a> {\n    short: &'a str,\n    long: &'b str,\n}\nfn main() {}\n",
            "1:17: error: a generic struct with a lifetime bound is not supported by bufscope",
        ),
        (
            "struct S<const N: usize> {\n    a: [u8; N],\n}\nfn main() {}\n",
            "1:10: error: a generic struct with a const parameter is not supported by bufscope",
        ),
        (
            "struct S<T> {\n    v: Vec<T>,\n}\nimpl<T> S<Vec<T>> {\n    fn f(&self) {}\n}\nfn main() {}\n",
            "4:9: error: an `impl` for these generic arguments is not supported by bufscope",
        ),
        (
            "trait Named {\n    fn name(&self) -> String;\n}\nstruct H<W> {\n    w: W,\n}\nimpl<W> Named for H<W> {\n    fn name(&self) -> String {\n        String::new()\n    }\n}\nfn main() {}\n",
            "7:19: error: implementing the script's trait `Named` for a generic struct is not supported by bufscope yet",
        ),
        (
            "enum E<T> {\n    A(T),\n}\nfn main() {}\n",
            "1:7: error: a generic enum is not supported by bufscope",
        ),
        (
            "fn make<T: Default>() -> T {\n    T::default()\n}\nfn main() {\n    let x: u8 = make();\n}\n",
            "2:5: error: calling `T::default` through a generic parameter is not supported by bufscope yet",
        ),
    ] {
        assert_eq!(rejection(script), expected, "{script}");
    }
}

#[test]
fn type_aliases_outside_the_subset_are_not_supported() {
    // A lifetime parameter runs (the corpus's `type_aliases_with_lifetimes`); one with a bound
    // is not followed.
    let lifetime = "type Text<'a: 'static> = &'a str;\nfn main() {\n    let t: Text = \"x\";\n}\n";
    assert_eq!(
        rejection(lifetime),
        "1:11: error: this parameter of a `type` alias is not supported by bufscope"
    );
    assert_eq!(
        rejection("type count = u32;\nfn main() {\n    let count = 3;\n}\n"),
        "1:6: error: a `type` alias whose name does not start with an upper-case letter is not supported by bufscope"
    );
    // rustc's E0107, which bufscope does not claim.
    let arguments = "type Pair<T> = (T, T);\nfn main() {\n    let p: Pair<u8, u8> = (1, 2);\n}\n";
    assert_eq!(
        rejection(arguments),
        "2:1: error: the `type` alias `Pair` with 2 arguments instead of 1 is not supported by bufscope"
    );
}

#[test]
fn a_closure_neither_passed_nor_kept_in_a_let_is_rejected_where_it_starts() {
    // Closures are supported where a method takes one (`map`, `filter`, `unwrap_or_else`…)
    // and kept in a `let` (`corpus/closures_kept_in_locals.rs`); not in a vector.
    assert_eq!(
        rejection("let fs = vec![|x: i32| x + 1];"),
        "1:15: error: a closure here is not supported by bufscope yet"
    );
    assert_eq!(
        help("let fs = vec![|x: i32| x + 1];"),
        "closures are supported as arguments of iterator methods (`map`, `filter`, `for_each`…) and of `Option`/`Result` methods (`map`, `and_then`, `unwrap_or_else`…), and kept in a `let` and called: `let f = |x| …; f(1)`"
    );
}

#[test]
fn items_outside_the_subset_are_rejected() {
    // The script's traits run (`corpus/script_traits_static_and_dynamic.rs`); what a trait
    // may hold beyond methods taking `&self` or `&mut self` does not yet.
    assert_eq!(
        rejection("trait Shape<T> {}\nfn main() {}"),
        "1:12: error: a generic trait is not supported by bufscope"
    );
    assert_eq!(
        rejection("trait Shape { fn new() -> Self; }\nfn main() {}"),
        "1:18: error: a trait function without `self` is not supported by bufscope"
    );
    assert_eq!(
        rejection("trait Shape { type Unit; }\nfn main() {}"),
        "1:15: error: this item in a trait is not supported by bufscope"
    );
    assert_eq!(
        rejection("fn main() {}\nmod shapes {}"),
        "2:1: error: a `mod` is not supported by bufscope"
    );
    assert_eq!(
        rejection("fn main() {}\nmacro_rules! twice { () => {} }"),
        "2:1: error: a `macro_rules!` definition is not supported by bufscope"
    );
    // An impl of a type nobody defined is rustc's error, not a gap of the subset.
    assert_eq!(
        rejection("fn main() {}\nimpl Foo {}"),
        "2:6: error[E0412]: cannot find type `Foo` in this scope"
    );
}

/// A `use` in a nested block (in scope in that block only) is refused where it is.
#[test]
fn a_use_in_a_nested_block_is_rejected_where_it_is() {
    assert_eq!(
        rejection("fn main() {\n    if true {\n        use std::io::Write;\n    }\n}"),
        "3:9: error: a `use` inside a nested block is not supported by bufscope"
    );
}

/// serde_json items bufscope lacks are real: not supported, never rustc's E0425.
#[test]
fn serde_json_functions_bufscope_lacks_are_not_supported() {
    assert_eq!(
        rejection("let mut map = serde_json::Map::new();\nmap.swap_remove(\"k\");"),
        "2:5: error: the method `.swap_remove()` is not supported by bufscope yet"
    );
    assert_eq!(
        rejection("let map = serde_json::Map::with_capacity(1);"),
        "1:11: error: `serde_json::Map::with_capacity(…)` is not supported by bufscope"
    );
}

/// A serde_json `Value`'s variant matched through a `&mut` (or with `ref mut`) would bind a
/// copy of its part here, so a change would be lost: refused as not supported; through a `&`
/// it runs (in the corpus).
#[test]
fn binding_a_part_of_a_json_value_mutably_is_not_supported() {
    let refused = "error: binding a part of a serde_json value mutably in `Value::Object(…)` is not supported by bufscope yet";
    assert_eq!(
        rejection(
            "use serde_json::{json, Value};\nlet mut v = json!({});\nif let Value::Object(m) = &mut v { m.clear(); }"
        ),
        format!("3:8: {refused}")
    );
    assert_eq!(
        rejection(
            "use serde_json::{json, Value};\nlet mut v = json!({});\nmatch v { Value::Object(ref mut m) => m.clear(), _ => {} }"
        ),
        format!("3:11: {refused}")
    );
}

/// `data["k"].as_array_mut()` lends the member of a JSON value held in a variable (in the
/// corpus); one inside a `Vec` would be changed in a copy: not supported, before running.
#[test]
fn json_accessors_lending_a_member_of_a_vec_are_not_supported() {
    assert_eq!(
        rejection(
            "use serde_json::{json, Value};\nlet mut arr: Vec<Value> = vec![json!({})];\narr[0].as_object_mut();"
        ),
        "3:1: error: `.as_object_mut()` of a JSON value inside a `Vec` or a field is not supported by bufscope yet"
    );
    // A `Map` in a `Vec` changed by a method (its values lent by `values_mut`, `retain`'s
    // closure, an `insert`): the same.
    let maps = "use serde_json::{json, Map};\nlet mut maps = vec![Map::new()];\n";
    for (call, column) in [
        ("maps[0].values_mut().count();", 1),
        ("let n = maps[0].iter_mut().count();", 9),
        ("maps[0].retain(|_, _| true);", 1),
        ("maps[0].insert(String::new(), json!(1));", 1),
    ] {
        let method = call.split('.').nth(1).and_then(|m| m.split('(').next());
        assert_eq!(
            rejection(&format!("{maps}{call}")),
            format!(
                "3:{column}: error: `.{}()` of a JSON value inside a `Vec` or a field is not supported by bufscope yet",
                method.unwrap_or_default()
            )
        );
    }
}

/// std's iterators and serde_json's map iterators implement `Debug` (printing their inner
/// state, which bufscope does not keep): `{:?}` of one is not supported, never rustc's E0277.
#[test]
fn debug_of_an_iterator_is_not_supported() {
    for (script, column) in [
        (
            "let map = serde_json::Map::new();\nprintln!(\"{:?}\", map.iter());",
            18,
        ),
        (
            "let v = vec![1];\nprintln!(\"{:?}\", v.iter().map(|x| x + 1));",
            18,
        ),
        ("println!(\"{:?}\",\n    \"ab\".chars());", 5),
    ] {
        assert_eq!(
            rejection(script),
            format!("2:{column}: error: `{{:?}}` of an iterator is not supported by bufscope yet")
        );
    }
}

/// `T::deserialize(&mut de)` runs for the script's types deriving `Deserialize` from a
/// `serde_json::Deserializer` (in the corpus); any other use of serde's trait function is not
/// supported, never rustc's E0599 (rustc finds the trait's function).
#[test]
fn deserialize_called_other_than_from_a_json_deserializer_is_not_supported() {
    let user = "use serde::Deserialize;\n#[derive(Deserialize)]\nstruct User { name: String }\n";
    assert_eq!(
        rejection(&format!(
            "{user}fn main() {{ let u = User::deserialize(5); }}"
        )),
        "4:21: error: `User::deserialize(…)` is not supported by bufscope yet"
    );
    assert_eq!(
        rejection(&format!(
            "{user}fn main() {{ let mut de = serde_json::Deserializer::from_reader(std::io::stdin());\nlet s = String::deserialize(&mut de); }}"
        )),
        "5:9: error: `String::deserialize(…)` is not supported by bufscope yet"
    );
}

/// serde_json's `PartialEq` impls run (`&v[0] == 1`, in the corpus); a comparison none of them
/// covers (`1 == &v[0]`: `i32` compares with a `Value`, not a `&Value`) is refused as not
/// supported, never with a rustc code bufscope has not checked.
#[test]
fn comparing_a_json_value_serde_json_does_not_compare_is_not_supported() {
    assert_eq!(
        rejection("use serde_json::json;\nlet v = json!([1]);\nassert_eq!(1, &v[0]);"),
        "3:1: error: comparing a `serde_json::Value` with another type is not supported by bufscope yet"
    );
}

/// bufscope's `Cow` is `Cow<str>` only: another is not supported, never rustc's E0107.
#[test]
fn a_cow_of_bytes_is_not_supported() {
    assert_eq!(
        rejection("use std::borrow::Cow;\nlet c: Cow<[u8]> = Cow::Borrowed(&[1u8][..]);"),
        "2:8: error: a `Cow` of another type than `str` is not supported by bufscope"
    );
}

/// A `serde_json::Map` is indexed by a key (a `&str` or `&String`), by anything else never
/// with a rustc code bufscope has not checked (a map's `map[&key]` runs:
/// `corpus/maps_indexed_by_key.rs`, and a deque's `deque[i]`:
/// `corpus/deque_indexed_by_position.rs`).
#[test]
fn indexing_a_json_map_by_position_is_not_supported() {
    assert_eq!(
        rejection("let m = serde_json::Map::new();\nlet v = &m[0];"),
        "2:10: error: indexing a `serde_json::Map` is not supported by bufscope yet"
    );
}

/// Arrays of chars as string patterns compile: not supported yet (only a `&[char]` is),
/// never rustc's E0308/E0277; said at the pattern.
#[test]
fn an_array_of_chars_as_a_pattern_is_not_supported() {
    assert_eq!(
        rejection("let t = \" a,\".trim_matches(&[' ', ',']);"),
        "1:28: error: a pattern of several chars is not supported by bufscope yet"
    );
    assert_eq!(
        rejection("let n = \"a1b\".split(['1', 'b']).count();"),
        "1:21: error: a pattern of several chars is not supported by bufscope yet"
    );
}

#[test]
fn patterns_outside_the_subset_are_rejected_where_they_are() {
    assert_eq!(
        rejection("let t = (1, 2, 3);\nmatch t { (a, ..) => {} }"),
        "2:11: error: `..` in a tuple pattern is not supported by bufscope"
    );
    assert_eq!(
        rejection("let k = 1;\nmatch k { std::i32::MAX => {} _ => {} }"),
        "2:11: error: this pattern is not supported by bufscope"
    );
}

#[test]
fn a_match_bufscope_cannot_prove_exhaustive_says_so() {
    assert_eq!(
        rejection("let b = 3u8;\nmatch b { 0..=127 => {} 128..=255 => {} }"),
        "2:1: error: bufscope cannot check that this `match` covers every value yet"
    );
}

/// A tuple struct's pattern (`Pair(a, b)`) runs; what bufscope does not follow is not
/// supported, never a rustc code: the tuple form of a struct of named fields (rustc's E0532),
/// and a `let` taking apart a struct held in a variable with a `ref` binding or one held in a
/// field (bufscope follows what a `let` moves out of a variable's struct only for bindings by
/// value: `let Pair(n, _) = pair;` runs, see the corpus' `let_takes_apart_a_struct_*`).
#[test]
fn tuple_struct_patterns_bufscope_does_not_follow_are_not_supported() {
    let cases = [
        "struct P { x: i32 }\nfn main() {\n    let P(x) = P { x: 1 };\n    println!(\"{x}\");\n}",
        "struct Pair(i32, String);\nfn main() {\n    let pair = Pair(1, String::new());\n    let Pair(ref n, _) = pair;\n    println!(\"{n}\");\n}",
        "struct Pair(i32, i32);\nfn main() {\n    let Pair(.., last) = Pair(1, 2);\n    println!(\"{last}\");\n}",
        "struct P { x: f64 }\nstruct R { p: P }\nfn area(r: &R) -> f64 {\n    let P { x } = r.p;\n    x\n}\nfn main() {}",
    ];
    let found: Vec<String> = cases.iter().map(|case| rejection(case)).collect();
    assert_eq!(
        found,
        [
            "3:9: error: this pattern is not supported by bufscope",
            "4:9: error: a `let` that takes apart a struct held in a variable or a field is not supported by bufscope yet",
            "3:9: error: `..` before the end of a tuple struct's pattern is not supported by bufscope",
            "4:9: error: a `let` that takes apart a struct held in a variable or a field is not supported by bufscope yet",
        ]
    );
}

/// Rust that bufscope does not follow yet is said to be so, never a rustc code: `impl<T>
/// From<T> for Wrapper<T>` (the script's `From` impls of types without parameters run: the
/// corpus's `errors_converted_by_the_scripts_from`), `impl Into<Number> for i32` (E0117), and
/// an imported tuple variant's name where a pattern binds a name (rustc's E0530; imported
/// variants otherwise run: the corpus's `imported_variants_by_their_bare_names`).
#[test]
fn std_conversions_and_names_an_import_may_shadow_are_not_supported() {
    let cases = [
        "struct Wrapper<T> { value: T }\nimpl<T> From<T> for Wrapper<T> {\n    fn from(value: T) -> Self {\n        Wrapper { value }\n    }\n}\nfn main() {}",
        "struct Number { value: i32 }\nimpl Into<Number> for i32 {\n    fn into(self) -> Number {\n        Number { value: self }\n    }\n}\nfn main() {}",
        "enum List { Cons(i32), Nil }\nuse List::*;\nfn main() {\n    let l = Nil;\n    match l {\n        Cons => {}\n        _ => {}\n    }\n}",
    ];
    let found: Vec<String> = cases.iter().map(|case| rejection(case)).collect();
    assert_eq!(
        found,
        [
            "2:21: error: implementing `From` for a generic struct is not supported by bufscope yet",
            "2:23: error: implementing `Into` for a std type is not supported by bufscope yet",
            "6:9: error: `Cons` brought by a `use` of the script's own items is not supported by bufscope yet",
        ]
    );
}

/// A `ref mut` binding takes the place it matches apart where it lives (in the corpus); a
/// binding beside it that moves its part out would leave a partly moved place, which the
/// checker would count moved whole: not supported, before running. rustc compiles it.
#[test]
fn a_part_moved_out_beside_a_ref_mut_binding_is_not_supported() {
    let cases = [
        "fn main() {\n    let mut pair = (String::new(), String::new());\n    let (ref mut a, b) = pair;\n    a.push_str(&b);\n}",
        "fn main() {\n    let mut o = Some((vec![1], String::new()));\n    if let Some((ref mut v, s)) = o {\n        v.push(s.len() as i32);\n    }\n}",
    ];
    let found: Vec<String> = cases.iter().map(|case| rejection(case)).collect();
    let refused = "error: a binding that moves a part out beside a `ref mut` binding is not supported by bufscope yet";
    assert_eq!(
        found,
        [format!("3:21: {refused}"), format!("3:29: {refused}")]
    );
}

/// `impl Iterator<Item = T> + Clone` promises more than an iterator of `T`: not supported
/// (it was seen as a `dyn Iterator`, and its use refused with a false E0277).
#[test]
fn impl_iterator_with_another_trait_bound_is_not_supported() {
    assert_eq!(
        rejection(
            "fn evens(v: &[i32]) -> impl Iterator<Item = i32> + Clone + '_ {\n    v.iter().map(|x| x * 2)\n}\nfn main() {}"
        ),
        "1:24: error: an `impl Iterator` with another trait bound is not supported by bufscope"
    );
}

/// `#[cfg(…)]` and `cfg!` are followed for the predicates of this build (the corpus's
/// `configuration_predicates_of_this_build`); a key bufscope has no value for is not supported,
/// never guessed: an item and its twin under `not(…)` would both be kept, or neither.
#[test]
fn cfg_predicates_bufscope_has_no_value_for_are_not_supported() {
    let cases = [
        "#[cfg(target_has_atomic = \"64\")]\nfn ah() {}\n#[cfg(not(target_has_atomic = \"64\"))]\nfn ah() {}\nfn main() {\n    ah();\n}",
        "fn main() {\n    if cfg!(my_flag) {\n        println!(\"on\");\n    }\n}",
        "fn main() {\n    #[cfg(all(unix, sanitize = \"address\"))]\n    println!(\"asan\");\n}",
    ];
    let found: Vec<String> = cases.iter().map(|case| rejection(case)).collect();
    let refused = "error: this configuration predicate is not supported by bufscope";
    assert_eq!(
        found,
        [
            format!("1:7: {refused}"),
            format!("2:13: {refused}"),
            format!("2:21: {refused}"),
        ]
    );
}

/// An associated function std has and the table lacks is not supported, never rustc's E0599
/// (std's `VecDeque::try_with_capacity` example).
#[test]
fn std_associated_functions_the_table_lacks_are_not_supported() {
    assert_eq!(
        rejection(
            "use std::collections::VecDeque;\nfn main() {\n    let d: VecDeque<u8> = VecDeque::try_with_capacity(4).unwrap();\n}"
        ),
        "3:27: error: `VecDeque::try_with_capacity(…)` is not supported by bufscope"
    );
}

/// The closure traits are std's prelude, which rustc finds: a bound on them is not supported
/// yet, never rustc's E0412 (bufscope claimed it for Rust by Example's closure pages).
#[test]
fn closure_trait_bounds_beyond_a_parameters_whole_type_are_not_supported() {
    let cases = [
        "fn apply<F: Fn() + Clone>(f: F) {\n    f();\n}\nfn main() {}",
        "fn apply<F: Fn()>(f: &F) {\n    f();\n}\nfn main() {}",
        "fn apply<F: Fn(T), T: Copy>(f: F, t: T) {\n    f(t);\n}\nfn main() {}",
        "fn wrap<F: Fn()>(f: F) -> impl Fn() {\n    f\n}\nfn main() {}",
        "fn apply<F>(f: F) where F: Fn() {\n    f();\n}\nfn main() {\n    apply(5);\n}",
        "fn apply<F: Fn(i32), T: Copy>(f: F, t: T) {\n    f(1);\n}\nfn main() {\n    apply(|x| println!(\"{x}\"), 2);\n}",
        "fn apply<F: Fn()>(f: F, n: usize) {\n    f();\n}\nfn main() {\n    let mut v = vec![1];\n    apply(|| println!(\"{v:?}\"), v.len());\n}",
        "fn both<F: Fn()>(a: F, b: F) {\n    a();\n    b();\n}\nfn main() {\n    both(|| println!(\"a\"), || println!(\"b\"));\n}",
    ];
    let found: Vec<String> = cases.iter().map(|case| rejection(case)).collect();
    assert_eq!(
        found,
        [
            "1:13: error: an `Fn` bound beside another bound is not supported by bufscope yet",
            "1:4: error: an `Fn` bound inside another type is not supported by bufscope yet",
            "1:13: error: an `Fn` bound of these types is not supported by bufscope yet",
            "1:4: error: returning `impl Fn` from a function that takes a reference or a closure is not supported by bufscope yet",
            "5:11: error: passing this where an `Fn` bound goes is not supported by bufscope yet",
            "5:5: error: a function with an `Fn` bound and another generic parameter is not supported by bufscope yet",
            "6:11: error: a closure that borrows or takes variables, written in a call beside other arguments is not supported by bufscope yet",
            "6:5: error: a function with two parameters of one `Fn`-bounded type is not supported by bufscope yet",
        ]
    );
}

#[test]
fn async_functions_are_rejected() {
    assert_eq!(
        rejection("async fn main() {}"),
        "1:1: error: an `async fn` is not supported by bufscope"
    );
}

#[test]
fn partitions_bufscope_does_not_make_are_named_as_such() {
    let bytes = "let v: Vec<u8> = vec![1, 2];\nlet (a, b): (Vec<u8>, Vec<u8>) = v.iter().partition(|&&x| x > 1);";
    assert_eq!(
        rejection(bytes),
        "2:43: error: `partition` into `Vec<u8>`s is not supported by bufscope yet"
    );
    assert_eq!(
        help(bytes),
        "two `filter`s collected into `Vec<u8>`s do the same"
    );
    assert_eq!(
        rejection(
            "let v = vec![1, 2];\nlet halves = v.into_iter().partition::<Vec<i32>, _>(|x| *x > 1);"
        ),
        "2:28: error: `partition` into what nothing names, or a turbofish, is not supported by bufscope yet"
    );
}

#[test]
fn real_methods_bufscope_does_not_simulate_are_named_as_such() {
    assert_eq!(
        rejection("let v: Vec<u8> = Vec::new();\nv.rchunks_exact(1);"),
        "2:3: error: the method `.rchunks_exact()` is not supported by bufscope yet"
    );
    assert!(
        help("let v: Vec<u8> = Vec::new();\nv.rchunks_exact(1);").starts_with("it is real std")
    );
}

#[test]
fn unknown_macros_are_rejected() {
    assert_eq!(
        rejection("let x = 1;\nstringify!(x);"),
        "2:1: error: the macro `stringify!` is not supported by bufscope"
    );
}

#[test]
fn box_new_of_a_value_that_is_no_error_is_not_boxed_into_a_boxed_error() {
    // rustc refuses it with E0277; bufscope says what it does box (a `Box::new(5)` of its
    // own, or into a `Box<dyn Write>`, runs: see the corpus's `boxed_writers_and_readers`).
    assert_eq!(
        rejection("use std::error::Error;\nlet e: Box<dyn Error> = Box::new(5);"),
        "2:34: error: `Box::new` of `{integer}` is not supported by bufscope yet"
    );
}

#[test]
fn todo_and_unimplemented_take_a_format_string_as_panic_does() {
    assert_eq!(
        rejection("let x = 1;\ntodo!(x);"),
        "2:7: error: format argument must be a string literal"
    );
    assert_eq!(
        rejection("let x = 1;\nunimplemented!(\"{}\");"),
        "2:17: error: 1 positional argument in format string, but no arguments were given"
    );
}

#[test]
fn unknown_std_calls_are_rejected() {
    assert_eq!(
        rejection("let n = std::env::current_dir();"),
        "1:9: error: `std::env::current_dir(…)` is not supported by bufscope"
    );
}

#[test]
fn a_labelled_block_is_rejected() {
    // Loop labels are supported; a label on a plain block is not yet.
    assert_eq!(
        rejection("let x = 'done: { 1 };"),
        "1:9: error: a block label is not supported by bufscope"
    );
}

#[test]
fn a_named_field_of_a_tuple_is_refused_where_rustc_points() {
    assert_eq!(
        rejection("let t = (1, 2);\nlet x = t.first;"),
        "2:11: error[E0609]: no field `first` on type `({integer}, {integer})`"
    );
}

#[test]
fn malformed_syntax_gets_the_parser_message() {
    assert_eq!(rejection("let x = ;"), "1:9: error: expected an expression");
    assert_eq!(
        rejection("fn main() {\n    println!(\"hi\");\n"),
        "1:11: error: unclosed delimiter: this `{` is never closed"
    );
}

#[test]
fn bad_format_strings_point_into_the_literal() {
    assert_eq!(
        rejection("println!(\"{\");"),
        "1:12: error: invalid format string: expected `}` but string was terminated"
    );
    assert_eq!(
        rejection("println!(\"{} {}\", 1);"),
        "1:11: error: 2 positional arguments in format string, but there is 1 argument"
    );
    assert_eq!(
        rejection("let s = \"{}\";\nprintln!(s);"),
        "2:10: error: format argument must be a string literal"
    );
}

#[test]
fn out_of_range_literals_are_rejected() {
    assert_eq!(
        rejection("let x = 300u8;"),
        "1:9: error: literal out of range for `u8`"
    );
}

#[test]
fn a_program_without_main_is_rejected() {
    assert_eq!(
        rejection("use std::io;\nfn helper() {}"),
        "1:1: error: the program has no `fn main`"
    );
}

#[test]
fn type_errors_are_refused_before_running() {
    assert_eq!(
        rejection("let x = 1;\nlet y = x + \"a\";"),
        "2:11: error[E0277]: cannot add `&str` to `{integer}`"
    );
}

#[test]
fn a_runaway_loop_is_stopped_by_the_step_budget() {
    let limits = Limits {
        max_steps: 10_000,
        ..Limits::default()
    };
    let report = run(
        "let mut i = 0u64;\nloop { i += 1; }",
        &Environment::default(),
        limits,
    )
    .expect("parses");
    match report.ending {
        bufscope_sim::run::Ending::Stopped(error) => {
            assert!(
                error
                    .message
                    .starts_with("stopped by bufscope: the script ran more than 10000 steps"),
                "{error}"
            );
            assert_eq!(error.span.line, 2);
        }
        other => panic!("{other:?}"),
    }
}

#[test]
fn no_input_panics_the_simulator() {
    // Every prefix of a realistic program, and some noise: rejected or run, never a panic.
    let program = include_str!("corpus/bufwriter_scopes.rs");
    for end in (0..program.len()).filter(|&i| program.is_char_boundary(i)) {
        let _ = run(
            &program[..end],
            &Environment::default(),
            Limits {
                max_steps: 100_000,
                ..Limits::default()
            },
        );
    }
    for noise in [
        "{{{{",
        "}",
        "\"",
        "r#\"",
        "fn",
        "fn main(",
        "'a",
        "b'",
        "0x",
        "1e",
        "/*",
        "println!(\"{:>>>}\", 1);",
    ] {
        let _ = run(noise, &Environment::default(), Limits::default());
    }
}

#[test]
fn io_copy_from_a_locked_stdin_to_a_file_descriptor_is_refused_before_running() {
    // std hands it to the kernel (copy_file_range, sendfile or splice) as what stdin is
    // decides; bufscope does not model what stdin is.
    let script = "use std::fs::File;\nuse std::io::{self, BufReader, Read};\nfn main() -> io::Result<()> {\n    let mut to = File::create(\"b.txt\")?;\n    let mut from = BufReader::new(io::stdin().lock()).take(10);\n    io::copy(&mut from, &mut to)?;\n    Ok(())\n}";
    assert_eq!(
        rejection(script),
        "6:5: error: `io::copy` from `StdinLock` to a file descriptor is not supported by bufscope yet"
    );
    let direct = "use std::io;\nfn main() -> io::Result<()> {\n    io::copy(&mut io::stdin().lock(), &mut io::stdout().lock())?;\n    Ok(())\n}";
    assert_eq!(
        rejection(direct),
        "3:5: error: `io::copy` from `StdinLock` to a file descriptor is not supported by bufscope yet"
    );
}

/// Published snippets bufscope does not run yet (`tests/published_refused/`, each naming its
/// source): each is refused before running, as not supported, never as a program rustc
/// would refuse (they all compile).
#[test]
fn published_snippets_outside_the_subset_are_refused_as_not_supported() {
    let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/published_refused");
    let mut refused = Vec::new();
    for entry in std::fs::read_dir(&dir).expect("published_refused folder") {
        let path = entry.expect("entry").path();
        let source = std::fs::read_to_string(&path).expect("snippet");
        assert!(
            source.starts_with("// Source: https://"),
            "{}",
            path.display()
        );
        let message = rejection(&source);
        assert!(
            message.contains("is not supported by bufscope") && !message.contains("error["),
            "{}: {message}",
            path.display()
        );
        refused.push(
            path.file_stem()
                .expect("stem")
                .to_string_lossy()
                .into_owned(),
        );
    }
    refused.sort();
    // A snippet leaves this list (and the folder, for the corpus) once bufscope runs it.
    #[rustfmt::skip]
    let expected = [
        "book_ch09_03_1", "book_ch12_03_14", "book_ch12_05_5", "book_ch12_06_2", "book_ch13_03_0",
        "book_ch13_03_1", "book_ch13_03_4",
        "rbe_error_question_mark_1", "rbe_fs", "rbe_process_0",
        "serde_json_deserialize_bytes", "serde_json_deserialize_bytes_surrogate",
        "serde_json_deserializer_disable_recursion_limit",
        "serde_json_number_as_str", "serde_json_stream_byte_offset",
        "serde_json_stream_deserializer",
    ];
    assert_eq!(refused, expected);
}

/// std builds these with `collect` (they have `FromIterator` impls) but bufscope does not:
/// refused as not supported, never with rustc's E0277.
#[test]
fn collect_into_std_collections_bufscope_does_not_build_is_not_supported() {
    for target in ["Box<[u32]>", "(Vec<u32>, Vec<u32>)", "Option<Box<[u32]>>"] {
        let item = if target.starts_with('(') {
            "(n, n)"
        } else if target.starts_with("Option") {
            "Some(n)"
        } else {
            "n"
        };
        let line = format!("    let v: {target} = [1u32, 2].iter().map(|&n| {item}).collect();");
        let column = line.find("collect").expect("collect") + 1;
        let script = format!("fn main() {{\n{line}\n    drop(v);\n}}");
        assert_eq!(
            rejection(&script),
            format!(
                "2:{column}: error: `collect` into `{target}` is not supported by bufscope yet"
            ),
            "{script}"
        );
    }
}

/// A crate other than std and serde_json: rustc compiles the program when the project depends
/// on it, so bufscope says it is not supported, never rustc's E0432/E0433.
#[test]
fn other_crates_are_not_supported_rather_than_unresolved() {
    assert_eq!(
        rejection("use rand::Rng;\nfn main() {}"),
        "1:5: error: the crate `rand` is not supported by bufscope"
    );
    assert_eq!(
        rejection("use std::io;\nuse {std::fs, tempfile::tempdir};\nfn main() {}"),
        "2:15: error: the crate `tempfile` is not supported by bufscope"
    );
    assert_eq!(
        rejection("fn main() {\n    let dir = tempfile::tempdir();\n}"),
        "2:15: error: the crate `tempfile` is not supported by bufscope"
    );
    assert_eq!(
        help("use memmap::Mmap;\nfn main() {}"),
        "a script may use std and serde_json"
    );
    // A std module used without its `use` line stays rustc's E0433.
    assert_eq!(
        rejection("fn main() {\n    let out = io::stdout();\n}"),
        "2:15: error[E0433]: failed to resolve: use of unresolved module or unlinked crate `io`"
    );
}

/// `json!` runs with JSON literals and Rust expressions (in the corpus); an object entry that
/// is neither `key: value` is refused where it is, as not supported (rustc's macro error has
/// no code).
#[test]
fn json_macro_entry_without_a_colon_is_not_supported() {
    assert_eq!(
        rejection(
            "use serde_json::json;\nfn main() {\n    let age = 3;\n    let v = json!({\"age\" => age});\n    println!(\"{v}\");\n}"
        ),
        "4:20: error: this part of `json!` is not supported by bufscope yet"
    );
}

/// A std trait the table lacks, as a bound: rustc compiles the program, so bufscope says it
/// is not supported yet (it said E0433 "undeclared crate or module `std`").
#[test]
fn a_std_trait_bufscope_lacks_is_not_supported_rather_than_unresolved() {
    assert_eq!(
        rejection(
            "fn token<T: std::str::FromStr>(s: &str) -> Option<T> {\n    s.parse().ok()\n}\nfn main() {\n    let n: Option<u8> = token(\"1\");\n    println!(\"{n:?}\");\n}"
        ),
        "1:13: error: the trait `std::str::FromStr` is not supported by bufscope yet"
    );
}

/// serde_json's `Value` methods bufscope does not run are named as such, never rustc's E0599.
#[test]
fn json_value_methods_bufscope_lacks_are_not_supported() {
    assert_eq!(
        rejection(
            "fn main() {\n    let mut v: serde_json::Value = serde_json::from_str(\"1\").unwrap();\n    let _ = v.sort_all_objects();\n}"
        ),
        "3:15: error: the method `.sort_all_objects()` is not supported by bufscope yet"
    );
}

/// `Duration::ZERO`/`MAX` are values only where `Duration` is std's, imported; `Duration`'s
/// operators other than `+` and `-` with a `Duration` (and `Instant`'s) are std's, so they are
/// not supported, never rustc's E0369.
#[test]
fn duration_constants_and_operators_outside_the_subset_are_not_supported() {
    assert_eq!(
        rejection("fn main() {\n    let d = Duration::ZERO;\n    println!(\"{:?}\", d);\n}"),
        "2:13: error: `Duration::ZERO` as a value is not supported by bufscope"
    );
    assert_eq!(
        rejection(
            "use std::time::Duration;\nfn main() {\n    let d = Duration::from_secs(1) * 2;\n    println!(\"{:?}\", d);\n}"
        ),
        "3:13: error: `Duration * {integer}` is not supported by bufscope yet"
    );
    assert_eq!(
        rejection(
            "use std::time::{Duration, Instant};\nfn main() {\n    let start = Instant::now();\n    let later = start + Duration::ZERO;\n    println!(\"{:?}\", later > start);\n}"
        ),
        "4:17: error: `Instant + Duration` is not supported by bufscope yet"
    );
}

/// bufscope's addresses are all IPv4: a `V6` arm type-checks and never matches, but binding
/// its `SocketAddrV6`/`Ipv6Addr` is not supported.
#[test]
fn binding_an_ipv6_address_in_a_pattern_is_not_supported() {
    assert_eq!(
        rejection(
            "use std::net::{Ipv4Addr, SocketAddr, SocketAddrV4};\nfn main() {\n    let addr = SocketAddr::V4(SocketAddrV4::new(Ipv4Addr::new(127, 0, 0, 1), 80));\n    match addr {\n        SocketAddr::V4(v4) => println!(\"{v4}\"),\n        SocketAddr::V6(v6) => println!(\"{v6}\"),\n    }\n}"
        ),
        "6:24: error: this pattern inside `SocketAddr::V6` is not supported by bufscope yet"
    );
}

/// `Cow::Borrowed`/`Cow::Owned` build bufscope's `Cow<str>`, which rustc infers only where the
/// type says so (or from a string literal): `Cow::Borrowed(&s)` of a `String` is rustc's
/// `Cow<String>`, so it is not supported rather than typed as `Cow<str>`.
#[test]
fn a_cow_whose_type_is_not_cow_str_is_not_supported() {
    assert_eq!(
        rejection(
            "use std::borrow::Cow;\nfn main() {\n    let s = String::from(\"a\");\n    let c = Cow::Borrowed(&s);\n    println!(\"{c}\");\n}"
        ),
        "4:13: error: `Cow::Borrowed(…)` where the type does not say `Cow<str>` is not supported by bufscope yet"
    );
    assert_eq!(
        rejection(
            "use std::borrow::Cow;\nfn main() {\n    let c = Cow::Owned(String::from(\"a\"));\n    println!(\"{c}\");\n}"
        ),
        "3:13: error: `Cow::Owned(…)` where the type does not say `Cow<str>` is not supported by bufscope yet"
    );
}

/// `for w in &mut it` over an iterator advances it where it is; bufscope does not yet, so it
/// says so, not rustc's E0277 (the loop compiles).
#[test]
fn a_loop_over_a_mutable_reference_to_an_iterator_is_not_supported() {
    assert_eq!(
        rejection(
            "let mut it = \"a b\".split(' ');\nfor w in &mut it {\n    println!(\"{w}\");\n}"
        ),
        "2:10: error: a loop over `&mut` of `impl Iterator<Item = &str>` is not supported by bufscope yet"
    );
}

/// A closure kept in a local is followed where it is called by its name; what rustc accepts
/// beyond that is not supported, never a rustc code: another use of the local, a parameter
/// that only a later call types before a method call on it (rustc's E0282 there is refused
/// the same way), one the body's arithmetic typed and a call gives another type, a captured
/// struct (rustc captures its fields), a closure that gives away what it captured (FnOnce),
/// one that returns a reference with a written `&` parameter; passed by name, one whose
/// parameter the body's arithmetic typed (rustc types it by the method), and a `move` one
/// that changes its own copies (each copy of it would count on its own).
#[test]
fn kept_closures_beyond_calls_are_not_supported() {
    let cases = [
        "let f = |x: i32| x + 1;\nlet g = f;\nprintln!(\"{}\", g(1));",
        "let len = |s| s.len();\nprintln!(\"{}\", len(\"ab\"));",
        "let join = |a, b| a + b;\nprintln!(\"{}\", join(String::from(\"a\"), \"b\"));",
        "struct P { x: i32 }\nlet p = P { x: 1 };\nlet f = || p.x;\nprintln!(\"{}\", f());",
        "let first = |s: &str| s.split(' ').next();\nprintln!(\"{:?}\", first(\"a b\"));",
        "let double = |x| x * 2;\nlet v: Vec<i32> = [1, 2].iter().map(double).collect();",
        "let mut n = 0;\nlet mut tick = move |x: &i32| {\n    n += 1;\n    x + n\n};\nlet v: Vec<i32> = [1].iter().map(tick).collect();\nprintln!(\"{:?} {}\", v, tick(&0));",
    ];
    let found: Vec<String> = cases.iter().map(|case| rejection(case)).collect();
    let not_supported =
        |at: &str, what: &str| format!("{at}: error: {what} is not supported by bufscope yet");
    assert_eq!(
        found,
        [
            not_supported(
                "2:9",
                "a closure kept in a variable used other than by a call"
            ),
            not_supported(
                "1:12",
                "a closure parameter whose type only a later call gives"
            ),
            not_supported(
                "2:40",
                "a closure parameter of no written type given values of two types"
            ),
            not_supported(
                "3:9",
                "a closure kept in a variable that captures a struct or a tuple"
            ),
            not_supported(
                "1:13",
                "a kept closure that returns a reference and has a parameter of a written `&` type"
            ),
            not_supported(
                "2:37",
                "a kept closure whose parameter has no written type, passed by name,"
            ),
            not_supported(
                "6:34",
                "a `move` closure that changes its own copies, passed by name"
            ),
        ]
    );
}

/// `get_mut(i)` lends one item where it lives (in the corpus); `get_mut(a..b)` would lend a
/// `&mut [T]` part, which only `&mut v[a..b]` does here: not supported, before running.
#[test]
fn get_mut_of_a_range_is_not_supported() {
    assert_eq!(
        rejection(
            "let mut v = vec![1, 2, 3];\nif let Some(part) = v.get_mut(0..2) {\n    part[0] = 9;\n}"
        ),
        "2:31: error: `get_mut` of a range is not supported by bufscope yet"
    );
}

/// A `str` pattern's test given to a method that makes an iterator runs when the method is
/// called here, as the iterator is walked in the compiled program: only a test that does
/// nothing but answer is accepted there (in the corpus); one with effects, or one whose body
/// cannot be seen (a kept closure, a script function), is not supported.
#[test]
fn pattern_tests_with_effects_given_to_lazy_splits_are_not_supported() {
    let refused = |script: &str| rejection(script);
    assert_eq!(
        [
            refused(
                "let mut n = 0;\nlet v: Vec<&str> = \"a b\".split(|c| { n += 1; c == ' ' }).collect();\nprintln!(\"{v:?} {n}\");"
            ),
            refused(
                "let v: Vec<&str> = \"a b\".matches(|c: char| { println!(\"{c}\"); c == 'a' }).collect();\nprintln!(\"{v:?}\");"
            ),
            refused(
                "let is_space = |c: char| c == ' ';\nlet v: Vec<&str> = \"a b\".split(is_space).collect();\nprintln!(\"{v:?}\");"
            ),
            refused(
                "fn sep(c: char) -> bool { c == ',' }\nfn main() {\n    let n = \"a,b\".rsplitn(2, sep).count();\n    println!(\"{n}\");\n}"
            ),
        ],
        [
            "2:32: error: a pattern test that does more than answer, given to `split`, is not supported by bufscope yet",
            "1:34: error: a pattern test that does more than answer, given to `matches`, is not supported by bufscope yet",
            "2:32: error: a pattern test that does more than answer, given to `split`, is not supported by bufscope yet",
            "3:30: error: a pattern test that does more than answer, given to `rsplitn`, is not supported by bufscope yet",
        ]
    );
}

/// Ranges are of integers or chars here; one of floats (a valid `Range<f64>`, which has
/// `contains` but is no iterator) is refused before running.
#[test]
fn ranges_of_floats_are_not_supported() {
    assert_eq!(
        rejection("let x = 0.5;\nprintln!(\"{}\", (0.0..1.0).contains(&x));"),
        "2:17: error: a range of floats is not supported by bufscope yet"
    );
}

/// A std trait bufscope has no row for, named through the imports (`use std::borrow::Borrow;`,
/// `ops::Not` after `use std::ops;`): rustc finds it, so it is not supported, not rustc's
/// "cannot find trait" (E0405/E0433), which bufscope claimed before.
#[test]
fn impls_of_std_traits_without_rows_are_not_supported() {
    let refused = |script: &str| rejection(script);
    assert_eq!(
        [
            refused(
                "use std::borrow::Borrow;\nstruct P(i32);\nimpl Borrow<i32> for P {\n    fn borrow(&self) -> &i32 { &self.0 }\n}\nfn main() {}"
            ),
            refused(
                "use std::ops;\nstruct A;\nimpl ops::Not for A {\n    type Output = A;\n    fn not(self) -> A { A }\n}\nfn main() {}"
            ),
        ],
        [
            "3:22: error: implementing `std::borrow::Borrow` is not supported by bufscope yet",
            "3:19: error: implementing `std::ops::Not` is not supported by bufscope yet",
        ]
    );
}

#[test]
fn a_types_arguments_on_a_call_other_than_a_constructor_are_not_supported() {
    // rustc compiles both; bufscope gives the type to constructors (`Vec::<u8>::new()`) only,
    // and refuses the rest rather than run them as if the arguments were not written.
    let method =
        "fn main() {\n    let v = vec![1u8];\n    println!(\"{}\", Vec::<u8>::is_empty(&v));\n}\n";
    assert_eq!(
        rejection(method),
        "3:23: error: a type's arguments in the path of this call are not supported by bufscope yet"
    );
    let deeper =
        "fn main() {\n    let v = std::vec::Vec::<u8>::new();\n    println!(\"{:?}\", v);\n}\n";
    let report = run(deeper, &Environment::default(), Limits::default()).expect("it runs");
    assert_eq!(report.stdout, b"[]\n");
}

#[test]
fn a_trait_a_std_glob_may_bring_is_not_claimed_missing() {
    // rustc finds `Not` through `use std::ops::*;` and compiles this; bufscope does not run
    // impls of `Not`, and says so rather than rustc's E0405 for a trait not in scope.
    let script = "use std::ops::*;\n#[derive(Clone, Copy)]\nstruct V(bool);\nimpl Not for V {\n    type Output = V;\n    fn not(self) -> V { V(!self.0) }\n}\nfn main() {\n    println!(\"{}\", (!V(true)).0);\n}\n";
    assert_eq!(
        rejection(script),
        "4:14: error: implementing `Not` is not supported by bufscope yet"
    );
}

#[test]
fn a_default_taken_only_when_needed_of_a_hand_written_default_is_not_supported() {
    // rustc runs `C::default()` only for a `None`; bufscope would make the default first.
    let script = "#[derive(Debug)]\nstruct C(u8);\nimpl Default for C {\n    fn default() -> Self { C(1) }\n}\nfn main() {\n    let o: Option<C> = None;\n    println!(\"{:?}\", o.unwrap_or_default());\n}\n";
    assert_eq!(
        rejection(script),
        "8:24: error: `unwrap_or_default` of a type with its own `impl Default` is not supported by bufscope yet"
    );
}

#[test]
fn debug_of_a_file_stops_the_run_rather_than_print_another_text() {
    // std's `File { fd: 3, path: "/…/x.txt", read: false, write: true }` comes from a
    // `readlink` of /proc/self/fd/3 and an `fcntl(F_GETFL)`; bufscope printed "File".
    let script = "fn main() -> std::io::Result<()> {\n    let f = std::fs::File::create(\"x.txt\")?;\n    println!(\"made {:?}\", Some(&f));\n    Ok(())\n}\n";
    let report = run(script, &Environment::default(), Limits::default()).expect("it runs");
    match report.ending {
        bufscope_sim::run::Ending::Stopped(error) => assert_eq!(
            (error.span.line, error.span.column, error.message.as_str()),
            (
                3,
                27,
                "`{:?}` of a `File` is not supported by bufscope yet: std fills it in from syscalls bufscope does not make for it"
            )
        ),
        other => panic!("{other:?}"),
    }
    assert_eq!(report.stdout, b"");
}

#[test]
fn a_variant_of_another_std_enum_named_by_a_use_is_refused_in_a_pattern() {
    // rustc matches `Both` as `Shutdown::Both`; bufscope would have bound a new variable.
    let script = "use std::net::Shutdown::*;\nfn main() {\n    match std::net::Shutdown::Read {\n        Both => println!(\"both\"),\n        _ => println!(\"one\"),\n    }\n}\n";
    assert_eq!(
        rejection(script),
        "4:9: error: a variant of this std enum named by a `use` is not supported by bufscope yet"
    );
}
