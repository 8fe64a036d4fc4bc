//! rustc's compile-time work: literal folding, the trailing newline, merging and cutting of
//! literal pieces, fully constant templates.
//!
//! `folds!` compiles a `write!` with *literal* arguments (so rustc folds what it folds) and
//! runs the runtime path with `ArgSyntax` derived from the same argument tokens, then
//! compares the complete `write_all` logs. The explicit tests below pin the `Lowered` values.

#![allow(overflowing_literals)]

use std::io::Write;

use bufscope_sim::format::lower::{
    ArgSyntax, Count, FormatSpec, Lowered, Lowering, Piece, lower, parse_int_literal,
};
use bufscope_sim::format::render::write_lowered;
use bufscope_sim::format::spec::{Align, FmtTrait, Sign};
use bufscope_sim::format::template::{CountSyntax, Position, TemplatePart, parse_template};
use bufscope_sim::format::value::FmtValue;

#[path = "support/recorder.rs"]
mod recorder;
use recorder::{Rec, show};

/// What a caller with an AST would say about an argument, from its tokens: parentheses and
/// `&` peeled, string literals (and `concat!`/`stringify!`) as `Str`, tokens starting with a
/// digit as `Int` (lowering decides whether they really are integer literals), the rest
/// `Other`.
fn classify(tokens: &str, value: &FmtValue) -> ArgSyntax {
    let mut t = tokens.trim();
    loop {
        if let Some(rest) = t.strip_prefix('&') {
            t = rest.trim_start();
        } else if t.starts_with('(') && t.ends_with(')') && !t.contains(',') {
            t = t[1..t.len() - 1].trim();
        } else {
            break;
        }
    }
    let is_str = t.starts_with('"')
        || t.starts_with("r\"")
        || t.starts_with("r#")
        || t.starts_with("concat!")
        || t.starts_with("stringify!");
    match value {
        FmtValue::Str(s) if is_str => ArgSyntax::Str(s.clone()),
        _ if t.starts_with(|c: char| c.is_ascii_digit()) => ArgSyntax::Int(t.to_owned()),
        _ => Other,
    }
}

/// The values of the literal arguments used below.
trait ToFmt {
    fn to_fmt(&self) -> FmtValue;
}

macro_rules! to_fmt {
    ($($t:ty),*) => {$(
        impl ToFmt for $t {
            fn to_fmt(&self) -> FmtValue {
                FmtValue::from(*self)
            }
        }
    )*};
}

to_fmt!(
    i8, i16, i32, i64, i128, isize, u8, u16, u32, u64, u128, usize, f32, f64, bool, char, &str
);

impl<T: ToFmt> ToFmt for &T {
    fn to_fmt(&self) -> FmtValue {
        (**self).to_fmt()
    }
}

fn runtime(
    template: &str,
    positional: &[ArgSyntax],
    named: &[(String, ArgSyntax)],
    newline: bool,
    values: &[FmtValue],
) -> Vec<Vec<u8>> {
    let parts = parse_template(template).expect("parses");
    let lowering = lower(&parts, positional, named, newline).expect("lowers");
    // rustc infers a literal used as a width or precision as `usize`.
    let mut values = values.to_vec();
    for &i in &lowering.count_args {
        if let FmtValue::I32(n) = values[i] {
            values[i] = FmtValue::Usize(u64::try_from(n).expect("non-negative"));
        }
    }
    let mut rec = Rec::default();
    write_lowered(&mut rec, &lowering.lowered, &values)
        .expect("values fit")
        .expect("Rec never fails");
    rec.calls
}

/// `folds!("a{}b", 3u8)`, `folds!("a{x}b"; x = 3)`, `folds!(ln "x{}", 1)`.
macro_rules! folds {
    (@run $nl:expr, $mac:ident, $fmt:expr $(, $v:expr)* $(; $($n:ident = $nv:expr),+)?) => {{
        let mut rec = Rec::default();
        $mac!(rec, $fmt $(, $v)* $($(, $n = $nv)+)?).expect("compiled");
        let values: Vec<FmtValue> = vec![$(ToFmt::to_fmt(&$v),)* $($(ToFmt::to_fmt(&$nv),)+)?];
        let positional: Vec<ArgSyntax> =
            vec![$(classify(stringify!($v), &ToFmt::to_fmt(&$v))),*];
        let named: Vec<(String, ArgSyntax)> = vec![$($(
            (stringify!($n).to_owned(), classify(stringify!($nv), &ToFmt::to_fmt(&$nv))),
        )+)?];
        let got = runtime($fmt, &positional, &named, $nl, &values);
        assert_eq!(show(&got), show(&rec.calls), "template {:?}", $fmt);
    }};
    (ln $fmt:expr $(, $v:expr)* $(; $($n:ident = $nv:expr),+)? $(,)?) => {
        folds!(@run true, writeln, $fmt $(, $v)* $(; $($n = $nv),+)?)
    };
    ($fmt:expr $(, $v:expr)* $(; $($n:ident = $nv:expr),+)? $(,)?) => {
        folds!(@run false, write, $fmt $(, $v)* $(; $($n = $nv),+)?)
    };
}

const C: i32 = 3;
const CS: &str = "cs";
static ST: &str = "st";

#[test]
#[allow(clippy::unnecessary_cast)] // `3 as u8` is a case: a cast is not folded
fn folding_matches_rustc_report_q1() {
    folds!("a{}b", "s");
    folds!("a{}b", r"raw\n");
    folds!("a{}b", "esc\t");
    folds!("a{}b", 'c');
    folds!("a{}b", '\n');
    folds!("a{}b", 3);
    folds!("a{}b", 3u8);
    folds!("a{}b", 255u8);
    folds!("a{}b", 3i64);
    folds!("a{}b", 3usize);
    folds!("a{}b", 3u128);
    folds!("a{}b", 4294967296u64);
    folds!("a{}b", 340282366920938463463374607431768211455u128);
    folds!("a{}b", 2147483647);
    folds!("a{}b", -3);
    folds!("a{}b", -3i32);
    folds!("a{}b", 0x10);
    folds!("a{}b", 0o17);
    folds!("a{}b", 0b101);
    folds!("a{}b", 1_000);
    folds!("a{}b", 0xFFu8);
    folds!("a{}b", 1.5);
    folds!("a{}b", 1.5f32);
    folds!("a{}b", 1e3);
    folds!("a{}b", true);
    folds!("a{}b", false);
    folds!("a{}b", b'a');
    folds!("a{}b", (3));
    folds!("a{}b", &3);
    folds!("a{}b", &"s");
    folds!("a{}b", ("s"));
    folds!("a{}b", 1 + 2);
    folds!("a{}b", 3 as u8);
    folds!("a{}b", C);
    folds!("a{}b", CS);
    folds!("a{}b", ST);
    folds!("a{}b", i32::MAX);
    folds!("a{:}b", 3);
    folds!("a{:5}b", 3);
    folds!("a{:5}b", "s");
    folds!("a{:?}b", "s");
    folds!("a{:?}b", 3);
    folds!("a{:?}b", 'c');
    folds!("a{:x}b", 16);
    folds!("a{:>3}b", 3);
    folds!("a{:.1}b", "st");
    folds!("a{0}b", 3);
    folds!("a{0}b{0}c", 3);
    folds!("a{0}b{0}c", "s");
    folds!("a{x}b"; x = 3);
    folds!("a{x}b{x}c"; x = 3);
    folds!("a{x}b{x:?}c"; x = "s");
    folds!("a{1}b{0}c", 3, "s");
    folds!("a{}b{}c", C, 3);
    folds!("a{}b{}c", 3, C);
    folds!("a{}b{0}c{}d", C, 3);
    folds!(ln "line {} of {}", C, 3);
    folds!("a{}b{}c", "s", C);
    folds!("a{0}b{0}c", C);
}

#[test]
fn folding_matches_rustc_more() {
    folds!("{} {}", 1, 2);
    folds!(ln "{} {}", 1, 2);
    folds!(ln "{}", "hi");
    folds!("{}{}", "a", 'b');
    folds!(ln "x");
    folds!("plain");
    folds!("A{}B{}C{}D", 1, "two", '3');
    folds!("");
    folds!("{}", "");
    folds!("{}{}", "", "");
    folds!("a{}b", "");
    folds!("a{}b", "{x}");
    folds!("a{:<}b", 3);
    folds!("a{:#}b", 3);
    folds!("a{:+}b", 3);
    folds!("a{:.0}b", 3);
    folds!("a{:.}b", 3);
    folds!("a{:#}b", "s");
    folds!("a{}b", concat!("x", "y"));
    folds!("a{}b", stringify!(q));
    folds!("{}", 256u16);
    folds!("a{}b", 3000000000);
    folds!("a{}b", 2147483648);
    folds!("a{}b", 256u8);
    folds!("a{}b", 127i8);
    folds!("a{}b", 128i8);
    folds!("a{}b", 0x1f32);
    folds!("a{}b", 255_u8);
    folds!("a{}b", 0b1111_1111u8);
    folds!("a{}b", 0xABCDEFi64);
    folds!("a{}b", 0x_1);
    folds!("a{}b", 1_i32);
    folds!("a{}b", 9223372036854775807isize);
    folds!("a{}b", 18446744073709551615usize);
    folds!("a{}b", 9223372036854775808isize);
    folds!("a{}b", 0o777u16);
    folds!("a{}b", 32767i16);
    folds!("a{}b", 32768i16);
    folds!("a{}b", 65535u16);
    folds!("a{}b", 1e3f64);
    folds!("a{}b", 1f32);
    folds!("a{}b", 1.);
    folds!("{:5}{}", 1, 2);
    folds!("{1:?}{0}{1}", 1, "q");
    folds!("{}{:.*}", 1, 2, 1.5);
    folds!("{:1$}{1}", 1, 2);
    folds!("{a}{b}{a}"; a = "α", b = 2);
    folds!(ln "{a}"; a = "");
    folds!("é{}ü{{}}", "✓");
    let mut rec = Rec::default();
    writeln!(rec).expect("compiled");
    assert_eq!(show(&rec.calls), ["\n"]);
    assert_eq!(show(&runtime("", &[], &[], true, &[])), ["\n"]);
}

/// Literal text of exactly `n` copies of `$s`, built at compile time.
macro_rules! x10 {
    ($s:expr) => {
        concat!($s, $s, $s, $s, $s, $s, $s, $s, $s, $s)
    };
}

macro_rules! a10000 {
    () => {
        x10!(x10!(x10!(x10!("a"))))
    };
}

macro_rules! a70000 {
    () => {
        concat!(
            a10000!(),
            a10000!(),
            a10000!(),
            a10000!(),
            a10000!(),
            a10000!(),
            a10000!()
        )
    };
}

macro_rules! e35000 {
    () => {
        concat!(
            x10!(x10!(x10!(x10!("é")))),
            x10!(x10!(x10!(x10!("é")))),
            x10!(x10!(x10!(x10!("é")))),
            x10!(x10!(x10!("é"))),
            x10!(x10!(x10!("é"))),
            x10!(x10!(x10!("é"))),
            x10!(x10!(x10!("é"))),
            x10!(x10!(x10!("é")))
        )
    };
}

#[test]
fn long_literals_are_cut_only_around_runtime_placeholders() {
    let lens = |calls: &[Vec<u8>]| calls.iter().map(Vec::len).collect::<Vec<_>>();
    folds!(concat!(a70000!(), "{}"), C);
    folds!(concat!(a70000!(), "{}", a70000!()), C);
    folds!(concat!("{}", a70000!(), a70000!()), C);
    folds!(concat!(a70000!(), "{}"), 3);
    folds!(a70000!());
    folds!("{}", a70000!());
    folds!(ln concat!(a70000!(), "{}"), C);
    folds!(concat!(e35000!(), "{}"), C);
    folds!(concat!(e35000!(), "{}{{", e35000!(), "}}{}"), C, 'c');

    // The shape, explicitly (report R1/R3).
    let mut rec = Rec::default();
    write!(rec, concat!(a70000!(), "{}"), std::hint::black_box(42)).expect("compiled");
    assert_eq!(lens(&rec.calls), [65_535, 4_465, 2]);
    let mut rec = Rec::default();
    write!(rec, concat!(e35000!(), "{}"), std::hint::black_box(42)).expect("compiled");
    // 65535 is odd: the cut falls back to the char boundary before it.
    assert_eq!(lens(&rec.calls), [65_534, 4_466, 2]);
    let mut rec = Rec::default();
    write!(rec, a70000!()).expect("compiled");
    assert_eq!(lens(&rec.calls), [70_000]);
}

fn lowering(
    template: &str,
    positional: &[ArgSyntax],
    named: &[(&str, ArgSyntax)],
    newline: bool,
) -> Lowering {
    let parts = parse_template(template).expect("parses");
    let named: Vec<(String, ArgSyntax)> = named
        .iter()
        .map(|(n, s)| ((*n).to_owned(), s.clone()))
        .collect();
    lower(&parts, positional, &named, newline).expect("lowers")
}

fn lowered(template: &str, positional: &[ArgSyntax], newline: bool) -> Lowered {
    lowering(template, positional, &[], newline).lowered
}

fn lit(s: &str) -> Piece {
    Piece::Literal(s.to_owned())
}

fn int(s: &str) -> ArgSyntax {
    ArgSyntax::Int(s.to_owned())
}

fn string(s: &str) -> ArgSyntax {
    ArgSyntax::Str(s.to_owned())
}

const DISPLAY: FormatSpec = FormatSpec {
    fill: ' ',
    align: None,
    sign: None,
    alternate: false,
    zero_pad: false,
    debug_hex: None,
    width: None,
    precision: None,
    format_trait: FmtTrait::Display,
};

const DEBUG: FormatSpec = FormatSpec {
    format_trait: FmtTrait::Debug,
    ..DISPLAY
};

fn arg(i: usize) -> Piece {
    Piece::Arg {
        arg: i,
        spec: DISPLAY,
    }
}

use ArgSyntax::Other;

#[test]
fn lowered_values() {
    assert_eq!(
        lowered("line {} of {}", &[Other, int("3")], true),
        Lowered::Pieces(vec![lit("line "), arg(0), lit(" of 3\n")])
    );
    assert_eq!(
        lowered("{} {}", &[int("1"), int("2")], false),
        Lowered::Constant("1 2".into())
    );
    assert_eq!(
        lowered("{} {}", &[int("1"), int("2")], true),
        Lowered::Constant("1 2\n".into())
    );
    assert_eq!(
        lowered("a{}b", &[string("")], false),
        Lowered::Constant("ab".into())
    );
    assert_eq!(
        lowered("{:?}", &[string("s")], false),
        Lowered::Pieces(vec![Piece::Arg {
            arg: 0,
            spec: DEBUG
        }])
    );
    assert_eq!(
        lowered("a{}b", &[Other], false),
        Lowered::Pieces(vec![lit("a"), arg(0), lit("b")])
    );
    // `-3` is a unary minus applied to a literal: the caller passes `Other`.
    assert_eq!(
        lowered("{}", &[int("3000000000")], false),
        Lowered::Pieces(vec![arg(0)])
    );
    assert_eq!(
        lowered("{}", &[int("3000000000u32")], false),
        Lowered::Constant("3000000000".into())
    );
    assert_eq!(
        lowered("{}", &[int("1_000")], false),
        Lowered::Constant("1000".into())
    );
    assert_eq!(
        lowered("a{{b{}c{{", &[Other], false),
        Lowered::Pieces(vec![lit("a{b"), arg(0), lit("c{")])
    );
    assert_eq!(lowered("", &[], false), Lowered::Constant(String::new()));
    assert_eq!(lowered("", &[], true), Lowered::Constant("\n".into()));
    assert_eq!(
        lowered("{}", &[string("")], false),
        Lowered::Constant(String::new())
    );
    assert_eq!(
        lowered("{}", &[Other], true),
        Lowered::Pieces(vec![arg(0), lit("\n")])
    );
    assert_eq!(
        lowered("{0}{0:?}", &[string("s")], false),
        Lowered::Pieces(vec![
            lit("s"),
            Piece::Arg {
                arg: 0,
                spec: DEBUG
            }
        ])
    );
    assert_eq!(
        lowered("{}{}{}", &[string(""), Other, string("")], false),
        Lowered::Pieces(vec![arg(1)])
    );
    let big = "a".repeat(70_000);
    assert_eq!(
        lowered(&format!("{big}{{}}"), &[Other], false),
        Lowered::Pieces(vec![lit(&big[..65_535]), lit(&big[65_535..]), arg(0)])
    );
    assert_eq!(
        lowered(&format!("{big}{{}}"), &[string("x")], true),
        Lowered::Constant(format!("{big}x\n"))
    );
    assert_eq!(
        lowered("{}", &[string(&big)], false),
        Lowered::Constant(big.clone())
    );
}

#[test]
fn lowered_specs_and_counts() {
    let l = lowering(
        "{:*^+#010.3e} {:.*} {x:w$?} {:1$x?}",
        &[Other, Other, Other, Other],
        &[("w", Other)],
        false,
    );
    assert_eq!(l.captures, ["x"]);
    assert_eq!(l.count_args, [1, 4]);
    assert_eq!(l.arg_count(4, 1), 6);
    let Lowered::Pieces(pieces) = l.lowered else {
        panic!("pieces");
    };
    assert_eq!(
        pieces,
        vec![
            Piece::Arg {
                arg: 0,
                spec: FormatSpec {
                    fill: '*',
                    align: Some(Align::Center),
                    sign: Some(Sign::Plus),
                    alternate: true,
                    zero_pad: true,
                    width: Some(Count::Literal(10)),
                    precision: Some(Count::Literal(3)),
                    format_trait: FmtTrait::LowerExp,
                    ..DISPLAY
                }
            },
            lit(" "),
            Piece::Arg {
                arg: 2,
                spec: FormatSpec {
                    precision: Some(Count::Arg(1)),
                    ..DISPLAY
                }
            },
            lit(" "),
            Piece::Arg {
                arg: 5,
                spec: FormatSpec {
                    width: Some(Count::Arg(4)),
                    ..DEBUG
                }
            },
            lit(" "),
            Piece::Arg {
                arg: 3,
                spec: FormatSpec {
                    width: Some(Count::Arg(1)),
                    debug_hex: Some(bufscope_sim::format::spec::DebugHex::Lower),
                    ..DEBUG
                }
            },
        ]
    );
}

#[test]
fn parsed_template() {
    let parts = parse_template("a{{{0:>+#08.2$x}}} {name:?} {: ^.*}é").expect("parses");
    let TemplatePart::Placeholder(p) = &parts[1] else {
        panic!("placeholder");
    };
    assert_eq!(parts[0], TemplatePart::Literal("a{".into()));
    assert_eq!(p.position, Position::Index(0));
    assert_eq!(p.fill, None);
    assert_eq!(p.align, Some(Align::Right));
    assert_eq!(p.sign, Some(Sign::Plus));
    assert!(p.alternate && p.zero_pad);
    assert_eq!(p.width, Some(CountSyntax::Literal(8)));
    assert_eq!(p.precision, Some(CountSyntax::Index(2)));
    assert_eq!(p.format_trait, FmtTrait::LowerHex);
    assert_eq!(p.span, 3..16);
    assert_eq!(parts[2], TemplatePart::Literal("} ".into()));
    let TemplatePart::Placeholder(named) = &parts[3] else {
        panic!("placeholder");
    };
    assert_eq!(named.position, Position::Name("name".into()));
    assert_eq!(named.format_trait, FmtTrait::Debug);
    let TemplatePart::Placeholder(star) = &parts[5] else {
        panic!("placeholder");
    };
    // `.*` takes the precision first, then the value.
    assert_eq!(star.precision, Some(CountSyntax::Star(0)));
    assert_eq!(star.position, Position::Implicit(1));
    assert_eq!(star.fill, Some(' '));
    assert_eq!(parts[6], TemplatePart::Literal("é".into()));
    assert_eq!(parts.len(), 7);
}

#[test]
fn integer_literal_tokens() {
    assert_eq!(parse_int_literal("3"), Some((3, i32::MAX as u128)));
    assert_eq!(parse_int_literal("0x10"), Some((16, i32::MAX as u128)));
    assert_eq!(parse_int_literal("0xffu8"), Some((255, 255)));
    assert_eq!(
        parse_int_literal("0x1f32"),
        Some((0x1f32, i32::MAX as u128))
    );
    assert_eq!(
        parse_int_literal("1_000_usize"),
        Some((1000, u64::MAX as u128))
    );
    assert_eq!(
        parse_int_literal("0b1010_i64"),
        Some((10, i64::MAX as u128))
    );
    assert_eq!(parse_int_literal("1e3"), None);
    assert_eq!(parse_int_literal("2f32"), None);
    assert_eq!(parse_int_literal("1.5"), None);
    assert_eq!(parse_int_literal("0x"), None);
    assert_eq!(parse_int_literal("0b102"), None);
    assert_eq!(parse_int_literal("-3"), None);
    assert_eq!(
        parse_int_literal("340282366920938463463374607431768211456"),
        None
    );
}
