//! A student's results for one assignment, as JSON and as a short text to hand in.
//!
//! JSON (`format: "bufscope-assignment-results/2"`), pretty-printed:
//! `{format, title, student, link, score: {correct, answered, total}, exercises: [{id, lesson,
//! question, answer, correct, attempts: [{answer, correct}], revealed, expected}]}`. A score
//! counts first attempts: `answer` and `correct` are the first answer and its verdict, every
//! attempt follows in `attempts`, and `revealed` says whether the student asked for the answer.
//! An exercise not answered has `null` for `answer`, `correct` and `expected`, no attempts.
//! (Format 1 had no attempts: its `answer` was the one kept, after any retries.)

use js_sys::{Array, JSON, Object, Reflect};
use wasm_bindgen::JsValue;

use super::progress::SavedAnswer;

pub const FORMAT: &str = "bufscope-assignment-results/2";

/// One exercise of the assignment and what the student answered.
#[derive(Debug, Clone, PartialEq)]
pub struct ResultItem {
    pub id: String,
    pub lesson: String,
    pub question: String,
    pub answer: Option<SavedAnswer>,
}

#[derive(Debug, Clone, PartialEq)]
pub struct ResultsSheet {
    pub title: String,
    /// As the student typed it; may be empty.
    pub student: String,
    /// The assignment's link, so a teacher sees which one was answered.
    pub link: String,
    pub items: Vec<ResultItem>,
}

/// Right on the first attempt, answered, and asked.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Score {
    pub correct: usize,
    pub answered: usize,
    pub total: usize,
}

impl ResultsSheet {
    pub fn score(&self) -> Score {
        let answered: Vec<&SavedAnswer> = self
            .items
            .iter()
            .filter_map(|i| i.answer.as_ref())
            .collect();
        Score {
            correct: answered.iter().filter(|a| a.first().correct).count(),
            answered: answered.len(),
            total: self.items.len(),
        }
    }

    /// A few lines to paste into a message.
    pub fn to_text(&self) -> String {
        let score = self.score();
        let mut text = format!("bufscope assignment: {}\n", self.title);
        let student = match self.student.trim() {
            "" => "(no name given)",
            name => name,
        };
        text.push_str(&format!("Student: {student}\n"));
        text.push_str(&format!(
            "Score: {} of {} right on the first attempt ({} answered)\n",
            score.correct, score.total, score.answered
        ));
        for (n, item) in self.items.iter().enumerate() {
            let line = match &item.answer {
                Some(a) => attempts_line(a),
                None => "not answered".to_string(),
            };
            text.push_str(&format!("{}. {} — {line}\n", n + 1, item.id));
        }
        text.push_str(&format!("Link: {}\n", self.link));
        text
    }

    /// The results as pretty-printed JSON.
    pub fn to_json(&self) -> String {
        let score = self.score();
        let root = Object::new();
        set(&root, "format", FORMAT.into());
        set(&root, "title", self.title.as_str().into());
        set(&root, "student", self.student.trim().into());
        set(&root, "link", self.link.as_str().into());
        let totals = Object::new();
        set(&totals, "correct", (score.correct as u32).into());
        set(&totals, "answered", (score.answered as u32).into());
        set(&totals, "total", (score.total as u32).into());
        set(&root, "score", totals.into());
        let exercises = Array::new();
        for item in &self.items {
            let entry = Object::new();
            set(&entry, "id", item.id.as_str().into());
            set(&entry, "lesson", item.lesson.as_str().into());
            set(&entry, "question", item.question.as_str().into());
            let attempts = Array::new();
            let (answer, correct, revealed, expected) = match &item.answer {
                Some(a) => {
                    for attempt in &a.attempts {
                        let one = Object::new();
                        set(&one, "answer", attempt.answer.as_str().into());
                        set(&one, "correct", attempt.correct.into());
                        attempts.push(&one);
                    }
                    let first = a.first();
                    (
                        JsValue::from_str(&first.answer),
                        JsValue::from_bool(first.correct),
                        JsValue::from_bool(a.revealed),
                        JsValue::from_str(&a.expected),
                    )
                }
                None => (JsValue::NULL, JsValue::NULL, JsValue::FALSE, JsValue::NULL),
            };
            set(&entry, "answer", answer);
            set(&entry, "correct", correct);
            set(&entry, "attempts", attempts.into());
            set(&entry, "revealed", revealed);
            set(&entry, "expected", expected);
            exercises.push(&entry);
        }
        set(&root, "exercises", exercises.into());
        JSON::stringify_with_replacer_and_space(&root, &JsValue::NULL, &JsValue::from(2))
            .map(String::from)
            // Plain objects of strings, numbers and booleans always stringify.
            .unwrap_or_default()
    }
}

/// "right: answered 2", or "not right on the first attempt (2 attempts): answered 3, then 2;
/// right on attempt 2".
fn attempts_line(saved: &SavedAnswer) -> String {
    let first = saved.first();
    if first.correct {
        return format!("right: answered {}", one_line(&first.answer));
    }
    let given: Vec<String> = match saved.attempts.as_slice() {
        [] => vec![one_line(&saved.answer)],
        attempts => attempts.iter().map(|a| one_line(&a.answer)).collect(),
    };
    let n = given.len();
    let mut line = format!(
        "not right on the first attempt ({n} attempt{}): answered {}",
        if n == 1 { "" } else { "s" },
        given.join(", then ")
    );
    if saved.correct {
        line.push_str(&format!("; right on attempt {n}"));
    } else {
        line.push_str(&format!("; expected {}", one_line(&saved.expected)));
    }
    if saved.revealed {
        line.push_str("; asked to see the answer");
    }
    line
}

/// Multi-line answers (a terminal screen) on one line, newlines shown as `⏎`.
fn one_line(text: &str) -> String {
    text.trim_end_matches('\n').replace('\n', "⏎")
}

fn set(object: &Object, key: &str, value: JsValue) {
    // Defining a property on a fresh plain object cannot fail.
    let _ = Reflect::set(object, &JsValue::from_str(key), &value);
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::course::progress::Attempt;
    #[cfg(target_arch = "wasm32")]
    use wasm_bindgen_test::wasm_bindgen_test as test;

    fn sheet() -> ResultsSheet {
        let answered = |answer: &str, correct: bool, expected: &str| SavedAnswer {
            answer: answer.into(),
            correct,
            expected: expected.into(),
            explain: "not in the results".into(),
            attempts: vec![Attempt {
                answer: answer.into(),
                correct,
            }],
            revealed: false,
        };
        let retried = SavedAnswer {
            answer: "2".into(),
            correct: true,
            expected: "2".into(),
            explain: String::new(),
            attempts: vec![
                Attempt {
                    answer: "3".into(),
                    correct: false,
                },
                Attempt {
                    answer: "2".into(),
                    correct: true,
                },
            ],
            revealed: false,
        };
        ResultsSheet {
            title: "Week 3".into(),
            student: " Ada ".into(),
            link: "https://example.org/assignment/?v=1&ex=a,b,c".into(),
            items: vec![
                ResultItem {
                    id: "a".into(),
                    lesson: "one".into(),
                    question: "How many?".into(),
                    answer: Some(answered("2", true, "2")),
                },
                ResultItem {
                    id: "b".into(),
                    lesson: "one".into(),
                    question: "What shows?".into(),
                    answer: Some(answered("x\ny\n", false, "x\n")),
                },
                ResultItem {
                    id: "c".into(),
                    lesson: "two".into(),
                    question: "Which?".into(),
                    answer: None,
                },
                ResultItem {
                    id: "d".into(),
                    lesson: "two".into(),
                    question: "How many now?".into(),
                    answer: Some(retried),
                },
            ],
        }
    }

    #[test]
    fn the_text_lists_each_exercise_with_the_score() {
        assert_eq!(
            sheet().to_text(),
            "bufscope assignment: Week 3\nStudent: Ada\nScore: 1 of 4 right on the first attempt (3 answered)\n\
             1. a — right: answered 2\n\
             2. b — not right on the first attempt (1 attempt): answered x⏎y; expected x\n\
             3. c — not answered\n\
             4. d — not right on the first attempt (2 attempts): answered 3, then 2; right on attempt 2\n\
             Link: https://example.org/assignment/?v=1&ex=a,b,c\n"
        );
    }

    #[cfg(target_arch = "wasm32")]
    #[test]
    fn the_json_holds_every_exercise_and_nulls_for_unanswered_ones() {
        assert_eq!(
            sheet().to_json(),
            r#"{
  "format": "bufscope-assignment-results/2",
  "title": "Week 3",
  "student": "Ada",
  "link": "https://example.org/assignment/?v=1&ex=a,b,c",
  "score": {
    "correct": 1,
    "answered": 3,
    "total": 4
  },
  "exercises": [
    {
      "id": "a",
      "lesson": "one",
      "question": "How many?",
      "answer": "2",
      "correct": true,
      "attempts": [
        {
          "answer": "2",
          "correct": true
        }
      ],
      "revealed": false,
      "expected": "2"
    },
    {
      "id": "b",
      "lesson": "one",
      "question": "What shows?",
      "answer": "x\ny\n",
      "correct": false,
      "attempts": [
        {
          "answer": "x\ny\n",
          "correct": false
        }
      ],
      "revealed": false,
      "expected": "x\n"
    },
    {
      "id": "c",
      "lesson": "two",
      "question": "Which?",
      "answer": null,
      "correct": null,
      "attempts": [],
      "revealed": false,
      "expected": null
    },
    {
      "id": "d",
      "lesson": "two",
      "question": "How many now?",
      "answer": "3",
      "correct": false,
      "attempts": [
        {
          "answer": "3",
          "correct": false
        },
        {
          "answer": "2",
          "correct": true
        }
      ],
      "revealed": false,
      "expected": "2"
    }
  ]
}"#
        );
    }
}
