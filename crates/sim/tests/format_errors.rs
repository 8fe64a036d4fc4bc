//! Templates and argument lists rustc rejects must be rejected with rustc's message, note and
//! error position; and no input, however malformed, may panic.
//!
//! The `RUSTC` table was produced by compiling one `format!(r##"<template>"##, <args>)` per
//! row with rustc 1.95.0 (`--error-format=json`) and recording the first error: its message,
//! the offset of its span from the start of the template, and its first note. `None` rows
//! compile (apart from captured variables that do not exist, or a type error), which the
//! test checks too.

#[path = "support/rng.rs"]
mod rng;

use std::fmt::Write as _;

use bufscope_sim::format::lower::{ArgSyntax, Lowered, lower};
use bufscope_sim::format::render::LoweredArgs;
use bufscope_sim::format::template::parse_template;
use bufscope_sim::format::value::FmtValue;
use rng::Rng;

type Expected = Option<(&'static str, Option<usize>, Option<&'static str>)>;

#[rustfmt::skip]
const RUSTC: &[(&str, &str, Expected)] = &[
    ("{", "", Some(("invalid format string: expected `}` but string was terminated", Some(1), Some("if you intended to print `{`, you can escape it using `{{`")))),
    ("}", "", Some(("invalid format string: unmatched `}` found", Some(0), Some("if you intended to print `}`, you can escape it using `}}`")))),
    ("a}b", "", Some(("invalid format string: unmatched `}` found", Some(1), Some("if you intended to print `}`, you can escape it using `}}`")))),
    ("{a", "", Some(("invalid format string: expected `}` but string was terminated", Some(2), Some("if you intended to print `{`, you can escape it using `{{`")))),
    ("{0", "", Some(("invalid format string: expected `}` but string was terminated", Some(2), Some("if you intended to print `{`, you can escape it using `{{`")))),
    ("{:", "", Some(("invalid format string: expected `}` but string was terminated", Some(2), Some("if you intended to print `{`, you can escape it using `{{`")))),
    ("{:x", "", Some(("invalid format string: expected `}` but string was terminated", Some(3), Some("if you intended to print `{`, you can escape it using `{{`")))),
    ("{:>", "", Some(("invalid format string: expected `}` but string was terminated", Some(3), Some("if you intended to print `{`, you can escape it using `{{`")))),
    ("{:5", "", Some(("invalid format string: expected `}` but string was terminated", Some(3), Some("if you intended to print `{`, you can escape it using `{{`")))),
    ("{:.", "", Some(("invalid format string: expected `}` but string was terminated", Some(3), Some("if you intended to print `{`, you can escape it using `{{`")))),
    ("{:.*", "", Some(("invalid format string: expected `}` but string was terminated", Some(4), Some("if you intended to print `{`, you can escape it using `{{`")))),
    ("{x?}", "", Some(("invalid format string: expected `}`, found `?`", Some(2), Some("to print `{`, you can escape it using `{{`")))),
    ("{x?:}", "", Some(("invalid format string: expected format parameter to occur after `:`", Some(2), Some("`?` comes after `:`, try `:?` instead")))),
    ("{x>5}", "", Some(("invalid format string: expected alignment specifier after `:` in format string; example: `{:>?}`", Some(2), None))),
    ("{x,}", "", Some(("invalid format string: python's numeric grouping `,` is not supported in rust format strings", Some(2), Some("to print `{`, you can escape it using `{{`")))),
    ("{x=}", "", Some(("invalid format string: python's f-string debug `=` is not supported in rust, use `dbg(x)` instead", Some(2), Some("to print `{`, you can escape it using `{{`")))),
    ("{=}", "", Some(("invalid format string: python's f-string debug `=` is not supported in rust, use `dbg(x)` instead", Some(1), Some("to print `{`, you can escape it using `{{`")))),
    ("{a.b}", "", Some(("invalid format string: field access isn't supported", Some(1), Some("consider moving this expression to a local variable and then using the local here instead")))),
    ("{a.0}", "", Some(("invalid format string: tuple index access isn't supported", Some(1), Some("consider moving this expression to a local variable and then using the local here instead")))),
    ("{a.b.c}", "", Some(("invalid format string: expected `}`, found `.`", Some(2), Some("if you intended to print `{`, you can escape it using `{{`")))),
    ("{0.1}", "", Some(("invalid format string: expected `}`, found `.`", Some(2), Some("if you intended to print `{`, you can escape it using `{{`")))),
    ("{:?#}", "1", Some(("invalid format string: expected `}`, found `#`", Some(3), None))),
    ("{:?x}", "1", Some(("invalid format string: expected `}`, found `x`", Some(3), None))),
    ("{:?X}", "1", Some(("invalid format string: expected `}`, found `X`", Some(3), None))),
    ("{:foo}", "1", Some(("unknown format trait `foo`", Some(2), Some("the only appropriate formatting traits are:\n- ``, which uses the `Display` trait\n- `?`, which uses the `Debug` trait\n- `e`, which uses the `LowerExp` trait\n- `E`, which uses the `UpperExp` trait\n- `o`, which uses the `Octal` trait\n- `p`, which uses the `Pointer` trait\n- `b`, which uses the `Binary` trait\n- `x`, which uses the `LowerHex` trait\n- `X`, which uses the `UpperHex` trait")))),
    ("{:_}", "1", Some(("invalid format string: invalid argument name `_`", Some(2), Some("argument name cannot be a single underscore")))),
    ("{_}", "", Some(("invalid format string: invalid argument name `_`", Some(1), Some("argument name cannot be a single underscore")))),
    ("{r#foo}", "", Some(("invalid format string: raw identifiers are not supported", Some(1), Some("identifiers in format strings can be keywords and don't need to be prefixed with `r#`")))),
    ("{99999}", "", Some(("invalid format string: integer `99999` does not fit into the type `u16` whose range is `0..=65535`", Some(1), None))),
    ("{:99999}", "1", Some(("invalid format string: integer `99999` does not fit into the type `u16` whose range is `0..=65535`", Some(2), None))),
    ("{:.99999}", "1", Some(("invalid format string: integer `99999` does not fit into the type `u16` whose range is `0..=65535`", Some(3), None))),
    ("{:}>5", "1", Some(("invalid format string: expected `}` but string was terminated", Some(5), Some("the character `}` is interpreted as a fill character because of the `:` that precedes it")))),
    ("{:}", "", Some(("1 positional argument in format string, but no arguments were given", Some(0), None))),
    ("{} {}", "1", Some(("2 positional arguments in format string, but there is 1 argument", Some(0), None))),
    ("{}", "", Some(("1 positional argument in format string, but no arguments were given", Some(0), None))),
    ("{0} {1}", "1", Some(("invalid reference to positional argument 1 (there is 1 argument)", Some(5), Some("positional arguments are zero-based")))),
    ("{:.*}", "1", Some(("2 positional arguments in format string, but there is 1 argument", Some(0), Some("positional arguments are zero-based")))),
    ("{:.*}", "", Some(("2 positional arguments in format string, but no arguments were given", Some(0), Some("positional arguments are zero-based")))),
    ("{5}", "1, 2", Some(("invalid reference to positional argument 5 (there are 2 arguments)", Some(1), Some("positional arguments are zero-based")))),
    ("{1} {3} {3} {7}", "1", Some(("invalid reference to positional arguments 1, 3 and 7 (there is 1 argument)", Some(1), Some("positional arguments are zero-based")))),
    ("{:1$}", "1", Some(("invalid reference to positional argument 1 (there is 1 argument)", Some(2), Some("positional arguments are zero-based")))),
    ("{:.2$}", "1, 2", Some(("invalid reference to positional argument 2 (there are 2 arguments)", Some(2), Some("positional arguments are zero-based")))),
    ("", "1", Some(("argument never used", None, None))),
    ("{}", "1, 2", Some(("argument never used", None, None))),
    ("{}", "1, 2, 3", Some(("multiple unused formatting arguments", None, Some("consider adding 2 format specifiers")))),
    ("{x}", "x = 1, y = 2", Some(("named argument never used", None, None))),
    ("{x}", "x", Some(("redundant argument", None, Some("the formatting specifier is referencing the binding already")))),
    ("{x} {y}", "x, y", Some(("redundant arguments", None, Some("the formatting specifiers are referencing the bindings already")))),
    ("{}", "1, x = 2", Some(("named argument never used", None, None))),
    ("{:a}", "1", Some(("unknown format trait `a`", Some(2), Some("the only appropriate formatting traits are:\n- ``, which uses the `Display` trait\n- `?`, which uses the `Debug` trait\n- `e`, which uses the `LowerExp` trait\n- `E`, which uses the `UpperExp` trait\n- `o`, which uses the `Octal` trait\n- `p`, which uses the `Pointer` trait\n- `b`, which uses the `Binary` trait\n- `x`, which uses the `LowerHex` trait\n- `X`, which uses the `UpperHex` trait")))),
    ("{:xx}", "1", Some(("invalid format string: expected `}`, found `x`", Some(3), Some("if you intended to print `{`, you can escape it using `{{`")))),
    ("{:#?x}", "1", Some(("invalid format string: expected `}`, found `x`", Some(4), None))),
    ("{ 0}", "1", Some(("invalid format string: expected `}`, found `0`", Some(2), Some("if you intended to print `{`, you can escape it using `{{`")))),
    ("{0 }", "1", None),
    ("{ }", "1", None),
    ("{:x }", "1", None),
    ("{: x}", "1", Some(("invalid format string: expected `}`, found `x`", Some(3), Some("if you intended to print `{`, you can escape it using `{{`")))),
    ("{:0$}", "1", None),
    ("{:00$}", "1", None),
    ("{:<<5}", "1", None),
    ("{:é}", "1", Some(("unknown format trait `é`", Some(2), Some("the only appropriate formatting traits are:\n- ``, which uses the `Display` trait\n- `?`, which uses the `Debug` trait\n- `e`, which uses the `LowerExp` trait\n- `E`, which uses the `UpperExp` trait\n- `o`, which uses the `Octal` trait\n- `p`, which uses the `Pointer` trait\n- `b`, which uses the `Binary` trait\n- `x`, which uses the `LowerHex` trait\n- `X`, which uses the `UpperHex` trait")))),
    ("é{ü", "", Some(("invalid format string: expected `}` but string was terminated", Some(5), Some("if you intended to print `{`, you can escape it using `{{`")))),
    ("ab{{c}}d}", "", Some(("invalid format string: unmatched `}` found", Some(8), Some("if you intended to print `}`, you can escape it using `}}`")))),
    ("{{}", "", Some(("invalid format string: unmatched `}` found", Some(2), Some("if you intended to print `}`, you can escape it using `}}`")))),
    ("{}}", "1", Some(("invalid format string: unmatched `}` found", Some(2), Some("if you intended to print `}`, you can escape it using `}}`")))),
    ("{:+-}", "1", Some(("invalid format string: expected `}`, found `-`", Some(3), Some("if you intended to print `{`, you can escape it using `{{`")))),
    ("{:#+}", "1", Some(("invalid format string: expected `}`, found `+`", Some(3), Some("if you intended to print `{`, you can escape it using `{{`")))),
    ("{:0+}", "1", Some(("invalid format string: expected `}`, found `+`", Some(3), Some("if you intended to print `{`, you can escape it using `{{`")))),
    ("{:.-1}", "1", Some(("invalid format string: expected `}`, found `-`", Some(3), Some("if you intended to print `{`, you can escape it using `{{`")))),
    ("{:5.5.5}", "1", Some(("invalid format string: expected `}`, found `.`", Some(5), Some("if you intended to print `{`, you can escape it using `{{`")))),
    ("{0:0:0}", "1", Some(("invalid format string: expected `}`, found `:`", Some(4), Some("if you intended to print `{`, you can escape it using `{{`")))),
    ("{é}", "", Some(("cannot find value `é` in this scope", None, None))),
    ("{x:.*}", "1", None),
    ("{:.*} {}", "1, 2", Some(("3 positional arguments in format string, but there are 2 arguments", Some(0), Some("positional arguments are zero-based")))),
    ("{a:b$}", "a = 1", Some(("cannot find value `b` in this scope", None, None))),
    ("{:w$}", "1", None),
    ("{:?}", "", Some(("1 positional argument in format string, but no arguments were given", Some(0), None))),
    ("{a b}", "", Some(("invalid format string: expected `}`, found `b`", Some(3), Some("if you intended to print `{`, you can escape it using `{{`")))),
    ("{:p}", "1", Some(("the trait bound `{integer}: std::fmt::Pointer` is not satisfied", None, None))),
    ("{:e}", "1", None),
    ("{0:x$}", "1", None),
    ("{", "1", Some(("invalid format string: expected `}` but string was terminated", Some(1), Some("if you intended to print `{`, you can escape it using `{{`")))),
    ("{:.}", "1", None),
    ("{x.}", "", Some(("invalid format string: expected `}`, found `.`", Some(2), Some("if you intended to print `{`, you can escape it using `{{`")))),
    ("{x.y", "", Some(("invalid format string: expected `}`, found `.`", Some(2), Some("if you intended to print `{`, you can escape it using `{{`")))),
    ("{:?", "1", Some(("invalid format string: expected `}` but string was terminated", Some(3), Some("if you intended to print `{`, you can escape it using `{{`")))),
    ("{:E?}", "1", Some(("invalid format string: expected `}`, found `?`", Some(3), Some("to print `{`, you can escape it using `{{`")))),
    ("{:}}", "1", Some(("invalid format string: unmatched `}` found", Some(3), Some("if you intended to print `}`, you can escape it using `}}`")))),
    ("{:{<3}", "1", None),
    ("{0:1$.2$}", "1", Some(("invalid reference to positional arguments 1 and 2 (there is 1 argument)", Some(3), Some("positional arguments are zero-based")))),
    ("{:x?}", "", Some(("1 positional argument in format string, but no arguments were given", Some(0), Some("for information about formatting flags, visit https://doc.rust-lang.org/std/fmt/index.html")))),
    ("{1}", "1", Some(("invalid reference to positional argument 1 (there is 1 argument)", Some(1), Some("positional arguments are zero-based")))),
    ("{}{}{}{}", "1, 2", Some(("4 positional arguments in format string, but there are 2 arguments", Some(0), None))),
    ("{0}{1}{2}", "", Some(("invalid reference to positional arguments 0, 1 and 2 (no arguments were given)", Some(1), Some("positional arguments are zero-based")))),
    ("{:r#x}", "1", Some(("invalid format string: expected `}`, found `#`", Some(3), Some("if you intended to print `{`, you can escape it using `{{`")))),
    ("{:1$}", "", Some(("invalid reference to positional arguments 0 and 1 (no arguments were given)", Some(1), Some("positional arguments are zero-based")))),
    ("{:.a$} {}", "1", Some(("2 positional arguments in format string, but there is 1 argument", Some(0), Some("for information about formatting flags, visit https://doc.rust-lang.org/std/fmt/index.html")))),
    ("{:1$} {}", "1, 2, 3", Some(("argument never used", None, None))),
];

/// The argument list text of a row as `ArgSyntax`: `1` is an integer literal, `x` an
/// identifier, `x = 1` a named argument.
fn args_of(text: &str) -> (Vec<ArgSyntax>, Vec<(String, ArgSyntax)>) {
    let mut positional = Vec::new();
    let mut named = Vec::new();
    for item in text.split(", ").filter(|s| !s.is_empty()) {
        let syntax = |s: &str| {
            if s.starts_with(|c: char| c.is_ascii_digit()) {
                ArgSyntax::Int(s.to_owned())
            } else {
                ArgSyntax::Ident(s.to_owned())
            }
        };
        match item.split_once(" = ") {
            Some((name, value)) => named.push((name.to_owned(), syntax(value))),
            None => positional.push(syntax(item)),
        }
    }
    (positional, named)
}

#[test]
fn errors_match_rustc() {
    for &(template, args, expected) in RUSTC {
        let (positional, named) = args_of(args);
        let parsed = parse_template(template);
        let lowered = parsed
            .as_ref()
            .ok()
            .map(|parts| lower(parts, &positional, &named, false));
        let got: Expected = match (&parsed, &lowered) {
            (Err(e), _) => Some((
                leak(&e.message),
                Some(e.offset),
                e.note.as_deref().map(leak),
            )),
            (Ok(_), Some(Err(e))) => {
                Some((leak(&e.message), e.offset, e.note.as_deref().map(leak)))
            }
            (Ok(_), Some(Ok(lowering))) => match expected {
                Some((msg, _, _)) if msg.starts_with("cannot find value") => {
                    let name = msg.split('`').nth(1).expect("a name");
                    assert!(
                        lowering.captures.iter().any(|c| c == name),
                        "{template:?}: expected a capture of {name}"
                    );
                    expected
                }
                Some((msg, _, _)) if msg.starts_with("the trait bound") => {
                    let Lowered::Pieces(pieces) = &lowering.lowered else {
                        panic!("{template:?}: expected pieces");
                    };
                    let values = [FmtValue::I32(1)];
                    assert!(LoweredArgs::new(pieces, &values).is_err(), "{template:?}");
                    expected
                }
                _ => None,
            },
            (Ok(_), None) => unreachable!(),
        };
        assert_eq!(got, expected, "template {template:?} with args {args:?}");
    }
}

fn leak(s: &str) -> &'static str {
    Box::leak(s.to_owned().into_boxed_str())
}

#[test]
fn errors_for_values_that_do_not_fit() {
    let check = |template: &str, values: &[FmtValue], message: &str| {
        let parts = parse_template(template).expect("parses");
        let positional = vec![ArgSyntax::Other; values.len()];
        let lowering = lower(&parts, &positional, &[], false).expect("lowers");
        let Lowered::Pieces(pieces) = &lowering.lowered else {
            panic!("pieces");
        };
        let err = LoweredArgs::new(pieces, values).expect_err("must be rejected");
        assert_eq!(err.message, message, "{template:?}");
    };
    check(
        "{:x}",
        &[FmtValue::Str("s".into())],
        "the trait `LowerHex` is not implemented for `&str`",
    );
    check(
        "{}",
        &[FmtValue::Vec(vec![FmtValue::I32(1)])],
        "`Vec<i32>` doesn't implement `std::fmt::Display`",
    );
    check(
        "{}",
        &[FmtValue::Duration(std::time::Duration::ZERO)],
        "`Duration` doesn't implement `std::fmt::Display`",
    );
    check(
        "{:e}",
        &[FmtValue::Bool(true)],
        "the trait `LowerExp` is not implemented for `bool`",
    );
    check(
        "{:b}",
        &[FmtValue::F64(1.0)],
        "the trait `Binary` is not implemented for `f64`",
    );
    check(
        "{:?}",
        &[FmtValue::Tuple(vec![FmtValue::Unit; 13])],
        "`((), (), (), (), (), (), (), (), (), (), (), (), ())` doesn't implement `Debug`",
    );
    check(
        "{:1$}",
        &[FmtValue::I32(1), FmtValue::I32(5)],
        "mismatched types: expected `usize`, found `i32`",
    );
    check(
        "{:.1$}",
        &[FmtValue::F64(1.0), FmtValue::Usize(70_000)],
        "Formatting argument out of range",
    );
    check(
        "{:p}",
        &[FmtValue::Str("s".into())],
        "`{:p}` is not supported: the simulator has no addresses to print",
    );
    // Too few values for the lowered template.
    let parts = parse_template("{} {}").expect("parses");
    let lowering =
        lower(&parts, &[ArgSyntax::Other, ArgSyntax::Other], &[], false).expect("lowers");
    let Lowered::Pieces(pieces) = &lowering.lowered else {
        panic!("pieces");
    };
    let err = LoweredArgs::new(pieces, &[FmtValue::I32(1)]).expect_err("missing value");
    assert_eq!(err.arg, 1);
}

#[test]
fn duplicate_named_arguments_are_rejected() {
    let parts = parse_template("{a}").expect("parses");
    let named = vec![
        ("a".to_owned(), ArgSyntax::Other),
        ("a".to_owned(), ArgSyntax::Other),
    ];
    let err = lower(&parts, &[], &named, false).expect_err("duplicate");
    assert_eq!(err.message, "duplicate argument named `a`");
}

/// Parses, lowers and renders `template` with a few argument lists; nothing may panic, and
/// whatever succeeds must be consistent.
fn exercise(template: &str) -> bool {
    let Ok(parts) = parse_template(template) else {
        return false;
    };
    for part in &parts {
        if let bufscope_sim::format::template::TemplatePart::Placeholder(p) = part {
            assert!(p.span.start < p.span.end && p.span.end <= template.len());
            assert!(template.is_char_boundary(p.span.start));
        }
    }
    let value_sets: [&[FmtValue]; 4] = [
        &[],
        &[FmtValue::Usize(3)],
        &[FmtValue::I32(-7), FmtValue::Usize(2)],
        &[
            FmtValue::Str("é\t".into()),
            FmtValue::Usize(70_000),
            FmtValue::F64(2.5),
        ],
    ];
    for values in value_sets {
        let positional = vec![ArgSyntax::Other; values.len()];
        let named = [("a".to_owned(), ArgSyntax::Int("1".into()))];
        for named in [&[][..], &named[..]] {
            let Ok(lowering) = lower(&parts, &positional, named, true) else {
                continue;
            };
            let Lowered::Pieces(pieces) = &lowering.lowered else {
                continue;
            };
            let mut all: Vec<FmtValue> = values.to_vec();
            all.extend(named.iter().map(|_| FmtValue::I32(1)));
            all.extend(lowering.captures.iter().map(|_| FmtValue::Usize(4)));
            if let Ok(args) = LoweredArgs::new(pieces, &all) {
                let mut out = String::new();
                write!(out, "{args}").expect("checked arguments never fail");
            }
        }
    }
    true
}

#[test]
fn malformed_templates_never_panic() {
    const ALPHABET: &[char] = &[
        '{',
        '}',
        ':',
        '<',
        '>',
        '^',
        '+',
        '-',
        '#',
        '0',
        '1',
        '9',
        '.',
        '$',
        '*',
        '?',
        'x',
        'X',
        'e',
        'b',
        'p',
        '_',
        'a',
        'r',
        'é',
        ' ',
        '\t',
        '=',
        ',',
        '\u{10FFFF}',
    ];
    // Every string of up to 3 characters over the alphabet…
    let mut total = 0;
    let mut accepted = 0;
    let n = ALPHABET.len();
    for len in 0..=3u32 {
        for mut k in 0..n.pow(len) {
            let mut s = String::new();
            for _ in 0..len {
                s.push(ALPHABET[k % n]);
                k /= n;
            }
            total += 1;
            accepted += usize::from(exercise(&s));
        }
    }
    // …and random ones up to 14 characters, biased towards braces.
    let mut rng = Rng(0x9E37_79B9_7F4A_7C15);
    for _ in 0..60_000 {
        let len = rng.below(15);
        let mut s = String::from("{");
        for _ in 0..len {
            let c = if rng.below(4) == 0 {
                ['{', '}'][rng.below(2)]
            } else {
                ALPHABET[rng.below(n)]
            };
            s.push(c);
        }
        total += 1;
        accepted += usize::from(exercise(&s));
    }
    assert!(total > 80_000 && accepted > 1_000, "{total} {accepted}");
}
