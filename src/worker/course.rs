//! The course in the worker: lesson bodies and exercises for the page, and the verdict on
//! an answer. The course is loaded from the lesson files built in (once per worker); each
//! exercise's answer is computed by the simulator when first asked, and kept.

use std::cell::{OnceCell, RefCell};
use std::collections::HashMap;

use bufscope_course::{Answer, AnswerKind, Course, Exercise, LabeledScript, Segment};
use bufscope_sim::header::environment_from_header;
use bufscope_sim::kernel::Environment;

use crate::protocol::{
    Checked, ExerciseKind, ExerciseView, Job, LessonBody, Reply, ScriptView, SegmentView,
    WidgetView,
};

/// `MANIFEST`, `LESSON_FILES` and `LESSON_HTML`, written by `build.rs`.
mod sources {
    include!(concat!(env!("OUT_DIR"), "/lesson_sources.rs"));
    include!(concat!(env!("OUT_DIR"), "/lesson_html.rs"));
}

thread_local! {
    // Parsed on the first check: a worker that only runs playground scripts never pays for it.
    static COURSE: OnceCell<Result<Course, String>> = const { OnceCell::new() };
    // Some answers take a million-line run: a learner retrying an exercise waits once.
    static ANSWERS: RefCell<HashMap<String, Answer>> = RefCell::new(HashMap::new());
}

/// The reply to a course job.
pub fn answer(job: Job) -> Reply {
    match job {
        Job::Lesson { slug } => Reply::Lesson(with_course(|course| lesson(course, &slug))),
        Job::Exercises { ids } => Reply::Exercises(with_course(|course| {
            ids.iter()
                .map(|id| {
                    course
                        .exercise(id)
                        .map(|(_, exercise)| exercise_view(exercise))
                        .ok_or_else(|| format!("no exercise `{id}` in this course"))
                })
                .collect()
        })),
        Job::CheckExercise { id, answer } => Reply::Checked(check(&id, &answer)),
        other => Reply::WrongWorker(format!("not a course job: {other:?}")),
    }
}

fn with_course<T>(then: impl FnOnce(&Course) -> Result<T, String>) -> Result<T, String> {
    COURSE.with(|course| {
        let course = course
            .get_or_init(|| {
                Course::load(sources::MANIFEST, sources::LESSON_FILES)
                    .map_err(|error| format!("the course could not be read: {error}"))
            })
            .as_ref()
            .map_err(Clone::clone)?;
        then(course)
    })
}

/// A lesson's segments, its prose as `build.rs` rendered it.
fn lesson(course: &Course, slug: &str) -> Result<LessonBody, String> {
    let lesson = course
        .lesson(slug)
        .ok_or_else(|| format!("no lesson `{slug}` in this course"))?;
    let mut html = sources::LESSON_HTML
        .iter()
        .find(|(s, _)| *s == slug)
        .map(|(_, segments)| segments.iter())
        .ok_or_else(|| format!("lesson `{slug}` was not rendered"))?;
    let segments = lesson
        .segments
        .iter()
        .map(|segment| match segment {
            Segment::Markdown(_) => html
                .next()
                .map(|text| SegmentView::Html(text.to_string()))
                .ok_or_else(|| format!("lesson `{slug}` has more prose than was rendered")),
            Segment::Widget(i) => Ok(SegmentView::Widget(WidgetView {
                title: lesson.widgets[*i].title.clone(),
                script: script_view(None, &lesson.widgets[*i].script),
            })),
            Segment::Exercise(i) => Ok(SegmentView::Exercise(exercise_view(&lesson.exercises[*i]))),
        })
        .collect::<Result<_, String>>()?;
    Ok(LessonBody { segments })
}

fn exercise_view(exercise: &Exercise) -> ExerciseView {
    ExerciseView {
        id: exercise.id.clone(),
        question: exercise.question.clone(),
        kind: match exercise.kind {
            AnswerKind::Number => ExerciseKind::Number,
            AnswerKind::Choice => ExerciseKind::Choice,
            AnswerKind::Text => ExerciseKind::Text,
            AnswerKind::Order => ExerciseKind::Order,
            AnswerKind::Fix => ExerciseKind::Fix,
        },
        options: exercise.options.clone(),
        scripts: exercise
            .scripts
            .iter()
            .map(|LabeledScript { label, script, .. }| script_view(label.clone(), script))
            .collect(),
    }
}

/// The script with the playground's names for where its header sends stdout and stderr.
fn script_view(label: Option<String>, script: &str) -> ScriptView {
    // A header the simulator rejects is shown by the playground when it runs; the selectors
    // then start at the terminal.
    let environment = environment_from_header(script, Environment::default()).unwrap_or_default();
    ScriptView {
        label,
        script: script.to_string(),
        stdout: environment.stdout,
        stderr: environment.stderr,
    }
}

/// The verdict on `answer` to exercise `id`, or why there is none.
fn check(id: &str, answer: &str) -> Result<Checked, String> {
    with_course(|course| {
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
            explain: exercise.explanation(),
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
    fn a_lesson_body_follows_the_lesson_file_with_its_prose_rendered() {
        let course = Course::load(sources::MANIFEST, sources::LESSON_FILES).expect("loads");
        let source = course.lesson("bufwriter").expect("exists");
        let Reply::Lesson(Ok(body)) = answer(Job::Lesson {
            slug: "bufwriter".into(),
        }) else {
            panic!("a lesson body");
        };
        // Each widget beside the one the lesson file has in its place.
        let mut written = source.widgets.iter();
        let shape: Vec<String> = body
            .segments
            .iter()
            .map(|segment| match segment {
                SegmentView::Html(html) => format!("html {}", html.lines().next().unwrap_or("")),
                SegmentView::Widget(widget) => format!(
                    "widget {:?} stdout={} {}",
                    widget.title,
                    widget.script.stdout.name(),
                    written
                        .next()
                        .is_some_and(|w| widget.script.script == w.script)
                ),
                SegmentView::Exercise(exercise) => format!("exercise {}", exercise.id),
            })
            .collect();
        let expected: Vec<String> = source
            .segments
            .iter()
            .map(|segment| match segment {
                Segment::Markdown(markdown) => {
                    // The first line of each prose segment, as pulldown-cmark renders it.
                    let first = markdown.lines().next().unwrap_or("");
                    match (first.strip_prefix("# "), first.strip_prefix("## ")) {
                        (Some(heading), _) => format!("html <h1>{heading}</h1>"),
                        (_, Some(heading)) => format!("html <h2>{heading}</h2>"),
                        _ => format!("html <p>{first}"),
                    }
                }
                // The widget's header says `// bufscope: stdout=file`.
                Segment::Widget(i) => {
                    format!("widget {:?} stdout=file true", source.widgets[*i].title)
                }
                Segment::Exercise(i) => format!("exercise {}", source.exercises[*i].id),
            })
            .collect();
        assert_eq!(shape, expected);
    }

    #[test]
    fn exercises_come_in_the_order_asked_and_an_unknown_one_is_named() {
        let ids = |reply: Reply| match reply {
            Reply::Exercises(result) => {
                result.map(|list| list.into_iter().map(|e| e.id).collect::<Vec<_>>())
            }
            _ => Err("another reply".into()),
        };
        assert_eq!(
            ids(answer(Job::Exercises {
                ids: vec!["bufwriter-which-cause".into(), "raw-writes-eprintln".into()]
            })),
            Ok(vec![
                "bufwriter-which-cause".to_string(),
                "raw-writes-eprintln".to_string()
            ])
        );
        assert_eq!(
            ids(answer(Job::Exercises {
                ids: vec!["raw-writes-eprintln".into(), "nope".into()]
            })),
            Err("no exercise `nope` in this course".to_string())
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
