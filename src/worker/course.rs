//! Checking course exercises in the worker: the course is loaded from the lesson files built
//! in (once per worker), each exercise's answer computed by the simulator when first asked
//! and kept, then compared with what the learner answered.

use std::cell::{OnceCell, RefCell};
use std::collections::HashMap;

use bufscope_course::{Answer, Course};

use crate::protocol::Checked;

/// `MANIFEST` and `LESSON_FILES`, written by `build.rs`.
mod sources {
    include!(concat!(env!("OUT_DIR"), "/lesson_sources.rs"));
}

thread_local! {
    // Parsed on the first check: a worker that only runs playground scripts never pays for it.
    static COURSE: OnceCell<Result<Course, String>> = const { OnceCell::new() };
    // Some answers take a million-line run: a learner retrying an exercise waits once.
    static ANSWERS: RefCell<HashMap<String, Answer>> = RefCell::new(HashMap::new());
}

/// The verdict on `answer` to exercise `id`, or why there is none.
pub fn check(id: &str, answer: &str) -> Result<Checked, String> {
    COURSE.with(|course| {
        let course = course
            .get_or_init(|| {
                Course::load(sources::MANIFEST, sources::LESSON_FILES)
                    .map_err(|error| format!("the course could not be read: {error}"))
            })
            .as_ref()
            .map_err(Clone::clone)?;
        let (_, exercise) = course
            .exercise(id)
            .ok_or_else(|| format!("no exercise `{id}` in this course"))?;
        let known = ANSWERS.with(|answers| answers.borrow().get(id).cloned());
        let correct_answer = match known {
            Some(found) => found,
            None => {
                let computed = exercise
                    .evaluate()
                    .map_err(|message| format!("exercise `{id}`: {message}"))?;
                ANSWERS.with(|answers| {
                    answers
                        .borrow_mut()
                        .insert(id.to_string(), computed.clone());
                });
                computed
            }
        };
        let verdict = correct_answer.check(answer);
        Ok(Checked {
            correct: verdict.correct,
            expected: verdict.expected_display,
            explain: exercise.explain.clone(),
        })
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    #[cfg(target_arch = "wasm32")]
    use wasm_bindgen_test::wasm_bindgen_test as test;

    // bufwriter-exact-fill: a 16-byte BufWriter gets 10 bytes, then 6 (the buffer is full but
    // not flushed), then 1 (does not fit: the 16 go out), then is dropped (the 1 goes out).
    // std's rules give 2 writes.
    #[test]
    fn a_right_and_a_wrong_answer_get_their_verdict_and_the_explanation() {
        let right = check("bufwriter-exact-fill", " 2 ").expect("checked");
        let wrong = check("bufwriter-exact-fill", "3").expect("checked");
        let course = Course::load(sources::MANIFEST, sources::LESSON_FILES).expect("loads");
        let (_, exercise) = course.exercise("bufwriter-exact-fill").expect("exists");
        let explain = exercise.explain.as_str();
        assert_eq!(
            (right, wrong),
            (
                Checked {
                    correct: true,
                    expected: "2".into(),
                    explain: explain.into()
                },
                Checked {
                    correct: false,
                    expected: "2".into(),
                    explain: explain.into()
                }
            )
        );
    }

    #[test]
    fn an_unknown_exercise_is_named() {
        assert_eq!(
            check("no-such-exercise", "1"),
            Err("no exercise `no-such-exercise` in this course".to_string())
        );
    }
}
