//! "Fix it" exercises: the learner edits a script until the simulator says a goal holds.
//!
//! A goal is conditions joined by `and`, each a [query](crate::query) and a test:
//!
//! ```text
//! answer: syscalls write <= 10 and file out.txt unchanged
//! ```
//! `<= N`, `>= N`, `== N` compare a number; `unchanged` asks for the value the starting script
//! gives (the same bytes in out.txt, the same screen). The block's scripts are the starting
//! one (after a bare `---`) and one that meets the goal (after `--- solution`), which the
//! content tests check and the learner is shown once the exercise is settled.

use crate::query::{Query, QueryValue};
use crate::verdict::{Verdict, display_number};
use crate::widget::run_to_an_end;

/// What a fixed script must satisfy.
#[derive(Debug, Clone, PartialEq)]
pub struct Goal {
    pub conditions: Vec<Condition>,
}

/// One query and what its value must be.
#[derive(Debug, Clone, PartialEq)]
pub struct Condition {
    pub query: Query,
    /// The query as written, e.g. `syscalls write`.
    pub query_text: String,
    pub test: Test,
}

/// What a condition's value is compared with.
#[derive(Debug, Clone, Copy, PartialEq)]
pub enum Test {
    AtMost(f64),
    AtLeast(f64),
    Exactly(f64),
    /// The value the starting script gives.
    Unchanged,
}

/// A goal with the starting script's values, ready to check learners' scripts.
#[derive(Debug, Clone, PartialEq)]
pub struct FixTarget {
    /// Each condition with the starting script's value of its query.
    pub conditions: Vec<(Condition, QueryValue)>,
    /// A script that meets the goal, shown once the exercise is settled.
    pub solution: String,
}

impl Goal {
    /// Reads `QUERY TEST and QUERY TEST …`.
    pub fn parse(text: &str) -> Result<Goal, String> {
        let conditions = text
            .split(" and ")
            .map(|part| Condition::parse(part.trim()))
            .collect::<Result<Vec<_>, _>>()?;
        Ok(Goal { conditions })
    }

    /// Runs the starting script for the values `unchanged` compares with; the starting
    /// script must miss the goal and the solution meet it, or the exercise teaches nothing.
    pub fn target(&self, start: &str, solution: &str) -> Result<FixTarget, String> {
        let report = run_to_an_end(start).map_err(|e| format!("the starting script: {e}"))?;
        let conditions = self
            .conditions
            .iter()
            .map(|condition| {
                let value = condition.query.of_report(start, &report)?;
                Ok((condition.clone(), value))
            })
            .collect::<Result<Vec<_>, String>>()?;
        let target = FixTarget {
            conditions,
            solution: solution.to_string(),
        };
        if target.check(start).correct {
            return Err("the starting script already meets the goal".into());
        }
        let solved = target.check(solution);
        if !solved.correct {
            return Err(format!(
                "the solution does not meet the goal:\n{}",
                solved.expected_display
            ));
        }
        Ok(target)
    }
}

impl Condition {
    fn parse(text: &str) -> Result<Condition, String> {
        let (query_text, test) = if let Some(query) = text.strip_suffix(" unchanged") {
            (query, Test::Unchanged)
        } else {
            let (query, rest) = text
                .rsplit_once(['<', '>', '='])
                .map(|(q, n)| (q.trim_end_matches(['<', '>', '=']), n))
                .ok_or_else(|| {
                    format!("`{text}` is not `QUERY <= N`, `>= N`, `== N` or `QUERY unchanged`")
                })?;
            let operator = text[query.len()..text.len() - rest.len()].trim();
            let number: f64 = rest
                .trim()
                .parse()
                .map_err(|_| format!("`{}` in `{text}` is not a number", rest.trim()))?;
            let test = match operator {
                "<=" => Test::AtMost(number),
                ">=" => Test::AtLeast(number),
                "==" => Test::Exactly(number),
                other => return Err(format!("`{other}` is not <=, >= or ==")),
            };
            (query, test)
        };
        let query_text = query_text.trim().to_string();
        let query = Query::parse(&query_text)?;
        if query.compares() {
            return Err("`faster` and `ratio` compare scripts: not a goal for one".into());
        }
        Ok(Condition {
            query,
            query_text,
            test,
        })
    }

    /// The condition as a learner reads it, e.g. `syscalls write: at most 10`.
    fn describe(&self) -> String {
        let wanted = match self.test {
            Test::AtMost(n) => format!("at most {}", display_number(n)),
            Test::AtLeast(n) => format!("at least {}", display_number(n)),
            Test::Exactly(n) => format!("exactly {}", display_number(n)),
            Test::Unchanged => "as the starting script's".into(),
        };
        format!("{}: {wanted}", self.query_text)
    }
}

impl FixTarget {
    /// Runs the learner's script and says, condition by condition, what it gave.
    pub fn check(&self, script: &str) -> Verdict {
        let report = match run_to_an_end(script) {
            Ok(report) => report,
            Err(message) => {
                return Verdict {
                    correct: false,
                    expected_display: format!("Your script did not run to its end: {message}"),
                };
            }
        };
        let mut correct = true;
        let lines: Vec<String> = self
            .conditions
            .iter()
            .map(|(condition, start)| {
                let (holds, found) = match condition.query.of_report(script, &report) {
                    Ok(value) => (holds(condition.test, &value, start), shown(&value, start)),
                    Err(message) => (false, message),
                };
                correct &= holds;
                let mark = if holds { "met" } else { "not met" };
                format!("{mark}: {} (yours: {found})", condition.describe())
            })
            .collect();
        Verdict {
            correct,
            expected_display: lines.join("\n"),
        }
    }
}

fn holds(test: Test, value: &QueryValue, start: &QueryValue) -> bool {
    match (test, value) {
        (Test::Unchanged, value) => value == start,
        (Test::AtMost(n), QueryValue::Number(v)) => *v <= n,
        (Test::AtLeast(n), QueryValue::Number(v)) => *v >= n,
        (Test::Exactly(n), QueryValue::Number(v)) => *v == n,
        (_, QueryValue::Text(_)) => false,
    }
}

/// A number as itself; text only as the same or not (a file's bytes can be long).
fn shown(value: &QueryValue, start: &QueryValue) -> String {
    match value {
        QueryValue::Number(n) => display_number(*n),
        QueryValue::Text(_) if value == start => "the same".into(),
        QueryValue::Text(_) => "different".into(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const START: &str = "// bufscope: stdout=file\nfor i in 0..20 {\n    println!(\"{i}\");\n}\n";
    const SOLUTION: &str = "// bufscope: stdout=file\nuse std::io::Write;\nlet mut out = std::io::BufWriter::new(std::io::stdout().lock());\nfor i in 0..20 {\n    writeln!(out, \"{i}\").unwrap();\n}\n";

    #[test]
    fn conditions_read_as_query_and_test() {
        assert_eq!(
            Goal::parse("syscalls write <= 10 and stdout unchanged"),
            Ok(Goal {
                conditions: vec![
                    Condition {
                        query: Query::Syscalls {
                            kind: Some(bufscope_sim::kernel::SyscallKind::Write),
                            fd: None,
                            cause: None
                        },
                        query_text: "syscalls write".into(),
                        test: Test::AtMost(10.0),
                    },
                    Condition {
                        query: Query::Stdout,
                        query_text: "stdout".into(),
                        test: Test::Unchanged,
                    },
                ]
            })
        );
        assert_eq!(
            Goal::parse("syscalls write < 10"),
            Err("`<` is not <=, >= or ==".into())
        );
        assert_eq!(
            Goal::parse("syscalls write"),
            Err("`syscalls write` is not `QUERY <= N`, `>= N`, `== N` or `QUERY unchanged`".into())
        );
        assert_eq!(
            Goal::parse("faster unchanged"),
            Err("`faster` and `ratio` compare scripts: not a goal for one".into())
        );
    }

    #[test]
    fn a_script_is_checked_condition_by_condition() {
        let goal = Goal::parse("syscalls write <= 10 and stdout unchanged").expect("goal");
        let target = goal.target(START, SOLUTION).expect("a fair exercise");
        // Twenty lines to a file: println! writes each line, 20 writes.
        assert_eq!(
            target.check(START),
            Verdict {
                correct: false,
                expected_display: "not met: syscalls write: at most 10 (yours: 20)\nmet: stdout: as the starting script's (yours: the same)".into()
            }
        );
        assert_eq!(
            target.check(SOLUTION),
            Verdict {
                correct: true,
                expected_display: "met: syscalls write: at most 10 (yours: 1)\nmet: stdout: as the starting script's (yours: the same)".into()
            }
        );
        let lost = "// bufscope: stdout=file\nprintln!(\"0\");\n";
        assert_eq!(
            target.check(lost),
            Verdict {
                correct: false,
                expected_display: "met: syscalls write: at most 10 (yours: 1)\nnot met: stdout: as the starting script's (yours: different)".into()
            }
        );
    }

    #[test]
    fn a_script_that_does_not_run_is_a_verdict_not_a_crash() {
        let goal = Goal::parse("syscalls write <= 10").expect("goal");
        let target = goal.target(START, SOLUTION).expect("a fair exercise");
        let verdict = target.check("let x: u8 = \"no\";\n");
        assert!(!verdict.correct);
        assert!(
            verdict
                .expected_display
                .starts_with("Your script did not run to its end: "),
            "{}",
            verdict.expected_display
        );
    }

    #[test]
    fn a_start_that_already_meets_the_goal_or_a_wrong_solution_is_refused() {
        let goal = Goal::parse("syscalls write <= 30").expect("goal");
        assert_eq!(
            goal.target(START, SOLUTION),
            Err("the starting script already meets the goal".into())
        );
        let goal = Goal::parse("syscalls write <= 10").expect("goal");
        assert_eq!(
            goal.target(START, START),
            Err(
                "the solution does not meet the goal:\nnot met: syscalls write: at most 10 (yours: 20)"
                    .into()
            )
        );
        let goal = Goal::parse("syscalls write == 0 and stdout unchanged").expect("goal");
        assert_eq!(
            goal.target(START, SOLUTION),
            Err("the solution does not meet the goal:\nnot met: syscalls write: exactly 0 (yours: 1)\nmet: stdout: as the starting script's (yours: the same)".into())
        );
    }
}
