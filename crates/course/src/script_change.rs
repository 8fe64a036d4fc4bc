//! The changes Compare offers: each one a real edit of a script's text, so script B is a script
//! the learner can read, edit and export, not a setting hidden beside it.
//!
//! Which changes a script is offered is computed from the script: [`ScriptChange::apply`] gives
//! `None` where the change has nothing to edit. The edits work on the text (the page's wasm
//! must not link the parser); [`code_mask`] keeps them out of comments and string literals, and
//! the simulator's checker judges the result like any script, with a located message.
//!
//! Lessons name changes in the compare form of a widget (`// compare: bufwriter`, see
//! [`crate::widget`]), and the page names them in links (`compare=stdout-file,bufwriter`): the
//! ids below are part of the link format and never change.

mod edits;
mod text_scan;

use edits::{
    capacity_times_8, flush_once, linewriter_to_bufwriter, reroute, stdout_to_file, wrap_calls,
};
pub use text_scan::code_mask;

/// One edit that turns script A into script B.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum ScriptChange {
    /// Sets the `// bufscope: stdout=` header to `file`.
    StdoutToFile,
    /// Wraps each `File::create(…)` in a `BufWriter`, or, with no file, sends `println!` and
    /// `print!` through a `BufWriter` over the locked stdout.
    WrapBufWriter,
    /// Wraps each `File::open(…)` in a `BufReader`.
    WrapBufReader,
    /// Sends `eprintln!` and `eprint!` through a `LineWriter` over stderr, as stdout's are.
    StderrLikeStdout,
    /// Moves a `flush()` out of the loop it runs in, to after the loop.
    FlushOnce,
    /// Every `LineWriter` becomes a `BufWriter`.
    LineWriterToBufWriter,
    /// Every `BufWriter`, `LineWriter` and `BufReader` gets eight times its capacity.
    CapacityTimes8,
}

impl ScriptChange {
    /// Every change, in the order the page offers them.
    pub const ALL: [ScriptChange; 7] = [
        ScriptChange::StdoutToFile,
        ScriptChange::WrapBufWriter,
        ScriptChange::WrapBufReader,
        ScriptChange::StderrLikeStdout,
        ScriptChange::FlushOnce,
        ScriptChange::LineWriterToBufWriter,
        ScriptChange::CapacityTimes8,
    ];

    /// Its name in links and lessons.
    pub fn id(self) -> &'static str {
        match self {
            ScriptChange::StdoutToFile => "stdout-file",
            ScriptChange::WrapBufWriter => "bufwriter",
            ScriptChange::WrapBufReader => "bufreader",
            ScriptChange::StderrLikeStdout => "stderr-like-stdout",
            ScriptChange::FlushOnce => "flush-once",
            ScriptChange::LineWriterToBufWriter => "linewriter-to-bufwriter",
            ScriptChange::CapacityTimes8 => "capacity-x8",
        }
    }

    /// What the learner picks.
    pub fn label(self) -> &'static str {
        match self {
            ScriptChange::StdoutToFile => "stdout to a file",
            ScriptChange::WrapBufWriter => "wrap in a BufWriter",
            ScriptChange::WrapBufReader => "wrap in a BufReader",
            ScriptChange::StderrLikeStdout => "stderr like stdout",
            ScriptChange::FlushOnce => "flush per line → once",
            ScriptChange::LineWriterToBufWriter => "LineWriter → BufWriter",
            ScriptChange::CapacityTimes8 => "capacity ×8",
        }
    }

    pub fn from_id(id: &str) -> Option<ScriptChange> {
        ScriptChange::ALL.into_iter().find(|c| c.id() == id)
    }

    /// Every id, for messages.
    pub fn ids() -> String {
        ScriptChange::ALL.map(ScriptChange::id).join(", ")
    }

    /// The script with this change made, or `None` when the script has nothing it applies to.
    pub fn apply(self, script: &str) -> Option<String> {
        match self {
            ScriptChange::StdoutToFile => stdout_to_file(script),
            ScriptChange::WrapBufWriter => wrap_calls(script, "File::create(", "BufWriter")
                .or_else(|| {
                    reroute(
                        script,
                        &[("println!", "writeln!"), ("print!", "write!")],
                        "out",
                        "std::io::BufWriter::new(std::io::stdout().lock())",
                    )
                }),
            ScriptChange::WrapBufReader => wrap_calls(script, "File::open(", "BufReader"),
            ScriptChange::StderrLikeStdout => reroute(
                script,
                &[("eprintln!", "writeln!"), ("eprint!", "write!")],
                "err",
                "std::io::LineWriter::new(std::io::stderr())",
            ),
            ScriptChange::FlushOnce => flush_once(script),
            ScriptChange::LineWriterToBufWriter => linewriter_to_bufwriter(script),
            ScriptChange::CapacityTimes8 => capacity_times_8(script),
        }
    }

    /// The changes `script` can take, in [`ScriptChange::ALL`]'s order.
    pub fn offered(script: &str) -> Vec<ScriptChange> {
        ScriptChange::ALL
            .into_iter()
            .filter(|c| c.apply(script).is_some())
            .collect()
    }
}

/// `changes` made one after the other to `script`; a change with nothing to edit is skipped
/// and left out of the list returned with the result.
pub fn apply_all(script: &str, changes: &[ScriptChange]) -> (String, Vec<ScriptChange>) {
    let mut text = script.to_string();
    let mut applied = Vec::new();
    for &change in changes {
        if let Some(next) = change.apply(&text) {
            text = next;
            applied.push(change);
        }
    }
    (text, applied)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn applied(change: ScriptChange, script: &str) -> String {
        change.apply(script).expect("applies")
    }

    #[test]
    fn stdout_is_not_rerouted_past_a_closure_kept_in_a_local() {
        let script = "let show = || println!(\"a\");\nshow();\nprintln!(\"b\");\n";
        assert_eq!(ScriptChange::WrapBufWriter.apply(script), None);
        let script = "let show = move |x: u8| eprintln!(\"{x}\");\nshow(1);\n";
        assert_eq!(ScriptChange::StderrLikeStdout.apply(script), None);
    }

    #[test]
    fn stdout_to_a_file_rewrites_the_header_or_adds_one() {
        assert_eq!(
            applied(
                ScriptChange::StdoutToFile,
                "// bufscope: stdout=terminal stderr=pipe\nprintln!(\"a\");\n"
            ),
            "// bufscope: stdout=file stderr=pipe\nprintln!(\"a\");\n"
        );
        assert_eq!(
            applied(ScriptChange::StdoutToFile, "println!(\"a\");\n"),
            "// bufscope: stdout=file\nprintln!(\"a\");\n"
        );
        assert_eq!(
            ScriptChange::StdoutToFile.apply("// bufscope: stdout=file\n"),
            None
        );
    }

    #[test]
    fn a_file_is_wrapped_with_its_question_mark() {
        let script = "use std::fs::File;\nlet mut f = File::create(\"out.txt\")?;\nlet g = std::io::BufWriter::new(File::create(\"b\")?);\n";
        assert_eq!(
            applied(ScriptChange::WrapBufWriter, script),
            "use std::fs::File;\nlet mut f = std::io::BufWriter::new(File::create(\"out.txt\")?);\nlet g = std::io::BufWriter::new(File::create(\"b\")?);\n"
        );
        assert_eq!(
            applied(
                ScriptChange::WrapBufReader,
                "let f = std::fs::File::open(\"d\").unwrap();\n"
            ),
            "let f = std::io::BufReader::new(std::fs::File::open(\"d\").unwrap());\n"
        );
    }

    #[test]
    fn println_goes_through_a_bufwriter_declared_before_its_loop() {
        let script = "// bufscope: stdout=file\n// a note: println!(\"x\")\nfor i in 1..=3 {\n    println!(\"{}\", i);\n    println!();\n}\n";
        assert_eq!(
            applied(ScriptChange::WrapBufWriter, script),
            "// bufscope: stdout=file\n// a note: println!(\"x\")\nuse std::io::Write;\nlet mut out = std::io::BufWriter::new(std::io::stdout().lock());\nfor i in 1..=3 {\n    writeln!(out, \"{}\", i).unwrap();\n    writeln!(out).unwrap();\n}\n"
        );
    }

    #[test]
    fn in_main_the_writer_opens_the_body_and_write_is_not_imported_twice() {
        let script = "use std::io::{self, Write};\nfn main() {\n    eprintln!(\"a\");\n    io::stdout().flush().unwrap();\n}\n";
        assert_eq!(
            applied(ScriptChange::StderrLikeStdout, script),
            "use std::io::{self, Write};\nfn main() {\n    let mut err = std::io::LineWriter::new(std::io::stderr());\n    writeln!(err, \"a\").unwrap();\n    io::stdout().flush().unwrap();\n}\n"
        );
        // `println!` inside `eprintln!` is not a println.
        assert_eq!(
            ScriptChange::WrapBufWriter.apply("eprintln!(\"a\");\n"),
            None
        );
    }

    #[test]
    fn println_is_not_rerouted_where_fmt_write_holds_the_name_write() {
        // `use std::io::Write;` beside it would be E0252; `fmt::Write` alone does not let
        // `writeln!` reach an `io::Write`.
        let script = "use std::fmt::Write;\nlet mut s = String::new();\nwrite!(s, \"a\").unwrap();\nprintln!(\"{s}\");\n";
        assert_eq!(ScriptChange::WrapBufWriter.apply(script), None);
        let script = "use std::io::{self, Write};\nprintln!(\"a\");\n";
        assert_eq!(
            applied(ScriptChange::WrapBufWriter, script),
            "use std::io::{self, Write};\nlet mut out = std::io::BufWriter::new(std::io::stdout().lock());\nwriteln!(out, \"a\").unwrap();\n"
        );
    }

    #[test]
    fn the_import_goes_after_the_crate_s_inner_attributes() {
        let script = "#![allow(unused)]\nfn main() {\n    println!(\"a\");\n}\n";
        assert_eq!(
            applied(ScriptChange::WrapBufWriter, script),
            "#![allow(unused)]\nuse std::io::Write;\nfn main() {\n    let mut out = std::io::BufWriter::new(std::io::stdout().lock());\n    writeln!(out, \"a\").unwrap();\n}\n"
        );
    }

    #[test]
    fn a_flush_in_a_loop_moves_after_it() {
        let script = "fn main() -> std::io::Result<()> {\n    for i in 0..200 {\n        writeln!(w, \"{}\", i)?;\n        w.flush()?;\n    }\n    Ok(())\n}\n";
        assert_eq!(
            applied(ScriptChange::FlushOnce, script),
            "fn main() -> std::io::Result<()> {\n    for i in 0..200 {\n        writeln!(w, \"{}\", i)?;\n    }\n    w.flush()?;\n    Ok(())\n}\n"
        );
        assert_eq!(ScriptChange::FlushOnce.apply("w.flush()?;\n"), None);
    }

    #[test]
    fn linewriter_becomes_bufwriter_without_a_second_import() {
        assert_eq!(
            applied(
                ScriptChange::LineWriterToBufWriter,
                "use std::io::{LineWriter, Write};\nlet w = LineWriter::new(f);\n"
            ),
            "use std::io::{BufWriter, Write};\nlet w = BufWriter::new(f);\n"
        );
        assert_eq!(
            applied(
                ScriptChange::LineWriterToBufWriter,
                "use std::io::{BufWriter, LineWriter, Write};\nlet w = LineWriter::new(f);\n"
            ),
            "use std::io::{BufWriter, Write};\nlet w = BufWriter::new(f);\n"
        );
    }

    #[test]
    fn capacities_grow_eight_times() {
        assert_eq!(
            applied(
                ScriptChange::CapacityTimes8,
                "let a = BufWriter::new(f);\nlet b = BufReader::with_capacity(16, g);\nlet c = LineWriter::with_capacity(N, h);\n"
            ),
            "let a = BufWriter::with_capacity(65536, f);\nlet b = BufReader::with_capacity(128, g);\nlet c = LineWriter::with_capacity(8 * (N), h);\n"
        );
    }

    #[test]
    fn the_offer_follows_the_script() {
        assert_eq!(
            ScriptChange::offered("for i in 1..=3 {\n    println!(\"{}\", i);\n}\n"),
            [ScriptChange::StdoutToFile, ScriptChange::WrapBufWriter]
        );
        let (b, applied) = apply_all(
            "println!(\"a\");\n",
            &[ScriptChange::StdoutToFile, ScriptChange::FlushOnce],
        );
        assert_eq!(
            (b.as_str(), applied),
            (
                "// bufscope: stdout=file\nprintln!(\"a\");\n",
                vec![ScriptChange::StdoutToFile]
            )
        );
    }
}
