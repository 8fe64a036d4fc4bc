//! The script's hand-written `PartialEq`, `PartialOrd` and `Ord` run where bufscope calls
//! them (the operators, `cmp`, `partial_cmp`, `sort`, `sort_unstable`, `max()`, `min()`: the
//! corpus scripts `comparisons_written_*` compare those with strace). Every other comparison
//! std's code would make with them is refused before the run, rather than answered by the
//! values' fields as a derive would.

mod support;

use support::rejection;

/// A script with `J`, ordered by hand in reverse of its number and equal by its number only,
/// then `body` in `main` (line 9) with `a`, `b` and `v` in scope.
fn with_written_order(body: &str) -> String {
    format!(
        "use std::cmp::Ordering;\n\
         #[derive(Debug, Clone, Hash)]\n\
         struct J(u8, &'static str);\n\
         impl PartialEq for J {{ fn eq(&self, o: &Self) -> bool {{ self.0 == o.0 }} }}\n\
         impl Eq for J {{}}\n\
         impl PartialOrd for J {{ fn partial_cmp(&self, o: &Self) -> Option<Ordering> {{ Some(self.cmp(o)) }} }}\n\
         impl Ord for J {{ fn cmp(&self, o: &Self) -> Ordering {{ o.0.cmp(&self.0) }} }}\n\
         fn largest<T: PartialOrd + Clone>(v: &[T]) -> T {{ let mut m = v[0].clone(); for x in v {{ if *x > m {{ m = x.clone(); }} }} m }}\n\
         fn main() {{\n    let (a, b) = (J(1, \"a\"), J(2, \"b\"));\n    let mut v = vec![a.clone(), b.clone()];\n    {body}\n    let _ = (&a, &b, &mut v);\n}}\n"
    )
}

/// Each `(body, refusal)`: `body` in [`with_written_order`] is refused with `refusal`.
fn assert_refused(cases: &[(&str, &str)]) {
    let wrong: Vec<String> = cases
        .iter()
        .filter_map(|(body, expected)| {
            let got = rejection(&with_written_order(body));
            (got != *expected).then(|| format!("{body}\n  got:      {got}\n  expected: {expected}"))
        })
        .collect();
    assert!(wrong.is_empty(), "{}", wrong.join("\n"));
}

#[test]
fn std_methods_that_would_call_the_written_comparison_are_refused() {
    let cases = [
        (
            "println!(\"{}\", v.contains(&a));",
            "12:22: error: `contains` comparing `J` by the hand-written comparison of `J` is not supported by bufscope yet",
        ),
        (
            "v.dedup();",
            "12:7: error: `dedup` comparing `J` by the hand-written comparison of `J` is not supported by bufscope yet",
        ),
        (
            "println!(\"{:?}\", v.binary_search(&a));",
            "12:24: error: `binary_search` comparing `J` by the hand-written comparison of `J` is not supported by bufscope yet",
        ),
        (
            "v.sort_by_key(|j| j.clone());",
            "12:7: error: `sort_by_key` comparing `J` by the hand-written comparison of `J` is not supported by bufscope yet",
        ),
        (
            "let mut s = std::collections::HashSet::new(); s.insert(a.clone());",
            "12:53: error: `insert` comparing `J` by the hand-written comparison of `J` is not supported by bufscope yet",
        ),
        (
            "let mut m = std::collections::BTreeMap::new(); m.insert(a.clone(), 1);",
            "12:54: error: `insert` comparing `J` by the hand-written comparison of `J` is not supported by bufscope yet",
        ),
        (
            "let mut w = vec![Some(a.clone())]; w.sort();",
            "12:42: error: `sort` comparing `Option<J>` by the hand-written comparison of `J` is not supported by bufscope yet",
        ),
    ];
    assert_refused(&cases);
}

#[test]
fn comparisons_through_std_impls_and_bounds_are_refused() {
    let cases = [
        (
            "println!(\"{}\", vec![a.clone()] == v);",
            "12:20: error: comparing a `Vec<J>` by the hand-written `PartialEq` of `J` inside it is not supported by bufscope yet",
        ),
        (
            "println!(\"{}\", Some(a.clone()) < Some(b.clone()));",
            "12:20: error: comparing a `Option<J>` by the hand-written `PartialOrd` of `J` inside it is not supported by bufscope yet",
        ),
        // std's provided `Ord::max` compares with `cmp`; bufscope's by the fields.
        (
            "println!(\"{:?}\", a.clone().max(b.clone()));",
            "12:32: error: `max` of a `J` by the hand-written comparison of `J` is not supported by bufscope yet",
        ),
        // `PartialOrd for &&J` reaches `J`'s through std's impls for references.
        (
            "println!(\"{:?}\", v.iter().max_by(|x, y| x.partial_cmp(y).unwrap()));",
            "12:47: error: `partial_cmp` of a `&&J` by the hand-written comparison of `J` is not supported by bufscope yet",
        ),
        (
            "println!(\"{:?}\", largest(&v));",
            "12:30: error: a `PartialOrd` bound met by the hand-written comparison of `J` is not supported by bufscope yet",
        ),
    ];
    assert_refused(&cases);
}

#[test]
fn impls_bufscope_does_not_run_are_refused() {
    // A derive over a field compares it by its fields, not by its hand-written `eq`.
    let derived = "#[derive(Debug)]\nstruct J(u8);\nimpl PartialEq for J { fn eq(&self, o: &Self) -> bool { self.0 % 2 == o.0 % 2 } }\n#[derive(PartialEq)]\nstruct Pair { a: J }\nfn main() {}\n";
    assert_eq!(
        rejection(derived),
        "5:8: error: `#[derive(PartialEq)]` over a field of type `J`, whose `PartialEq` is hand-written, is not supported by bufscope yet"
    );
    let other_rhs = "struct J(u8);\nimpl PartialEq<u8> for J { fn eq(&self, o: &u8) -> bool { self.0 == *o } }\nfn main() {}\n";
    assert_eq!(
        rejection(other_rhs),
        "2:24: error: implementing `PartialEq` with another type than `Self` is not supported by bufscope yet"
    );
    let provided = "use std::cmp::Ordering;\n#[derive(PartialEq)]\nstruct J(u8);\nimpl PartialOrd for J {\n    fn partial_cmp(&self, o: &Self) -> Option<Ordering> { self.0.partial_cmp(&o.0) }\n    fn lt(&self, o: &Self) -> bool { self.0 > o.0 }\n}\nfn main() {}\n";
    assert_eq!(
        rejection(provided),
        "6:8: error: writing your own `lt` is not supported by bufscope yet"
    );
}
