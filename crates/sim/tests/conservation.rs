//! Property: whatever stack a script builds and however it ends, every byte it wrote either
//! reached the device, in order, or is reported lost. And nothing panics.

use bufscope_sim::kernel::Environment;
use bufscope_sim::run::run;
use bufscope_sim::script::interpreter::Limits;
use proptest::prelude::*;

#[derive(Debug, Clone)]
enum Layer {
    BufWriter(usize),
    LineWriter(usize),
}

#[derive(Debug, Clone)]
enum Op {
    WriteAll(String),
    Writeln(String),
    Flush,
}

#[derive(Debug, Clone, Copy)]
enum End {
    Return,
    Exit,
    Forget,
}

fn layer() -> impl Strategy<Value = Layer> {
    prop_oneof![
        (0usize..40).prop_map(Layer::BufWriter),
        (0usize..40).prop_map(Layer::LineWriter)
    ]
}

fn op() -> impl Strategy<Value = Op> {
    let text = "[a-z\n]{0,50}";
    prop_oneof![
        4 => text.prop_map(Op::WriteAll),
        2 => "[a-z]{0,20}".prop_map(Op::Writeln),
        1 => Just(Op::Flush),
    ]
}

fn end() -> impl Strategy<Value = End> {
    prop_oneof![Just(End::Return), Just(End::Exit), Just(End::Forget)]
}

/// The script, and the bytes it writes in order.
fn script(layers: &[Layer], ops: &[Op], end: End) -> (String, String) {
    let mut stack = "File::create(\"out.txt\")?".to_string();
    for layer in layers {
        stack = match layer {
            Layer::BufWriter(capacity) => format!("BufWriter::with_capacity({capacity}, {stack})"),
            Layer::LineWriter(capacity) => {
                format!("LineWriter::with_capacity({capacity}, {stack})")
            }
        };
    }
    let mut body = format!("    let mut w = {stack};\n");
    let mut written = String::new();
    for op in ops {
        match op {
            Op::WriteAll(text) => {
                body.push_str(&format!("    w.write_all({text:?}.as_bytes())?;\n"));
                written.push_str(text);
            }
            Op::Writeln(text) => {
                body.push_str(&format!("    writeln!(w, \"{{}}\", {text:?})?;\n"));
                written.push_str(text);
                written.push('\n');
            }
            Op::Flush => body.push_str("    w.flush()?;\n"),
        }
    }
    match end {
        End::Return => {}
        End::Exit => body.push_str("    std::process::exit(0);\n"),
        End::Forget => body.push_str("    std::mem::forget(w);\n"),
    }
    let program = format!(
        "use std::fs::File;\nuse std::io::{{BufWriter, LineWriter, Write}};\n\nfn main() -> std::io::Result<()> {{\n{body}    Ok(())\n}}\n"
    );
    (program, written)
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 300, .. ProptestConfig::default() })]

    #[test]
    fn every_written_byte_reaches_the_file_in_order_or_is_reported_lost(
        layers in prop::collection::vec(layer(), 0..4),
        ops in prop::collection::vec(op(), 0..25),
        end in end(),
    ) {
        let (program, written) = script(&layers, &ops, end);
        let report = run(&program, &Environment::default(), Limits::default())
            .map_err(|e| TestCaseError::fail(format!("{e}\n{program}")))?;
        let file = report.files.get("out.txt").cloned().unwrap_or_default();
        let lost: usize = report.lost.iter().map(|l| l.bytes).sum();
        prop_assert!(written.as_bytes().starts_with(&file), "the file is not a prefix of what was written\n{}", program);
        prop_assert_eq!(file.len() + lost, written.len(), "device {} + lost {} != written\n{}", file.len(), lost, program);
        if matches!(end, End::Return) {
            prop_assert_eq!(lost, 0);
        }
    }
}
