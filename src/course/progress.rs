//! What a learner has answered, and how it is written down.
//!
//! Saved as JSON (through the browser's own `JSON`, so the page carries no JSON library):
//! `{"v":1,"answers":{"<exercise id>":{"answer":"2","correct":true,"expected":"2","explain":"…"}}}`.
//! A later version only adds fields; an entry that cannot be read is named and left out, and
//! the rest still counts.

use js_sys::{JSON, Object, Reflect};
use wasm_bindgen::JsValue;

use super::catalog::LessonEntry;

/// The current format.
pub const VERSION: u32 = 1;

/// Every exercise answered, by id, in the order answered. (A course has a few dozen
/// exercises: a list is all the lookup needs, and a map would cost the page's wasm more.)
#[derive(Debug, Clone, Default, PartialEq)]
pub struct Progress {
    pub answers: Vec<(String, SavedAnswer)>,
}

/// A learner's first committed answer to one exercise, and the verdict on it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SavedAnswer {
    /// What the learner typed or picked, as given.
    pub answer: String,
    pub correct: bool,
    /// The correct answer as shown.
    pub expected: String,
    pub explain: String,
}

/// How far a learner is in one lesson.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum LessonState {
    NotStarted,
    /// Some exercises answered.
    InProgress {
        answered: usize,
        total: usize,
    },
    /// Every exercise answered; `correct` of them right.
    Done {
        correct: usize,
        total: usize,
    },
}

impl LessonState {
    /// Words for the course map and screen readers.
    pub fn label(self) -> String {
        match self {
            LessonState::NotStarted => "not started".into(),
            LessonState::InProgress { answered, total } => {
                format!("in progress: {answered} of {total} answered")
            }
            LessonState::Done { correct, total } => format!("done: {correct} of {total} right"),
        }
    }
}

impl Progress {
    pub fn answer(&self, id: &str) -> Option<&SavedAnswer> {
        self.answers
            .iter()
            .find(|(i, _)| i == id)
            .map(|(_, saved)| saved)
    }

    /// Keeps `saved` as the answer to `id`, replacing an earlier one.
    pub fn insert(&mut self, id: &str, saved: SavedAnswer) {
        self.remove(id);
        self.answers.push((id.to_string(), saved));
    }

    pub fn remove(&mut self, id: &str) {
        self.answers.retain(|(i, _)| i != id);
    }

    pub fn lesson_state(&self, lesson: &LessonEntry) -> LessonState {
        let total = lesson.exercises.len();
        let saved: Vec<&SavedAnswer> = lesson
            .exercises
            .iter()
            .filter_map(|exercise| self.answer(exercise.id))
            .collect();
        match saved.len() {
            0 => LessonState::NotStarted,
            answered if answered < total => LessonState::InProgress { answered, total },
            _ => LessonState::Done {
                correct: saved.iter().filter(|a| a.correct).count(),
                total,
            },
        }
    }

    /// The progress as JSON text.
    pub fn encode(&self) -> String {
        let root = Object::new();
        set(&root, "v", JsValue::from(VERSION));
        let answers = Object::new();
        for (id, saved) in &self.answers {
            let entry = Object::new();
            set(&entry, "answer", JsValue::from_str(&saved.answer));
            set(&entry, "correct", JsValue::from_bool(saved.correct));
            set(&entry, "expected", JsValue::from_str(&saved.expected));
            set(&entry, "explain", JsValue::from_str(&saved.explain));
            set(&answers, id, entry.into());
        }
        set(&root, "answers", answers.into());
        JSON::stringify(&root)
            .map(String::from)
            // Plain objects of strings and booleans always stringify.
            .unwrap_or_default()
    }

    /// Reads saved text: the progress, and each problem found (an entry with one is left out).
    /// Text that is not progress at all is one problem and an empty progress.
    pub fn decode(text: &str) -> (Progress, Vec<String>) {
        let mut progress = Progress::default();
        let Ok(root) = JSON::parse(text) else {
            return (progress, vec!["the saved progress is not JSON".into()]);
        };
        if !root.is_object() {
            return (
                progress,
                vec!["the saved progress is not a JSON object".into()],
            );
        }
        match get(&root, "v").as_f64() {
            Some(v) if v == f64::from(VERSION) => {}
            Some(v) => {
                return (
                    progress,
                    vec![format!("v={v}: saved by another version of bufscope")],
                );
            }
            None => return (progress, vec!["v: missing or not a number".into()]),
        }
        let answers = get(&root, "answers");
        if !answers.is_object() {
            return (progress, vec!["answers: missing or not an object".into()]);
        }
        let mut problems = Vec::new();
        for entry in Object::entries(&Object::from(answers)).iter() {
            let pair = js_sys::Array::from(&entry);
            let id = pair.get(0).as_string().unwrap_or_default();
            match saved_answer(&pair.get(1)) {
                Ok(saved) => progress.insert(&id, saved),
                Err(field) => problems.push(format!("answers.{id}.{field}")),
            }
        }
        (progress, problems)
    }
}

/// One entry, or the field that is wrong and what was expected of it.
fn saved_answer(value: &JsValue) -> Result<SavedAnswer, String> {
    let text = |field: &str| {
        get(value, field)
            .as_string()
            .ok_or_else(|| format!("{field}: expected text"))
    };
    Ok(SavedAnswer {
        answer: text("answer")?,
        correct: get(value, "correct")
            .as_bool()
            .ok_or_else(|| "correct: expected true or false".to_string())?,
        expected: text("expected")?,
        // Only shown: an entry without it is still worth keeping.
        explain: text("explain").unwrap_or_default(),
    })
}

fn get(object: &JsValue, key: &str) -> JsValue {
    Reflect::get(object, &JsValue::from_str(key)).unwrap_or(JsValue::UNDEFINED)
}

fn set(object: &Object, key: &str, value: JsValue) {
    // Defining a property on a fresh plain object cannot fail.
    let _ = Reflect::set(object, &JsValue::from_str(key), &value);
}

#[cfg(all(test, target_arch = "wasm32"))]
mod tests {
    use super::*;
    use wasm_bindgen_test::wasm_bindgen_test as test;

    fn saved(answer: &str, correct: bool) -> SavedAnswer {
        SavedAnswer {
            answer: answer.into(),
            correct,
            expected: "2".into(),
            explain: "Because \"quotes\" and\nnewlines survive.".into(),
        }
    }

    #[test]
    fn progress_survives_the_round_trip() {
        let mut progress = Progress::default();
        progress.insert("a-b", saved("2", true));
        progress.insert("c", saved("1,000 ü", false));
        assert_eq!(Progress::decode(&progress.encode()), (progress, Vec::new()));
    }

    #[test]
    fn the_format_is_the_documented_one() {
        let mut progress = Progress::default();
        progress.insert("x", saved("3", false));
        assert_eq!(
            progress.encode(),
            r#"{"v":1,"answers":{"x":{"answer":"3","correct":false,"expected":"2","explain":"Because \"quotes\" and\nnewlines survive."}}}"#
        );
    }

    #[test]
    fn unreadable_text_gives_empty_progress_and_says_why() {
        let cases = [
            ("{not json", "the saved progress is not JSON"),
            ("[1]", "v: missing or not a number"),
            (r#"{"v":1}"#, "answers: missing or not an object"),
            ("7", "the saved progress is not a JSON object"),
            (
                r#"{"v":2,"answers":{}}"#,
                "v=2: saved by another version of bufscope",
            ),
            (r#"{"answers":{}}"#, "v: missing or not a number"),
        ];
        for (text, problem) in cases {
            assert_eq!(
                Progress::decode(text),
                (Progress::default(), vec![problem.to_string()]),
                "{text}"
            );
        }
    }

    #[test]
    fn a_broken_entry_is_named_and_the_others_are_kept() {
        let text = r#"{"v":1,"answers":{"good":{"answer":"2","correct":true,"expected":"2"},"bad":{"answer":"2","correct":"yes","expected":"2"},"worse":5}}"#;
        let mut expected = Progress::default();
        expected.insert(
            "good",
            SavedAnswer {
                answer: "2".into(),
                correct: true,
                expected: "2".into(),
                explain: String::new(),
            },
        );
        assert_eq!(
            Progress::decode(text),
            (
                expected,
                vec![
                    "answers.bad.correct: expected true or false".to_string(),
                    "answers.worse.answer: expected text".to_string(),
                ]
            )
        );
    }
}
