//! The runtime path (parse → lower → render through `core::fmt`) must make exactly the same
//! `write_all` calls as the compiled `write!` with the same format string and values.
//!
//! Every case below is written once: the `same!` macro expands it into the compiled macro
//! (values behind `black_box`, so nothing is folded) and into the runtime path (the template
//! as a runtime `&str`, the values as `FmtValue`s), and compares the complete call logs,
//! empty calls included.

use std::cell::Cell;
use std::hint::black_box;
use std::io::{self, BufWriter, LineWriter, Write};
use std::time::Duration;

use bufscope_sim::format::lower::{ArgSyntax, Lowered, Lowering, lower};
use bufscope_sim::format::render::{LoweredArgs, write_lowered, write_plain_i32};
use bufscope_sim::format::template::parse_template;
use bufscope_sim::format::value::FmtValue;

#[path = "support/recorder.rs"]
mod recorder;
use recorder::{Rec, show};

thread_local! {
    static CASES: Cell<usize> = const { Cell::new(0) };
    /// Cases the plain `i32` path was checked on as well.
    static PLAIN_CASES: Cell<usize> = const { Cell::new(0) };
}

/// `template` lowered for `values`, of which the last `named` are named arguments.
fn lowering_of(template: &str, named: &[&str], newline: bool, values: &[FmtValue]) -> Lowering {
    let parts = parse_template(template).expect("template parses");
    let positional = vec![ArgSyntax::Other; values.len() - named.len()];
    let named: Vec<(String, ArgSyntax)> = named
        .iter()
        .map(|n| ((*n).to_owned(), ArgSyntax::Other))
        .collect();
    let lowering = lower(&parts, &positional, &named, newline).expect("lowers");
    assert!(lowering.captures.is_empty());
    lowering
}

/// Runs the runtime path into `w`.
fn runtime_into<W: Write>(
    w: &mut W,
    template: &str,
    named: &[&str],
    newline: bool,
    values: &[FmtValue],
) {
    let lowering = lowering_of(template, named, newline, values);
    write_lowered(w, &lowering.lowered, values)
        .expect("values fit the placeholders")
        .expect("Rec never fails");
}

/// The runtime path's calls. When the template formats one `i32` plainly, the interpreter's
/// shortcut (`write_plain_i32`) must make the very same calls: checked here, and counted.
fn runtime(template: &str, named: &[&str], newline: bool, values: &[FmtValue]) -> Vec<Vec<u8>> {
    let mut rec = Rec::default();
    runtime_into(&mut rec, template, named, newline, values);
    let lowering = lowering_of(template, named, newline, values);
    if let ([FmtValue::I32(n)], true, Lowered::Pieces(pieces)) =
        (values, lowering.plain_first, &lowering.lowered)
    {
        let mut plain = Rec::default();
        write_plain_i32(&mut plain, pieces, *n).expect("Rec never fails");
        assert_eq!(
            show(&plain.calls),
            show(&rec.calls),
            "the plain i32 path differs for {template:?}"
        );
        PLAIN_CASES.with(|c| c.set(c.get() + 1));
    }
    rec.calls
}

fn check(template: &str, compiled: &[Vec<u8>], runtime: &[Vec<u8>]) {
    assert_eq!(
        show(runtime),
        show(compiled),
        "runtime path differs from the compiled macro for {template:?}"
    );
    CASES.with(|c| c.set(c.get() + 1));
}

/// `same!("{:5}", 42i32)`, `same!("{:>w$}", 42; w = 5usize)`.
macro_rules! same {
    ($fmt:literal $(, $v:expr)* $(; $($n:ident = $nv:expr),+)? $(,)?) => {{
        let mut rec = Rec::default();
        write!(rec, $fmt $(, black_box($v))* $($(, $n = black_box($nv))+)?).expect("compiled");
        let values: Vec<FmtValue> = vec![$(FmtValue::from($v),)* $($(FmtValue::from($nv),)+)?];
        let named: Vec<&str> = vec![$($(stringify!($n),)+)?];
        check($fmt, &rec.calls, &runtime($fmt, &named, false, &values));
    }};
}

/// Like `same!` with `writeln!`.
macro_rules! same_ln {
    ($fmt:literal $(, $v:expr)* $(,)?) => {{
        let mut rec = Rec::default();
        writeln!(rec, $fmt $(, black_box($v))*).expect("compiled");
        let values: Vec<FmtValue> = vec![$(FmtValue::from($v)),*];
        check($fmt, &rec.calls, &runtime($fmt, &[], true, &values));
    }};
}

/// Every template in the first list with every value in the second.
macro_rules! matrix {
    ([$($fmt:literal),* $(,)?], $vals:tt) => {
        $( matrix!(@one $fmt, $vals); )*
    };
    (@one $fmt:literal, [$($v:expr),* $(,)?]) => {
        $( same!($fmt, $v); )*
    };
}

fn cases_run() -> usize {
    CASES.with(Cell::get)
}

#[test]
fn report_q4_table() {
    let (i, neg, u, big) = (42i32, -42i32, 255u32, u64::MAX);
    let (s, q, c, ap) = ("hello world", "a\"b", 'x', '\'');
    let (st, st2) = (String::from("a\"b"), String::from("hello"));
    let (f, fi, fneg, b) = (1234.5678f64, 1.0f64, -2.5f64, true);
    let (abc, he, tab, uni) = ("abc", "héllo", "tab\there\n", "é✓");
    same!("{}", i);
    same!("{}", neg);
    same!("{}", big);
    same!("{:5}", i);
    same!("{:<5}", i);
    same!("{:^5}", i);
    same!("{:>5}", i);
    same!("{:05}", i);
    same!("{:05}", neg);
    same!("{:5}", neg);
    same!("{:<5}", neg);
    same!("{:+}", i);
    same!("{:+}", neg);
    same!("{:+5}", i);
    same!("{:+05}", i);
    same!("{:1}", i);
    same!("{:2}", i);
    same!("{:x}", u);
    same!("{:X}", u);
    same!("{:#x}", u);
    same!("{:#010x}", u);
    same!("{:010x}", u);
    same!("{:#6x}", u);
    same!("{:#b}", u);
    same!("{:o}", u);
    same!("{:x}", neg);
    same!("{:?}", i);
    same!("{:?}", neg);
    same!("{:5?}", i);
    same!("{:#?}", i);
    same!("{:>w$}", i; w = 7usize);
    same!("{:>1$}", i, 7usize);
    same!("{:?}", q);
    same!("{:?}", s);
    same!("{:?}", tab);
    same!("{:?}", uni);
    same!("{:?}", "");
    same!("{:12?}", abc);
    same!("{:?}", c);
    same!("{:?}", ap);
    same!("{:?}", st.clone());
    same!("{:?}", st2.clone());
    same!("{}", st2.clone());
    same!("{:e}", f);
    same!("{:E}", f);
    same!("{:e}", fi);
    same!("{:e}", i);
    same!("{:.2}", f);
    same!("{:8.2}", f);
    same!("{:08.2}", f);
    same!("{:<8.2}", f);
    same!("{:8.2}", fneg);
    same!("{:+.2}", f);
    same!("{:?}", f);
    same!("{}", f);
    same!("{:?}", fi);
    same!("{}", fi);
    same!("{}", fneg);
    same!("{:?}", fneg);
    same!("{:8}", f);
    same!("{:.0}", f);
    same!("{}", f64::NAN);
    same!("{:5}", f64::INFINITY);
    same!("{}", 1e21f64);
    same!("{}", 0.1f32);
    same!("{}", b);
    same!("{:>5}", b);
    same!("{:?}", b);
    same!("{}", c);
    same!("{:>3}", c);
    same!("{:<3}", c);
    same!("{:*^9}", abc);
    same!("{:*^9}", s);
    same!("{:*^8}", abc);
    same!("{:5}", abc);
    same!("{:>5}", abc);
    same!("{:.2}", abc);
    same!("{:5.2}", abc);
    same!("{:>7}", he);
    same!("{:é^7}", abc);
    same!("{}", he);
    same!("{}", s);
    same!("{:?}", vec![1u8, 2, 3]);
    same!("{:#?}", vec![1u8, 2, 3]);
    same!("{:?}", Vec::<u8>::new());
    same!("{:?}", [1i32, 2]);
    same!("{:?}", ["a", "b"]);
    same!("{:?}", Duration::from_millis(1500));
    same!("{:?}", Duration::new(2, 123_456));
    same!("{:?}", Duration::ZERO);
    same!("{:.1?}", Duration::from_millis(1500));
    same!("{:10?}", Duration::from_millis(1500));
    same!("{:?}", Duration::from_micros(1500));
    same!("{:?}", Duration::from_nanos(150));
    same!("{:?}", Some(5i32));
    same!("{:?}", None::<i32>);
    same!("{:#?}", Some(5i32));
    same!("{:?}", (1i32, "a"));
    same!("{:?}", ());
    same!("{:?}", Some("s"));
    same!("{:?}", Ok::<i32, ()>(1));
    assert!(cases_run() >= 100);
}

#[test]
fn report_extra_tables() {
    same!("a{{b{}c", 42i32);
    same!("{{{}}}", 42i32);
    same!("x{{{}", 42i32);
    same!("{}}}y", 42i32);
    same!("a{{b{}c{{d", 42i32);
    same!("a{}b", "");
    same!("{}", "");
    same!("{}", String::new());
    same!("{:+}", 0i32);
    same!("{:#010b}", 255u32);
    same!("{:^6}", 42i32);
    same!("{:-^6}", 42i32);
    same!("{}", 0.5f64);
    same!("{}", 100.0f64);
    same!("{}", 1e-7f64);
    same!("{:?}", 1e-7f64);
    same!("{}", 1e16f64);
    same!("{:?}", 1e16f64);
    same!("{:?}", 1e15f64);
    same!("{}", 123_456_789.0f64);
    same!("{}", -0.0f64);
    same!("{:.3}", 0.0005f64);
    same!("{:.1}", 0.05f64);
    same!("{:.2}", 1.0f64);
    same!("{:?}", -1e-7f64);
    same!("{}", 3.25f32);
    same!("{}", -5i64);
    same!("{}", i128::MIN);
    same!("{:?}", 7u8);
    same!("{:?}", '\n');
    same!("{:?}", "\u{200b}x");
    same!("{:?}", "é\0");
    same!("{:5}", String::from("hello"));
    same!("{:x?}", vec![1u8, 2, 3]);
    same!("{:#x?}", 255u8);
    same!("{:?}", vec!["a".to_string()]);
    same!("{:?}", "\t\t");
    same!("{:?}", "a\t\tb");
    same!("{:?}", "\t");
    same!("{:12?}", "a\tb");
    same!("{:5?}", 'x');
    same!("{:5?}", '\n');
    same!("{:?}", 'é');
    same!("{:?}", "it's");
    same!("{}", 1e100f64);
    same!("{:?}", 1e100f64);
    same!("{:.100}", 1.0f64);
    same!("{:e}", 1e100f64);
    same!("{:.3e}", 1.0f64);
    same!("{:e}", 0.00012f64);
    same!("{}", f64::MAX);
    same!("{}", 0.0f64);
    same!("{:?}", 0.0f64);
    same!("{:5}", 0.0f64);
    same!("{:05}", -1.5f64);
    same!("{:+08.2}", -1.5f64);
    same!("{:5?}", vec![1i32, 2]);
    same!("{:>4?}", Some(1i32));
    same!("{:5}", String::from("ab"));
    same!("{:.1}", String::from("ab"));
    same!("a{}b{}c", 1usize, 3i32);
    same!("a{}b{0}c{}d", 1usize, 3i32);
    same!("a{0}b{0}c", 1usize);
    same!("A{}B{}C{}D", 1i32, "two", '3');
    same!("{}{}", "a", 'b');
}

#[test]
fn integers_matrix() {
    matrix!(
        [
            "{}",
            "{:5}",
            "{:<5}",
            "{:^5}",
            "{:>5}",
            "{:05}",
            "{:+}",
            "{:+5}",
            "{:+05}",
            "{:-}",
            "{:-5}",
            "{:x}",
            "{:X}",
            "{:#x}",
            "{:#X}",
            "{:#010x}",
            "{:010x}",
            "{:#6x}",
            "{:b}",
            "{:#b}",
            "{:#034b}",
            "{:o}",
            "{:#o}",
            "{:e}",
            "{:E}",
            "{:.2e}",
            "{:+e}",
            "{:12.3E}",
            "{:012e}",
            "{:?}",
            "{:5?}",
            "{:#?}",
            "{:x?}",
            "{:#x?}",
            "{:X?}",
            "{:#X?}",
            "{:08?}",
            "{:+?}",
            "{:*^9}",
            "{:é>7}",
            "{:é<7x}",
            "{:.3}",
            "{:8.3}",
            "{:<}",
            "{:^}",
            "{:>}",
            "{:0}",
            "{:#}",
            "{:00}",
            "{:+#010b}",
            "{:^#12o}",
            "{:<-#05X}",
            "{:>0}",
            "{:0>7}",
            "{:}>7}",
            "{:{<7}",
            "{:\u{10FFFF}>6}",
            "{:\t^6}",
            "{:^+#08x?}",
            "{:>50}",
            "{:<40b}",
            "{:0<6}",
            "{:#<+12X}",
            "{:^1}",
            "{:x>+#012.4e}",
        ],
        [
            0i32,
            42i32,
            -42i32,
            i32::MIN,
            255u32,
            u64::MAX,
            -1i64,
            -1i8,
            255u8,
            -5i16,
            i128::MIN,
            u128::MAX,
            -1isize,
            usize::MAX,
            0u16,
            1_000_000i64,
            7usize,
            i64::MIN,
            isize::MIN,
            1u128 << 100,
        ]
    );
}

#[test]
fn floats_matrix() {
    matrix!(
        [
            "{}",
            "{:?}",
            "{:e}",
            "{:E}",
            "{:.2}",
            "{:8.2}",
            "{:08.2}",
            "{:<8.2}",
            "{:+.2}",
            "{:8}",
            "{:.0}",
            "{:+}",
            "{:05}",
            "{:+08.2}",
            "{:^12.3}",
            "{:*>12}",
            "{:é<10.1}",
            "{:.3e}",
            "{:12.3E}",
            "{:#?}",
            "{:.1?}",
            "{:10?}",
            "{:010?}",
            "{:-}",
            "{:#}",
            "{:.100}",
            "{:x>+#012.4e}",
            "{:0^9}",
            "{:#e}",
            "{:.0e}",
            "{:+?}",
            "{:<+08}",
            "{:.17}",
            "{:>30.20e}",
            "{:0}",
            "{:00}",
        ],
        [
            1234.5678f64,
            1.0f64,
            -2.5f64,
            0.0f64,
            -0.0f64,
            f64::NAN,
            f64::INFINITY,
            f64::NEG_INFINITY,
            1e21f64,
            0.1f32,
            1e-7f64,
            1e16f64,
            1e15f64,
            123_456_789.0f64,
            0.0005f64,
            1e100f64,
            f64::MAX,
            f64::MIN_POSITIVE,
            3.25f32,
            -1.5f32,
            f32::MAX,
            5e-324f64,
            -f64::NAN,
        ]
    );
}

#[test]
fn strings_matrix() {
    matrix!(
        [
            "{}",
            "{:5}",
            "{:>5}",
            "{:^5}",
            "{:*^9}",
            "{:.2}",
            "{:5.2}",
            "{:é^7}",
            "{:?}",
            "{:12?}",
            "{:#?}",
            "{:<12?}",
            "{:.1?}",
            "{:+}",
            "{:#}",
            "{:05}",
            "{:>05}",
            "{:}>8}",
            "{:{<8}",
            "{:0>8}",
            "{:.0}",
            "{:x>0}",
            "{:-^3}",
            "{:>20}",
            "{:^.3}",
            "{:*>12.5?}",
            "{:\u{10FFFF}^9}",
            "{: >9}",
            "{:0}",
            "{:<}",
        ],
        [
            "hello world",
            "a\"b",
            "abc",
            "héllo",
            "tab\there\n",
            "é✓",
            "",
            "\u{200b}x",
            "é\0",
            "\t\t",
            "a\t\tb",
            "it's",
            "\\",
            " ",
            "  spaced  ",
            "日本語",
            String::from("x"),
            "👍🏽",
            "e\u{301}",
            "\u{301}",
            "\x7f",
            "\r\n",
            "\u{10FFFF}",
            "{}",
            "\u{feff}bom",
        ]
    );
}

#[test]
fn chars_and_bools_matrix() {
    matrix!(
        [
            "{}",
            "{:>3}",
            "{:<3}",
            "{:*^5}",
            "{:?}",
            "{:5?}",
            "{:.0}",
            "{:#?}",
            "{:é>4}",
            "{: ^5}",
            "{:\u{10FFFF}<4}",
            "{:*>4?}",
            "{:^4.1}",
            "{:03}",
        ],
        [
            'x',
            '\'',
            '\n',
            ' ',
            'é',
            '"',
            '\u{200b}',
            '\0',
            '\u{10FFFF}',
            '*',
            '\\',
            '日',
            '\u{301}',
            true,
            false,
        ]
    );
}

#[test]
fn composite_debug_matrix() {
    matrix!(
        [
            "{:?}",
            "{:#?}",
            "{:5?}",
            "{:<5?}",
            "{:*>3?}",
            "{:x?}",
            "{:#x?}",
            "{:X?}",
            "{:#X?}",
            "{:08?}",
            "{:+?}",
            "{:.1?}",
            "{:#10.2?}",
            "{:é^4?}",
            "{: >3?}",
            "{:\u{10FFFF}^5?}",
        ],
        [
            vec![1u8, 2, 3],
            vec![-1i32, 300],
            vec!["a", "b c"],
            vec![' ', '*', 'x'],
            vec![1.5f64, -0.0],
            vec![vec![1i32], vec![]],
            Vec::<i32>::new(),
            Some(5i32),
            None::<i32>,
            Some(Some(' ')),
            Some(vec![Some(1u8)]),
            Ok::<i32, String>(1),
            Err::<i32, String>("boom".into()),
            (1i32, "a"),
            (1i32,),
            ((),),
            (' ', 1.0f64, vec![2u64]),
            (
                1u8, 2u8, 3u8, 4u8, 5u8, 6u8, 7u8, 8u8, 9u8, 10u8, 11u8, 12u8
            ),
            (),
            [Duration::from_millis(1500), Duration::ZERO],
            (Some(-1i64), None::<&str>),
        ]
    );
}

#[test]
fn duration_matrix() {
    matrix!(
        [
            "{:?}",
            "{:.1?}",
            "{:10?}",
            "{:>10?}",
            "{:*^12?}",
            "{:+?}",
            "{:#?}",
            "{:.0?}",
            "{:.12?}",
            "{:010?}",
            "{:<+14.3?}",
            "{:é>9?}",
        ],
        [
            Duration::from_millis(1500),
            Duration::new(2, 123_456),
            Duration::ZERO,
            Duration::from_nanos(150),
            Duration::from_micros(1500),
            Duration::MAX,
            Duration::new(59, 999_999_999),
            Duration::from_nanos(1),
            Duration::from_secs(3600),
        ]
    );
}

#[test]
fn dynamic_widths_and_precisions() {
    same!("{:1$}", 42i32, 8usize);
    same!("{:>1$}", "ab", 0usize);
    same!("{:.1$}", 1.23456f64, 3usize);
    same!("{:.*}", 2usize, 1.23456f64);
    same!("{:.*} {}", 2usize, 1.23456f64, 9i32);
    same!("{0:.*}", 3usize);
    same!("{:w$.p$}", 2.71f64; w = 10usize, p = 2usize);
    same!("{:^w$?}", vec![1i32]; w = 4usize);
    same!("{:*<w$}", "é"; w = 65535usize);
    same!("{:2$.1$}", 2.5f64, 4usize, 9usize);
    same!("{0:1$} {0:>2$}", "x", 3usize, 5usize);
    same!("{:0w$x}", 255u32; w = 0usize);
    same!("{:.p$e}", 12345i32; p = 1usize);
}

#[test]
fn several_placeholders_and_literals() {
    same!("a{}b{:?}c{:>4}d", 1i32, "q", 'z');
    same!("[{:5}|{:<5}|{:^5}]", 1u8, 2u16, 3u32);
    same!("{}{}{}", "", "", "");
    same!("{}", "{x}");
    same!(
        "x = {:+.3e}, y = {:#x?}, z = {:?}",
        1234.5f64,
        vec![255u8],
        Some("s")
    );
    same!("{1} {0} {1:?}", 1i32, "b");
    same!("{a} {b:>4} {a:?}"; a = "α", b = 2i32);
    same!("line {} of {}", 1usize, 3i32);
    same!("\u{10FFFF}{:>3}\u{10FFFF}", '\u{10FFFF}');
}

#[test]
fn newline_variants() {
    same_ln!("{}", 7i32);
    same_ln!("a{}b", 7i32);
    same_ln!("line {} of {}", 1usize, 3i32);
    same_ln!("{:?}", "q");
    same_ln!("");
    same_ln!("plain");
    same_ln!("{:>5}", 'c');
}

#[test]
fn inline_captures() {
    let x = 7i32;
    let name = "héllo";
    let w = 9usize;
    let mut rec = Rec::default();
    write!(rec, "a{x}b{name:>w$}c{x:?}{w}").expect("compiled");

    let template = "a{x}b{name:>w$}c{x:?}{w}";
    let parts = parse_template(template).expect("parses");
    let lowering = lower(&parts, &[], &[], false).expect("lowers");
    assert_eq!(lowering.captures, ["x", "name", "w"]);
    assert_eq!(lowering.count_args, [2]);
    let values: Vec<FmtValue> = lowering
        .captures
        .iter()
        .map(|c| match c.as_str() {
            "x" => FmtValue::from(x),
            "name" => FmtValue::from(name),
            _ => FmtValue::from(w),
        })
        .collect();
    let mut got = Rec::default();
    write_lowered(&mut got, &lowering.lowered, &values)
        .expect("values fit")
        .expect("no io error");
    check(template, &rec.calls, &got.calls);
}

#[test]
fn long_literals_with_a_placeholder() {
    let long = "a".repeat(70_000);
    let template = format!("{long}{{}}");
    let mut rec = Rec::default();
    // The compiled side needs a literal: build the expected calls from the report (R1).
    rec.calls.push(vec![b'a'; 65_535]);
    rec.calls.push(vec![b'a'; 4_465]);
    rec.calls.push(b"42".to_vec());
    check(
        &template,
        &rec.calls,
        &runtime(&template, &[], false, &[FmtValue::I32(42)]),
    );
}

/// Genuine buffered writers see the same thing as with the compiled macros.
#[test]
fn through_line_writer_and_buf_writer() {
    macro_rules! both {
        ($make:expr, $fmt:literal, $($v:expr),*) => {{
            let mut compiled = $make;
            writeln!(compiled, $fmt, $(black_box($v)),*).expect("compiled");
            write!(compiled, $fmt, $(black_box($v)),*).expect("compiled");
            let compiled = compiled.into_inner().expect("flushes");
            let mut ours = $make;
            let values = vec![$(FmtValue::from($v)),*];
            runtime_into(&mut ours, $fmt, &[], true, &values);
            runtime_into(&mut ours, $fmt, &[], false, &values);
            let ours = ours.into_inner().expect("flushes");
            check($fmt, &compiled.calls, &ours.calls);
        }};
    }
    both!(LineWriter::new(Rec::default()), "a{}b{:>4}c", 42i32, 42i32);
    both!(
        LineWriter::new(Rec::default()),
        "{:?}\n{:#?}",
        "x\ny",
        vec![1u8]
    );
    both!(
        LineWriter::with_capacity(8, Rec::default()),
        "{:>12}|{:?}",
        "abc",
        'q'
    );
    both!(
        BufWriter::with_capacity(4, Rec::default()),
        "{:*^9}{:+}",
        "ab",
        1.5f64
    );
    both!(BufWriter::new(Rec::default()), "{:#?}", (1i32, "a"));
}

/// A value formatted by a genuine `Formatter` inside a larger `format_args!`.
#[test]
fn lowered_args_nest_in_other_format_strings() {
    let parts = parse_template("<{:>4}>").expect("parses");
    let lowering = lower(&parts, &[ArgSyntax::Other], &[], false).expect("lowers");
    let Lowered::Pieces(pieces) = &lowering.lowered else {
        panic!("not constant");
    };
    let values = [FmtValue::I32(7)];
    let args = LoweredArgs::new(pieces, &values).expect("valid");
    assert_eq!(format!("[{args}]"), "[<   7>]");
    let mut rec = Rec::default();
    write!(rec, "[{args}]").expect("writes");
    assert_eq!(show(&rec.calls), ["[", "<", " ", " ", " ", "7", ">", "]"]);
}

/// Fails the call number `fail_at` (counting from 0) and logs every call it receives.
#[derive(Debug)]
struct FailAt {
    calls: Vec<Vec<u8>>,
    fail_at: usize,
}

impl Write for FailAt {
    fn write(&mut self, buf: &[u8]) -> io::Result<usize> {
        self.write_all(buf).map(|()| buf.len())
    }

    fn write_all(&mut self, buf: &[u8]) -> io::Result<()> {
        let n = self.calls.len();
        self.calls.push(buf.to_vec());
        if n == self.fail_at {
            Err(io::Error::other(format!("call {n} failed")))
        } else {
            Ok(())
        }
    }

    fn flush(&mut self) -> io::Result<()> {
        Ok(())
    }
}

/// A writer error stops the output at the same call, with the same error.
#[test]
fn writer_errors_stop_at_the_same_call() {
    macro_rules! failing {
        ($fmt:literal $(, $v:expr)*) => {
            for fail_at in 0..24 {
                let mut compiled = FailAt { calls: Vec::new(), fail_at };
                let expected = write!(compiled, $fmt $(, black_box($v))*).map_err(|e| e.to_string());
                let mut ours = FailAt { calls: Vec::new(), fail_at };
                let values = vec![$(FmtValue::from($v)),*];
                let parts = parse_template($fmt).expect("parses");
                let lowering =
                    lower(&parts, &vec![ArgSyntax::Other; values.len()], &[], false).expect("lowers");
                let got = write_lowered(&mut ours, &lowering.lowered, &values)
                    .expect("values fit")
                    .map_err(|e| e.to_string());
                assert_eq!(got, expected, "{:?} failing at {fail_at}", $fmt);
                check($fmt, &compiled.calls, &ours.calls);
            }
        };
    }
    failing!("a{}b{:>5}c", 42i32, "xy");
    failing!("{:#?}", vec![Some(1u8), None]);
    failing!("{:+010.3}|{:?}", -1.5f64, "q\"t\n");
    failing!("{:*^12?}", Duration::from_millis(1500));
}

/// `println!("{}", i)` and its kin: one `i32`, formatted only by plain `{}` and `{:?}`, takes
/// the interpreter's shortcut, which makes the compiled macro's calls (a minus sign is a call
/// of its own); any flag, other trait or second argument takes the general path.
#[test]
fn one_plain_i32_takes_the_shortcut_with_the_same_calls() {
    let before = PLAIN_CASES.with(Cell::get);
    for n in [0, 7, -1, -42, 1_000_000, i32::MIN, i32::MAX] {
        same!("{}", n);
        same!("{:?}", n);
        same!("n = {} units", n);
        same!("{0} and {0:?} again", n);
        same!("[{a}] [{a:?}]"; a = n);
        same_ln!("{}", n);
        same_ln!("{:?}!", n);
    }
    assert_eq!(PLAIN_CASES.with(Cell::get) - before, 7 * 7);

    let plain =
        |template: &str, values: &[FmtValue]| lowering_of(template, &[], false, values).plain_first;
    let one = [FmtValue::I32(5)];
    assert!(plain("x{0}y{0:?}z", &one));
    for template in [
        "{:>4}", "{:x}", "{:+}", "{:#?}", "{:04}", "{:.2}", "{:e}", "{:x?}",
    ] {
        assert!(!plain(template, &one), "{template:?} is not plain");
    }
    assert!(!plain("{} {}", &[FmtValue::I32(1), FmtValue::I32(2)]));
    assert!(!plain("{1}{0}", &[FmtValue::I32(1), FmtValue::I32(2)]));
    assert!(!plain("constant", &[]));
}
