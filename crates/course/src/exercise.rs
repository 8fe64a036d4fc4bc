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
//!
//! `kind: order` lists a script's syscalls in `options` (shuffled) and asks for the order it
//! makes them in (`answer: strace …`); `kind: fix` gives a goal in `answer` ([`crate::goal`])
//! and two scripts, the starting one after `---` and one that meets the goal after
//! `--- solution`. `setup` is one line that sets the scene when the exercise is asked outside
//! its lesson (an assignment), for a question that leans on the lesson's text ("the same file").

use crate::answer::{Answer, AnswerKind};
use crate::goal::Goal;
use crate::query::{LabeledScript, Query};

/// What an exercise asks of the simulator.
#[derive(Debug, Clone, PartialEq)]
pub enum Asks {
    /// A value, compared with the learner's answer.
    Query(Query),
    /// Conditions a learner's script must meet (`kind: fix`).
    Goal(Goal),
}

/// A prediction exercise.
#[derive(Debug, Clone, PartialEq)]
pub struct Exercise {
    /// Unique in the course.
    pub id: String,
    pub question: String,
    /// What the simulator is asked; the answer is computed, never written in the lesson.
    pub asks: Asks,
    /// The query or goal as written, e.g. `syscalls write fd=1`.
    pub query_text: String,
    pub kind: AnswerKind,
    /// For a choice: the options, in the order shown.
    pub options: Vec<String>,
    /// For a number: the accepted relative error (0.1 for `10%`); `None` is exact.
    pub tolerance: Option<f64>,
    /// One sentence shown after answering.
    pub explain: String,
    /// What the learner is shown: the scripts asked about, or a fix-it's starting script.
    pub scripts: Vec<LabeledScript>,
    /// A fix-it's script that meets the goal, never shown before the exercise is settled.
    pub solution: Option<String>,
    /// One line for a reader who has not read the lesson (an assignment).
    pub setup: Option<String>,
    /// The 1-based line of the block's opening fence in the lesson file.
    pub line: usize,
}

/// A problem in a predict block: the lesson-file line and the message.
pub(crate) type BlockError = (usize, String);

impl Exercise {
    /// Runs the script(s) and computes the answer.
    pub fn evaluate(&self) -> Result<Answer, String> {
        match &self.asks {
            Asks::Query(query) => {
                let value = query.evaluate(&self.scripts)?;
                Answer::from_value(self.kind, value, &self.options, self.tolerance)
            }
            Asks::Goal(goal) => {
                let (Some(solution), [start]) = (&self.solution, self.scripts.as_slice()) else {
                    return Err("a fix-it needs its starting script and a solution".into());
                };
                Ok(Answer::Fix(goal.target(&start.script, solution)?))
            }
        }
    }

    /// The explanation shown once the exercise is settled; a fix-it's ends with its solution.
    pub fn explanation(&self) -> String {
        match &self.solution {
            Some(solution) => format!(
                "{}\nOne script that does it:\n{}",
                self.explain,
                solution.trim_end()
            ),
            None => self.explain.clone(),
        }
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
                const KEYS: [&str; 8] = [
                    "id",
                    "question",
                    "answer",
                    "kind",
                    "options",
                    "tolerance",
                    "explain",
                    "setup",
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
        let (kind_text, kind_line) = required("kind")?;
        let kind = AnswerKind::parse(&kind_text).ok_or_else(|| {
            (
                kind_line,
                format!("kind `{kind_text}` is not number, choice, text, order or fix"),
            )
        })?;
        let asks = if kind == AnswerKind::Fix {
            Asks::Goal(Goal::parse(&query_text).map_err(|m| (query_line, m))?)
        } else {
            Asks::Query(Query::parse(&query_text).map_err(|m| (query_line, m))?)
        };
        let solution = match &asks {
            Asks::Goal(_) => Some(take_solution(&mut scripts, fence_line)?),
            Asks::Query(query) => {
                check_scripts(&scripts, query, fence_line)?;
                None
            }
        };
        if kind == AnswerKind::Order && !matches!(asks, Asks::Query(Query::Strace { .. })) {
            return Err((query_line, "`kind: order` asks `strace …`".into()));
        }
        let query = match &asks {
            Asks::Query(query) => Some(query),
            Asks::Goal(_) => None,
        };
        let mut options: Vec<String> = get("options")
            .map(|(_, value, _)| value.split('|').map(|o| o.trim().to_string()).collect())
            .unwrap_or_default();
        if options.is_empty() && kind == AnswerKind::Choice && query == Some(&Query::Faster) {
            options = scripts.iter().filter_map(|s| s.label.clone()).collect();
        }
        if let Some((_, _, line)) = get("options") {
            if !matches!(kind, AnswerKind::Choice | AnswerKind::Order) {
                return Err((
                    *line,
                    "`options` is only for `kind: choice` and `kind: order`".into(),
                ));
            }
            if options.len() < 2 || options.iter().any(String::is_empty) {
                return Err((*line, "a choice needs two or more non-empty options".into()));
            }
        } else if matches!(kind, AnswerKind::Choice | AnswerKind::Order) && options.len() < 2 {
            return Err((
                fence_line,
                format!("`kind: {kind_text}` needs `options: a | b`"),
            ));
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
            asks,
            query_text,
            kind,
            options,
            tolerance,
            explain,
            scripts,
            solution,
            setup: get("setup").map(|(_, value, _)| value.clone()),
            line: fence_line,
        })
    }
}

/// A fix-it's scripts: the starting one after a bare `---`, then `--- solution`, taken out of
/// the scripts the learner sees.
fn take_solution(
    scripts: &mut Vec<LabeledScript>,
    fence_line: usize,
) -> Result<String, BlockError> {
    let shape = "a fix-it has its starting script after `---` and one that meets the goal after `--- solution`";
    match scripts.as_slice() {
        [start, solution]
            if start.label.is_none()
                && solution.label.as_deref() == Some("solution")
                && !start.script.trim().is_empty()
                && !solution.script.trim().is_empty() =>
        {
            Ok(scripts.pop().map(|s| s.script).unwrap_or_default())
        }
        _ => Err((fence_line, shape.into())),
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
                asks: Asks::Query(Query::Faster),
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
                solution: None,
                setup: None,
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
                (5, "kind `guess` is not number, choice, text, order or fix"),
            ),
            (
                base.replace("answer: syscalls write", "answer: 3"),
                (
                    4,
                    "unknown query `3` (syscalls, strace, bytes, one-byte-calls, terminal, stdout, stderr, file, lost-bytes, lost-text, exit-code, faster, ratio, first-write-line)",
                ),
            ),
            (base.replace("id: n\n", ""), (1, "missing `id`")),
            (
                base.replace("explain: e", "explain: e\nhint: h"),
                (
                    7,
                    "unknown key `hint` (id, question, answer, kind, options, tolerance, explain, setup)",
                ),
            ),
            (
                base.replace("explain: e", "explain: e\noptions: a | b"),
                (7, "`options` is only for `kind: choice` and `kind: order`"),
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

    #[test]
    fn an_order_lists_strace_lines_and_is_answered_in_the_order_the_script_makes_them() {
        let body = "id: o\nquestion: q\nanswer: strace fd=1\nkind: order\noptions: write(1, \"b\\n\", 2) = 2 | write(1, \"a\\n\", 2) = 2\nexplain: e\n---\nprintln!(\"a\");\nprintln!(\"b\");\n";
        let exercise = Exercise::parse(body, 1).expect("valid");
        let answer = exercise.evaluate().expect("computed");
        assert_eq!(
            answer,
            Answer::Text("write(1, \"a\\n\", 2) = 2\nwrite(1, \"b\\n\", 2) = 2".into())
        );
        assert!(
            !answer
                .check("write(1, \"b\\n\", 2) = 2\nwrite(1, \"a\\n\", 2) = 2")
                .correct
        );
        let in_order = body.replace(
            "options: write(1, \"b\\n\", 2) = 2 | write(1, \"a\\n\", 2) = 2",
            "options: write(1, \"a\\n\", 2) = 2 | write(1, \"b\\n\", 2) = 2",
        );
        assert_eq!(
            Exercise::parse(&in_order, 1).expect("valid").evaluate(),
            Err("the options are already in the order the script makes them: shuffle them".into())
        );
        let not_calls = body.replace("\"b\\n\", 2) = 2 |", "\"c\\n\", 2) = 2 |");
        assert_eq!(
            Exercise::parse(&not_calls, 1).expect("valid").evaluate(),
            Err("the options are not the calls the script makes, which are:\nwrite(1, \"a\\n\", 2) = 2\nwrite(1, \"b\\n\", 2) = 2".into())
        );
        assert_eq!(
            Exercise::parse(&body.replace("strace fd=1", "syscalls"), 1),
            Err((4, "`kind: order` asks `strace …`".into()))
        );
    }

    #[test]
    fn a_fix_it_keeps_its_solution_apart_from_the_script_shown() {
        let body = "id: f\nquestion: q\nanswer: syscalls write <= 1 and stdout unchanged\nkind: fix\nsetup: s\nexplain: e\n---\nprintln!(\"a\");\nprintln!(\"b\");\n--- solution\nprint!(\"a\\nb\\n\");\n";
        let exercise = Exercise::parse(body, 1).expect("valid");
        assert_eq!(
            (
                exercise.scripts.len(),
                exercise.solution.as_deref(),
                exercise.setup.as_deref(),
                exercise.explanation()
            ),
            (
                1,
                Some("print!(\"a\\nb\\n\");\n"),
                Some("s"),
                "e\nOne script that does it:\nprint!(\"a\\nb\\n\");".to_string()
            )
        );
        let Ok(Answer::Fix(target)) = exercise.evaluate() else {
            panic!("a fix-it's answer");
        };
        // On a terminal, stdout writes each finished line: 2 writes for the starting script.
        assert_eq!(
            target.check(&exercise.scripts[0].script),
            crate::Verdict {
                correct: false,
                expected_display: "not met: syscalls write: at most 1 (yours: 2)\nmet: stdout: as the starting script's (yours: the same)".into()
            }
        );
        assert!(target.check("print!(\"a\\nb\\n\");\n").correct);
        assert_eq!(
            Exercise::parse(&body.replace("--- solution", "--- fixed"), 1),
            Err((1, "a fix-it has its starting script after `---` and one that meets the goal after `--- solution`".into()))
        );
    }
}
