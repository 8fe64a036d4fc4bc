//! What a learner has answered, and how it is written down.
//!
//! Saved as JSON (through the browser's own `JSON`, so the page carries no JSON library):
//! `{"v":1,"answers":{"<exercise id>":{"answer":"2","correct":true,"expected":"2","explain":"…",
//! "attempts":[{"answer":"3","correct":false},{"answer":"2","correct":true}],"revealed":false}}}`
//! (`answer` and `correct` are the latest attempt's; an entry saved before attempts were kept is
//! read as one attempt).
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

/// A learner's answers to one exercise, every attempt kept, and the verdict on the latest.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SavedAnswer {
    /// What the learner typed or picked last, as given.
    pub answer: String,
    /// Whether the last answer was right.
    pub correct: bool,
    /// The correct answer, shown once the exercise is settled (`settled`).
    pub expected: String,
    pub explain: String,
    /// Every answer checked, first to last (the last is `answer`).
    pub attempts: Vec<Attempt>,
    /// The learner asked to see the correct answer.
    pub revealed: bool,
}

/// One checked answer.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Attempt {
    pub answer: String,
    pub correct: bool,
}

impl SavedAnswer {
    /// The first answer checked, and whether it was right: what a score counts.
    pub fn first(&self) -> Attempt {
        self.attempts.first().cloned().unwrap_or(Attempt {
            answer: self.answer.clone(),
            correct: self.correct,
        })
    }

    /// Nothing more to try: the answer is right, was shown, or the attempts allowed (`None`:
    /// no limit) are used up. Only then are the correct answer and the explanation shown.
    pub fn settled(&self, max_attempts: Option<u32>) -> bool {
        self.correct
            || self.revealed
            || max_attempts.is_some_and(|max| self.attempts.len() >= max as usize)
    }
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

    /// Adds a checked answer to `id`'s attempts.
    pub fn attempt(
        &mut self,
        id: &str,
        answer: String,
        correct: bool,
        expected: String,
        explain: String,
    ) {
        let mut saved = self.answer(id).cloned().unwrap_or(SavedAnswer {
            answer: String::new(),
            correct: false,
            expected: String::new(),
            explain: String::new(),
            attempts: Vec::new(),
            revealed: false,
        });
        saved.attempts.push(Attempt {
            answer: answer.clone(),
            correct,
        });
        saved.answer = answer;
        saved.correct = correct;
        saved.expected = expected;
        saved.explain = explain;
        self.insert(id, saved);
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
                correct: saved.iter().filter(|a| a.first().correct).count(),
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
            let attempts = js_sys::Array::new();
            for attempt in &saved.attempts {
                let one = Object::new();
                set(&one, "answer", JsValue::from_str(&attempt.answer));
                set(&one, "correct", JsValue::from_bool(attempt.correct));
                attempts.push(&one);
            }
            set(&entry, "attempts", attempts.into());
            set(&entry, "revealed", JsValue::from_bool(saved.revealed));
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
    let answer = text("answer")?;
    let correct = get(value, "correct")
        .as_bool()
        .ok_or_else(|| "correct: expected true or false".to_string())?;
    let listed = get(value, "attempts");
    let attempts = if listed.is_undefined() {
        // Saved before attempts were kept: the one answer is the one attempt.
        vec![Attempt {
            answer: answer.clone(),
            correct,
        }]
    } else if js_sys::Array::is_array(&listed) {
        js_sys::Array::from(&listed)
            .iter()
            .enumerate()
            .map(|(i, one)| {
                match (
                    get(&one, "answer").as_string(),
                    get(&one, "correct").as_bool(),
                ) {
                    (Some(answer), Some(correct)) => Ok(Attempt { answer, correct }),
                    _ => Err(format!(
                        "attempts[{i}]: expected an answer and true or false"
                    )),
                }
            })
            .collect::<Result<Vec<_>, _>>()?
    } else {
        return Err("attempts: expected a list".into());
    };
    Ok(SavedAnswer {
        answer,
        correct,
        expected: text("expected")?,
        // Only shown: an entry without it is still worth keeping.
        explain: text("explain").unwrap_or_default(),
        attempts,
        revealed: get(value, "revealed").as_bool().unwrap_or(false),
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
            attempts: vec![Attempt {
                answer: answer.into(),
                correct,
            }],
            revealed: false,
        }
    }

    #[test]
    fn every_attempt_is_kept_and_the_first_is_what_counts() {
        let mut progress = Progress::default();
        progress.attempt("x", "3".into(), false, "2".into(), "why".into());
        progress.attempt("x", "2".into(), true, "2".into(), "why".into());
        let saved = progress.answer("x").cloned().expect("answered");
        assert_eq!(
            (
                saved.answer.as_str(),
                saved.correct,
                saved.first(),
                saved.attempts.len()
            ),
            (
                "2",
                true,
                Attempt {
                    answer: "3".into(),
                    correct: false
                },
                2
            )
        );
        assert_eq!(Progress::decode(&progress.encode()), (progress, Vec::new()));
    }

    #[test]
    fn the_answer_is_settled_when_right_shown_or_out_of_attempts() {
        let mut wrong = saved("3", false);
        assert_eq!(
            [
                wrong.settled(None),
                wrong.settled(Some(2)),
                wrong.settled(Some(1))
            ],
            [false, false, true]
        );
        wrong.revealed = true;
        assert!(wrong.settled(None));
        assert!(saved("2", true).settled(None));
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
            r#"{"v":1,"answers":{"x":{"answer":"3","correct":false,"expected":"2","explain":"Because \"quotes\" and\nnewlines survive.","attempts":[{"answer":"3","correct":false}],"revealed":false}}}"#
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
                attempts: vec![Attempt {
                    answer: "2".into(),
                    correct: true,
                }],
                revealed: false,
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
