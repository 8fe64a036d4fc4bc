//! ```` ```bufscope ```` blocks: a live playground preset with a script.
//!
//! The script carries its own settings in the simulator's `// bufscope:` header lines
//! ([`bufscope_sim::header`]). An optional first line `// widget: id=<id> title="…"` names the
//! widget (for links and embedding); it is metadata, not part of the script.
//!
//! The compare form: a line `// compare: <change>, <change>…` right after it (or first) makes
//! the widget a comparison of the script (A) with B, the script with those changes made
//! ([`crate::script_change`]: `stdout-file`, `bufwriter`, `bufreader`, `stderr-like-stdout`,
//! `flush-once`, `linewriter-to-bufwriter`, `capacity-x8`). The line stays the script's first,
//! a comment to the simulator, so the page (which receives the script alone) finds it there and
//! opens the widget comparing; each change must have something to edit in the script.

use crate::script_change::{ScriptChange, apply_all};

use bufscope_sim::header::environment_from_header;
use bufscope_sim::kernel::Environment;
use bufscope_sim::run::{Ending, RunReport, run};
use bufscope_sim::script::interpreter::Limits;

/// A live playground embedded in a lesson.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Widget {
    /// Unique in the course: given by `// widget: id=…`, else `<slug>-widget-<n>` (1-based).
    pub id: String,
    pub title: Option<String>,
    /// The script as the reader first sees it, `// bufscope:` header lines included.
    pub script: String,
    /// The 1-based line of the block's opening fence in the lesson file.
    pub line: usize,
    /// The compare form: B is the script with these changes made.
    pub compare: Option<Vec<ScriptChange>>,
}

/// The line that starts the compare form.
pub const COMPARE_PREFIX: &str = "// compare:";

/// The changes a script's first line `// compare: a, b` names, or why one cannot be read.
pub fn compare_line(script: &str) -> Option<Result<Vec<ScriptChange>, String>> {
    let ids = script.lines().next()?.trim().strip_prefix(COMPARE_PREFIX)?;
    Some(
        ids.split(',')
            .map(str::trim)
            .map(|id| {
                ScriptChange::from_id(id).ok_or_else(|| {
                    format!(
                        "unknown change `{id}` in `{COMPARE_PREFIX}` ({})",
                        ScriptChange::ids()
                    )
                })
            })
            .collect(),
    )
}

impl Widget {
    /// Reads a block body; `default_id` is used when the block names no id.
    pub(crate) fn parse(body: &str, default_id: String, line: usize) -> Result<Widget, String> {
        let (meta, script) = match body.split_once('\n') {
            Some((first, rest)) if first.trim_start().starts_with("// widget:") => {
                (Some(first), rest)
            }
            _ => (None, body),
        };
        let mut widget = Widget {
            id: default_id,
            title: None,
            script: script.to_string(),
            line,
            compare: None,
        };
        if let Some(meta) = meta {
            let settings = meta.trim_start().trim_start_matches("// widget:");
            for (key, value) in key_values(settings)? {
                match key.as_str() {
                    "id" => widget.id = value,
                    "title" => widget.title = Some(value),
                    other => {
                        return Err(format!("unknown widget setting `{other}` (id, title)"));
                    }
                }
            }
        }
        if widget.script.trim().is_empty() {
            return Err("the widget has no script".into());
        }
        if let Some(changes) = compare_line(&widget.script) {
            let changes = changes?;
            let (_, applied) = apply_all(&widget.script, &changes);
            if let Some(idle) = changes.iter().find(|c| !applied.contains(c)) {
                return Err(format!(
                    "the change `{}` has nothing to edit in this script",
                    idle.id()
                ));
            }
            widget.compare = Some(changes);
        }
        Ok(widget)
    }

    /// The simulated environment the script's header asks for (terminal by default).
    pub fn environment(&self) -> Result<Environment, String> {
        environment_from_header(&self.script, Environment::default())
    }

    /// Runs the script as the widget first shows it.
    pub fn run(&self) -> Result<RunReport, String> {
        run_script(&self.script)
    }

    /// B of the compare form: the script with its changes made.
    pub fn script_b(&self) -> Option<String> {
        self.compare
            .as_ref()
            .map(|changes| apply_all(&self.script, changes).0)
    }
}

/// Runs a script in the environment its header describes; rejections become their message.
pub fn run_script(script: &str) -> Result<RunReport, String> {
    let environment = environment_from_header(script, Environment::default())
        .map_err(|message| format!("settings: {message}"))?;
    run(script, &environment, Limits::default()).map_err(|error| error.to_string())
}

/// Runs a script; a run the simulator had to stop is an error, every other ending an answer.
pub(crate) fn run_to_an_end(script: &str) -> Result<RunReport, String> {
    let report = run_script(script)?;
    if let Ending::Stopped(error) = &report.ending {
        return Err(format!("the simulator stopped the run: {error}"));
    }
    Ok(report)
}

/// `key=value key="quoted value"` pairs.
fn key_values(text: &str) -> Result<Vec<(String, String)>, String> {
    let mut pairs = Vec::new();
    let mut rest = text.trim_start();
    while !rest.is_empty() {
        let (key, after) = rest
            .split_once('=')
            .ok_or_else(|| format!("`{rest}` is not KEY=VALUE"))?;
        let (value, after) = if let Some(quoted) = after.strip_prefix('"') {
            let end = quoted
                .find('"')
                .ok_or_else(|| format!("unclosed quote after `{key}=`"))?;
            (&quoted[..end], &quoted[end + 1..])
        } else {
            let end = after.find(char::is_whitespace).unwrap_or(after.len());
            (&after[..end], &after[end..])
        };
        pairs.push((key.trim().to_string(), value.to_string()));
        rest = after.trim_start();
    }
    Ok(pairs)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_widget_line_names_it_and_is_not_part_of_the_script() {
        let body = "// widget: id=poem title=\"The poem, line by line\"\n// bufscope: stdout=file\nprintln!(\"x\");\n";
        assert_eq!(
            Widget::parse(body, "l-widget-1".into(), 12),
            Ok(Widget {
                id: "poem".into(),
                title: Some("The poem, line by line".into()),
                script: "// bufscope: stdout=file\nprintln!(\"x\");\n".into(),
                line: 12,
                compare: None,
            })
        );
    }

    #[test]
    fn without_a_widget_line_the_default_id_is_used() {
        let widget = Widget::parse("println!(\"x\");\n", "l-widget-2".into(), 3).expect("valid");
        assert_eq!(
            (widget.id.as_str(), widget.title, widget.script.as_str()),
            ("l-widget-2", None, "println!(\"x\");\n")
        );
    }

    #[test]
    fn unknown_settings_and_empty_scripts_are_errors() {
        assert_eq!(
            Widget::parse("// widget: size=3\nprintln!();\n", "w".into(), 1),
            Err("unknown widget setting `size` (id, title)".to_string())
        );
        assert_eq!(
            Widget::parse("// widget: id=a\n\n", "w".into(), 1),
            Err("the widget has no script".to_string())
        );
    }

    #[test]
    fn the_compare_form_names_the_changes_that_make_b() {
        let body = "// widget: id=c\n// compare: stdout-file, bufwriter\nprintln!(\"x\");\n";
        let widget = Widget::parse(body, "w".into(), 1).expect("valid");
        assert_eq!(
            widget.compare,
            Some(vec![
                ScriptChange::StdoutToFile,
                ScriptChange::WrapBufWriter
            ])
        );
        assert_eq!(
            widget.script_b().as_deref(),
            Some(
                "// bufscope: stdout=file\n// compare: stdout-file, bufwriter\nuse std::io::Write;\nlet mut out = std::io::BufWriter::new(std::io::stdout().lock());\nwriteln!(out, \"x\").unwrap();\n"
            )
        );
        assert_eq!(
            Widget::parse("// compare: flush-once\nprintln!();\n", "w".into(), 1),
            Err("the change `flush-once` has nothing to edit in this script".to_string())
        );
        assert_eq!(
            Widget::parse("// compare: faster\nprintln!();\n", "w".into(), 1),
            Err("unknown change `faster` in `// compare:` (stdout-file, bufwriter, bufreader, stderr-like-stdout, flush-once, linewriter-to-bufwriter, capacity-x8)".to_string())
        );
    }

    #[test]
    fn the_header_sets_the_environment_of_the_run() {
        let widget = Widget::parse(
            "// bufscope: stdout=null\nprintln!(\"hi\");\n",
            "w".into(),
            1,
        )
        .expect("valid");
        let report = widget.run().expect("runs");
        // On /dev/null the bytes are accepted and vanish: the terminal stays empty.
        assert_eq!(
            (report.totals.all.calls, report.terminal_screen.as_str()),
            (1, "")
        );
    }
}
