//! ```` ```predict ```` blocks: a question about one or more scripts, answered by a query.
//!
//! ```text
//! id: stdout-writes
//! question: How many write syscalls does this make?
//! answer: syscalls write
//! kind: number
//! explain: stdout is line-buffered, so each println! ends in one write.
//! ---
//! for i in 0..3 { println!("{}", i); }
//! ```
//! Keys come first, one `key: value` per line; then each script follows a line `--- label`
//! (a single script may use a bare `---`).

use crate::answer::{Answer, AnswerKind};
use crate::query::{LabeledScript, Query};

/// A prediction exercise.
#[derive(Debug, Clone, PartialEq)]
pub struct Exercise {
    /// Unique in the course.
    pub id: String,
    pub question: String,
    /// What the simulator is asked; the answer is computed, never written in the lesson.
    pub query: Query,
    /// The query as written, e.g. `syscalls write fd=1`.
    pub query_text: String,
    pub kind: AnswerKind,
    /// For a choice: the options, in the order shown.
    pub options: Vec<String>,
    /// For a number: the accepted relative error (0.1 for `10%`); `None` is exact.
    pub tolerance: Option<f64>,
    /// One sentence shown after answering.
    pub explain: String,
    pub scripts: Vec<LabeledScript>,
    /// The 1-based line of the block's opening fence in the lesson file.
    pub line: usize,
}

/// A problem in a predict block: the lesson-file line and the message.
pub(crate) type BlockError = (usize, String);

impl Exercise {
    /// Runs the script(s) and computes the answer.
    pub fn evaluate(&self) -> Result<Answer, String> {
        let value = self.query.evaluate(&self.scripts)?;
        Answer::from_value(self.kind, value, &self.options, self.tolerance)
    }

    /// Reads a block whose body starts on lesson line `body_line`.
    pub(crate) fn parse(body: &str, fence_line: usize) -> Result<Exercise, BlockError> {
        let body_line = fence_line + 1;
        let mut keys: Vec<(&str, String, usize)> = Vec::new();
        let mut scripts: Vec<LabeledScript> = Vec::new();
        for (index, line) in body.lines().enumerate() {
            let number = body_line + index;
            if let Some(label) = line.strip_prefix("---") {
                let label = label.trim();
                scripts.push(LabeledScript {
                    label: (!label.is_empty()).then(|| label.to_string()),
                    script: String::new(),
                    line: number + 1,
                });
            } else if let Some(script) = scripts.last_mut() {
                script.script.push_str(line);
                script.script.push('\n');
            } else if !line.trim().is_empty() {
                let (key, value) = line
                    .split_once(':')
                    .ok_or_else(|| (number, format!("`{line}` is not `key: value`")))?;
                let key = key.trim();
                const KEYS: [&str; 7] = [
                    "id",
                    "question",
                    "answer",
                    "kind",
                    "options",
                    "tolerance",
                    "explain",
                ];
                let Some(key) = KEYS.iter().find(|k| **k == key) else {
                    return Err((number, format!("unknown key `{key}` ({})", KEYS.join(", "))));
                };
                if keys.iter().any(|(k, _, _)| k == key) {
                    return Err((number, format!("`{key}` is given twice")));
                }
                if value.trim().is_empty() {
                    return Err((number, format!("`{key}` is empty")));
                }
                keys.push((key, value.trim().to_string(), number));
            }
        }
        let get = |key: &str| keys.iter().find(|(k, _, _)| *k == key);
        let required = |key: &str| {
            get(key)
                .map(|(_, value, line)| (value.clone(), *line))
                .ok_or_else(|| (fence_line, format!("missing `{key}`")))
        };
        let (id, _) = required("id")?;
        let (question, _) = required("question")?;
        let (explain, _) = required("explain")?;
        let (query_text, query_line) = required("answer")?;
        let query = Query::parse(&query_text).map_err(|m| (query_line, m))?;
        let (kind_text, kind_line) = required("kind")?;
        let kind = AnswerKind::parse(&kind_text).ok_or_else(|| {
            (
                kind_line,
                format!("kind `{kind_text}` is not number, choice or text"),
            )
        })?;
        check_scripts(&scripts, &query, fence_line)?;
        let mut options: Vec<String> = get("options")
            .map(|(_, value, _)| value.split('|').map(|o| o.trim().to_string()).collect())
            .unwrap_or_default();
        if options.is_empty() && kind == AnswerKind::Choice && query == Query::Faster {
            options = scripts.iter().filter_map(|s| s.label.clone()).collect();
        }
        if let Some((_, _, line)) = get("options") {
            if kind != AnswerKind::Choice {
                return Err((*line, "`options` is only for `kind: choice`".into()));
            }
            if options.len() < 2 || options.iter().any(String::is_empty) {
                return Err((*line, "a choice needs two or more non-empty options".into()));
            }
        } else if kind == AnswerKind::Choice && options.len() < 2 {
            return Err((fence_line, "`kind: choice` needs `options: a | b`".into()));
        }
        let tolerance = match get("tolerance") {
            None => None,
            Some((_, value, line)) => {
                if kind != AnswerKind::Number {
                    return Err((*line, "`tolerance` is only for `kind: number`".into()));
                }
                Some(parse_tolerance(value).ok_or_else(|| {
                    (
                        *line,
                        format!("tolerance `{value}` is not a percentage like `10%`"),
                    )
                })?)
            }
        };
        if id
            .bytes()
            .any(|b| !(b.is_ascii_alphanumeric() || b == b'-' || b == b'_'))
        {
            return Err((
                fence_line,
                format!("id `{id}` may only hold letters, digits, `-`, `_`"),
            ));
        }
        Ok(Exercise {
            id,
            question,
            query,
            query_text,
            kind,
            options,
            tolerance,
            explain,
            scripts,
            line: fence_line,
        })
    }
}

fn check_scripts(
    scripts: &[LabeledScript],
    query: &Query,
    fence_line: usize,
) -> Result<(), BlockError> {
    if scripts.is_empty() {
        return Err((
            fence_line,
            "no script: add a `---` line, then the script".into(),
        ));
    }
    for script in scripts {
        if script.script.trim().is_empty() {
            return Err((script.line - 1, "this script is empty".into()));
        }
        if scripts.len() > 1 && script.label.is_none() {
            return Err((
                script.line - 1,
                "with several scripts, each needs a label".into(),
            ));
        }
        if scripts
            .iter()
            .filter(|other| other.label.is_some() && other.label == script.label)
            .count()
            > 1
        {
            return Err((script.line - 1, "this label is used twice".into()));
        }
    }
    if query.compares() && scripts.len() < 2 {
        return Err((
            fence_line,
            "`faster` and `ratio` compare two or more scripts".into(),
        ));
    }
    if !query.compares() && scripts.len() > 1 {
        return Err((
            fence_line,
            "only `faster` and `ratio` take several scripts".into(),
        ));
    }
    Ok(())
}

/// `10%` → 0.1.
fn parse_tolerance(text: &str) -> Option<f64> {
    let percent: f64 = text.strip_suffix('%')?.trim().parse().ok()?;
    (percent.is_finite() && percent >= 0.0).then_some(percent / 100.0)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn keys_then_labeled_scripts_with_their_lesson_lines() {
        let body = "id: cmp\nquestion: Which is faster?\nanswer: faster\nkind: choice\nexplain: Fewer syscalls.\n--- raw\neprintln!(\"a\");\n--- buffered\nprintln!(\"a\");\n";
        let exercise = Exercise::parse(body, 10).expect("valid");
        assert_eq!(
            exercise,
            Exercise {
                id: "cmp".into(),
                question: "Which is faster?".into(),
                query: Query::Faster,
                query_text: "faster".into(),
                kind: AnswerKind::Choice,
                options: vec!["raw".into(), "buffered".into()],
                tolerance: None,
                explain: "Fewer syscalls.".into(),
                scripts: vec![
                    LabeledScript {
                        label: Some("raw".into()),
                        script: "eprintln!(\"a\");\n".into(),
                        line: 17,
                    },
                    LabeledScript {
                        label: Some("buffered".into()),
                        script: "println!(\"a\");\n".into(),
                        line: 19,
                    },
                ],
                line: 10,
            }
        );
    }

    #[test]
    fn a_single_script_may_follow_a_bare_separator_and_tolerance_is_a_percentage() {
        let body = "id: n\nquestion: q\nanswer: syscalls write\nkind: number\ntolerance: 5%\nexplain: e\n---\nprintln!(\"a\");\n";
        let exercise = Exercise::parse(body, 1).expect("valid");
        assert_eq!(
            (exercise.tolerance, exercise.scripts[0].label.clone()),
            (Some(0.05), None)
        );
    }

    #[test]
    fn mistakes_point_at_their_line() {
        let base = "id: n\nquestion: q\nanswer: syscalls write\nkind: number\nexplain: e\n---\nprintln!(\"a\");\n";
        let cases = [
            (
                base.replace("kind: number", "kind: guess"),
                (5, "kind `guess` is not number, choice or text"),
            ),
            (
                base.replace("answer: syscalls write", "answer: 3"),
                (
                    4,
                    "unknown query `3` (syscalls, bytes, one-byte-calls, terminal, stdout, stderr, file, lost-bytes, lost-text, exit-code, faster, ratio, first-write-line)",
                ),
            ),
            (base.replace("id: n\n", ""), (1, "missing `id`")),
            (
                base.replace("explain: e", "explain: e\nhint: h"),
                (
                    7,
                    "unknown key `hint` (id, question, answer, kind, options, tolerance, explain)",
                ),
            ),
            (
                base.replace("explain: e", "explain: e\noptions: a | b"),
                (7, "`options` is only for `kind: choice`"),
            ),
            (
                base.replace("---\n", "--- a\n").to_string() + "--- b\nprintln!();\n",
                (1, "only `faster` and `ratio` take several scripts"),
            ),
            (
                base.replace("---\nprintln!(\"a\");\n", ""),
                (1, "no script: add a `---` line, then the script"),
            ),
        ];
        for (body, (line, message)) in cases {
            assert_eq!(
                Exercise::parse(&body, 1),
                Err((line, message.to_string())),
                "{body}"
            );
        }
    }
}
