//! The answer the simulator computed, and checking a learner's input against it.

use crate::goal::FixTarget;
use crate::query::QueryValue;
pub use crate::verdict::{Verdict, display_number};

/// How an exercise is answered.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum AnswerKind {
    /// A number typed in; compared exactly unless the exercise gives a tolerance.
    Number,
    /// One of the exercise's options.
    Choice,
    /// Text typed in (a screen, a file), compared line by line ignoring trailing spaces.
    Text,
    /// The exercise's options (syscalls, as strace prints them) put in order, one a line.
    Order,
    /// A script edited until the exercise's goal holds ([`crate::goal`]).
    Fix,
}

impl AnswerKind {
    pub fn parse(text: &str) -> Option<AnswerKind> {
        match text {
            "number" => Some(AnswerKind::Number),
            "choice" => Some(AnswerKind::Choice),
            "text" => Some(AnswerKind::Text),
            "order" => Some(AnswerKind::Order),
            "fix" => Some(AnswerKind::Fix),
            _ => None,
        }
    }
}

/// The correct answer of one exercise, as the simulator computed it.
#[derive(Debug, Clone, PartialEq)]
pub enum Answer {
    /// `tolerance` is relative (0.1 for 10 %); `None` means exact.
    Number { value: f64, tolerance: Option<f64> },
    /// `correct` indexes `options`.
    Choice {
        options: Vec<String>,
        correct: usize,
    },
    /// Also an order's answer: the options, one a line, in the order the script makes them.
    Text(String),
    /// A fix-it exercise's goal; a learner's script is checked by running it.
    Fix(FixTarget),
}

impl Answer {
    /// The answer of `kind` for a query's value; a choice must match one option exactly.
    pub fn from_value(
        kind: AnswerKind,
        value: QueryValue,
        options: &[String],
        tolerance: Option<f64>,
    ) -> Result<Answer, String> {
        match (kind, value) {
            (AnswerKind::Number, QueryValue::Number(value)) => {
                Ok(Answer::Number { value, tolerance })
            }
            (AnswerKind::Text, QueryValue::Text(text)) => Ok(Answer::Text(text)),
            (AnswerKind::Text, QueryValue::Number(n)) => Ok(Answer::Text(display_number(n))),
            (AnswerKind::Choice, value) => {
                let shown = match &value {
                    QueryValue::Number(n) => display_number(*n),
                    QueryValue::Text(text) => text.clone(),
                };
                let correct = options
                    .iter()
                    .position(|option| option.trim() == shown.trim())
                    .ok_or_else(|| {
                        format!(
                            "the simulator says `{shown}`, which is none of the options ({})",
                            options.join(" | ")
                        )
                    })?;
                Ok(Answer::Choice {
                    options: options.to_vec(),
                    correct,
                })
            }
            (AnswerKind::Order, QueryValue::Text(text)) => order(text, options),
            (AnswerKind::Number, QueryValue::Text(text)) => Err(format!(
                "a number was expected, the query gives text: `{text}`"
            )),
            (AnswerKind::Order, QueryValue::Number(_)) => {
                Err("an order needs a query that lists calls (`strace …`)".into())
            }
            (AnswerKind::Fix, _) => Err("a fix-it exercise is answered by its goal".into()),
        }
    }

    /// Checks what the learner typed or picked (for a choice, the option's text).
    pub fn check(&self, user_input: &str) -> Verdict {
        let expected_display = self.display();
        let correct = match self {
            Answer::Number { value, tolerance } => parse_number(user_input).is_some_and(|n| {
                let allowed = tolerance.map_or(0.0, |t| t * value.abs());
                (n - value).abs() <= allowed + f64::EPSILON * value.abs().max(1.0)
            }),
            Answer::Choice { options, correct } => options[*correct]
                .trim()
                .eq_ignore_ascii_case(user_input.trim()),
            Answer::Text(text) => normalize_text(text) == normalize_text(user_input),
            Answer::Fix(target) => return target.check(user_input),
        };
        Verdict {
            correct,
            expected_display,
        }
    }

    /// The answer as shown to the learner.
    pub fn display(&self) -> String {
        match self {
            Answer::Number { value, .. } => display_number(*value),
            Answer::Choice { options, correct } => options[*correct].clone(),
            Answer::Text(text) => text.clone(),
            Answer::Fix(target) => target.solution.clone(),
        }
    }

    /// Whether `text` gives the answer away: holds its display as a whole word (numbers,
    /// options) or, for text answers, holds the whole text.
    pub fn revealed_by(&self, text: &str) -> bool {
        let shown = self.display();
        match self {
            Answer::Text(answer) => {
                let answer = normalize_text(answer);
                !answer.is_empty() && text.contains(&answer)
            }
            // The explanation is shown with the solution: nothing to give away.
            Answer::Fix(_) => false,
            _ => contains_word(text, &shown),
        }
    }
}

/// The calls in the order the script makes them, if they are the options shuffled: the page
/// shows the options, and a learner can only arrange what is shown.
fn order(text: String, options: &[String]) -> Result<Answer, String> {
    let calls: Vec<&str> = text.lines().collect();
    let mut sorted_calls = calls.clone();
    let mut sorted_options: Vec<&str> = options.iter().map(|o| o.trim()).collect();
    sorted_calls.sort_unstable();
    sorted_options.sort_unstable();
    if sorted_calls != sorted_options {
        return Err(format!(
            "the options are not the calls the script makes, which are:\n{text}"
        ));
    }
    if calls == options.iter().map(|o| o.trim()).collect::<Vec<_>>() {
        return Err(
            "the options are already in the order the script makes them: shuffle them".into(),
        );
    }
    Ok(Answer::Text(text))
}

/// A number as a learner may type it: `1,000,000`, `1_000`, `11.4x`, `11.4×`, ` 3 `.
pub fn parse_number(input: &str) -> Option<f64> {
    let cleaned: String = input
        .trim()
        .trim_end_matches(['x', '×', 'X'])
        .chars()
        .filter(|c| !matches!(c, ',' | '_' | ' '))
        .collect();
    cleaned.parse().ok().filter(|n: &f64| n.is_finite())
}

/// Lines without trailing spaces, `\r\n` as `\n`, no blank lines at either end.
fn normalize_text(text: &str) -> String {
    let lines: Vec<&str> = text.lines().map(str::trim_end).collect();
    lines.join("\n").trim_matches('\n').to_string()
}

fn contains_word(text: &str, word: &str) -> bool {
    if word.is_empty() {
        return false;
    }
    let is_word = |c: char| c.is_alphanumeric() || c == '_' || c == '.';
    text.match_indices(word).any(|(start, _)| {
        let before = text[..start].chars().next_back();
        let after = text[start + word.len()..].chars().next();
        // A trailing full stop ends a sentence, it does not continue a number.
        let after_ok = match after {
            None => true,
            Some('.') => text[start + word.len() + 1..]
                .chars()
                .next()
                .is_none_or(|c| !c.is_ascii_digit()),
            Some(c) => !is_word(c),
        };
        before.is_none_or(|c| !is_word(c)) && after_ok
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn numbers_are_exact_without_tolerance_and_accept_separators() {
        let answer = Answer::Number {
            value: 1_000_000.0,
            tolerance: None,
        };
        assert_eq!(
            answer.check("1,000,000"),
            Verdict {
                correct: true,
                expected_display: "1000000".into()
            }
        );
        assert!(!answer.check("999999").correct);
        assert!(!answer.check("a million").correct);
    }

    #[test]
    fn a_relative_tolerance_accepts_close_numbers_and_a_times_sign() {
        let answer = Answer::Number {
            value: 11.43,
            tolerance: Some(0.1),
        };
        assert_eq!(
            (answer.check("11x"), answer.check("12.6×").correct),
            (
                Verdict {
                    correct: true,
                    expected_display: "11.4".into()
                },
                false
            )
        );
    }

    #[test]
    fn a_choice_must_be_one_of_the_options() {
        let options = vec!["stdout".to_string(), "stderr".to_string()];
        let answer = Answer::from_value(
            AnswerKind::Choice,
            QueryValue::Text("stderr".into()),
            &options,
            None,
        )
        .expect("an option");
        assert_eq!(
            answer,
            Answer::Choice {
                options: options.clone(),
                correct: 1
            }
        );
        assert!(answer.check(" STDERR ").correct && !answer.check("stdout").correct);
        assert_eq!(
            Answer::from_value(AnswerKind::Choice, QueryValue::Number(3.0), &options, None),
            Err("the simulator says `3`, which is none of the options (stdout | stderr)".into())
        );
    }

    #[test]
    fn text_ignores_trailing_spaces_and_blank_edges() {
        let answer = Answer::Text("one\ntwo".into());
        assert!(answer.check("\none  \r\ntwo\n\n").correct);
        assert!(!answer.check("one two").correct);
    }

    #[test]
    fn an_explanation_reveals_a_number_only_as_a_whole_word() {
        let answer = Answer::Number {
            value: 2.0,
            tolerance: None,
        };
        assert!(answer.revealed_by("It makes 2 writes."));
        assert!(answer.revealed_by("It makes writes: 2."));
        assert!(!answer.revealed_by("Each of the 12 pieces, 2.5 ms, x2y"));
    }
}
