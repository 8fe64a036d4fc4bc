//! A student's results for one assignment, as JSON and as a short text to hand in.
//!
//! JSON (`format: "bufscope-assignment-results/1"`), pretty-printed:
//! `{format, title, student, link, score: {correct, answered, total}, exercises: [{id, lesson,
//! question, answer, correct, expected}]}`; an exercise not answered has `null` for the last
//! three.

use js_sys::{Array, JSON, Object, Reflect};
use wasm_bindgen::JsValue;

use super::progress::SavedAnswer;

pub const FORMAT: &str = "bufscope-assignment-results/1";

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

/// Right, answered and asked.
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
            correct: answered.iter().filter(|a| a.correct).count(),
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
            "Score: {} of {} right ({} answered)\n",
            score.correct, score.total, score.answered
        ));
        for (n, item) in self.items.iter().enumerate() {
            let line = match &item.answer {
                Some(a) if a.correct => format!("right: answered {}", one_line(&a.answer)),
                Some(a) => format!(
                    "wrong: answered {}, expected {}",
                    one_line(&a.answer),
                    one_line(&a.expected)
                ),
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
            let (answer, correct, expected) = match &item.answer {
                Some(a) => (
                    JsValue::from_str(&a.answer),
                    JsValue::from_bool(a.correct),
                    JsValue::from_str(&a.expected),
                ),
                None => (JsValue::NULL, JsValue::NULL, JsValue::NULL),
            };
            set(&entry, "answer", answer);
            set(&entry, "correct", correct);
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
    #[cfg(target_arch = "wasm32")]
    use wasm_bindgen_test::wasm_bindgen_test as test;

    fn sheet() -> ResultsSheet {
        let answered = |answer: &str, correct: bool, expected: &str| SavedAnswer {
            answer: answer.into(),
            correct,
            expected: expected.into(),
            explain: "not in the results".into(),
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
            ],
        }
    }

    #[test]
    fn the_text_lists_each_exercise_with_the_score() {
        assert_eq!(
            sheet().to_text(),
            "bufscope assignment: Week 3\nStudent: Ada\nScore: 1 of 3 right (2 answered)\n\
             1. a — right: answered 2\n2. b — wrong: answered x⏎y, expected x\n3. c — not answered\n\
             Link: https://example.org/assignment/?v=1&ex=a,b,c\n"
        );
    }

    #[cfg(target_arch = "wasm32")]
    #[test]
    fn the_json_holds_every_exercise_and_nulls_for_unanswered_ones() {
        assert_eq!(
            sheet().to_json(),
            r#"{
  "format": "bufscope-assignment-results/1",
  "title": "Week 3",
  "student": "Ada",
  "link": "https://example.org/assignment/?v=1&ex=a,b,c",
  "score": {
    "correct": 1,
    "answered": 2,
    "total": 3
  },
  "exercises": [
    {
      "id": "a",
      "lesson": "one",
      "question": "How many?",
      "answer": "2",
      "correct": true,
      "expected": "2"
    },
    {
      "id": "b",
      "lesson": "one",
      "question": "What shows?",
      "answer": "x\ny\n",
      "correct": false,
      "expected": "x\n"
    },
    {
      "id": "c",
      "lesson": "two",
      "question": "Which?",
      "answer": null,
      "correct": null,
      "expected": null
    }
  ]
}"#
        );
    }
}
