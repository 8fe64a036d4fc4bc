//! The course's content checked like code: the manifest, every lesson file, every widget script
//! and every exercise's answer, computed by the simulator.

use std::fs;
use std::path::{Path, PathBuf};

use bufscope_course::{Answer, AnswerKind, Course};
use bufscope_sim::run::Ending;

fn lessons_dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../../lessons")
}

/// Lesson files are `<slug>.md` with a lowercase slug; upper-case files (CLAIMS.md) are notes.
fn lesson_files() -> Vec<(String, String)> {
    let mut files: Vec<(String, String)> = fs::read_dir(lessons_dir())
        .expect("lessons/ exists")
        .filter_map(|entry| {
            let path = entry.ok()?.path();
            let stem = path.file_stem()?.to_str()?.to_string();
            let is_lesson = path.extension()? == "md" && !stem.chars().any(|c| c.is_uppercase());
            is_lesson.then(|| (stem, fs::read_to_string(&path).expect("readable")))
        })
        .collect();
    files.sort();
    files
}

fn course() -> Course {
    let manifest = fs::read_to_string(lessons_dir().join("manifest.toml")).expect("manifest");
    let files = lesson_files();
    let pairs: Vec<(&str, &str)> = files
        .iter()
        .map(|(slug, text)| (slug.as_str(), text.as_str()))
        .collect();
    Course::load(&manifest, &pairs).unwrap_or_else(|error| panic!("{error}"))
}

#[test]
fn the_manifest_lists_every_lesson_file_and_each_lesson_is_substantial() {
    let course = course();
    assert!(
        course.lessons.len() >= 12,
        "{} lessons",
        course.lessons.len()
    );
    assert_eq!(course.lessons.len(), lesson_files().len());
    for lesson in &course.lessons {
        assert!(
            !lesson.widgets.is_empty() && lesson.exercises.len() >= 2,
            "lessons/{}.md: {} widgets, {} exercises",
            lesson.slug,
            lesson.widgets.len(),
            lesson.exercises.len()
        );
    }
}

#[test]
fn every_widget_script_runs_to_an_end_the_simulator_models() {
    let mut failures = Vec::new();
    for lesson in course().lessons {
        for widget in &lesson.widgets {
            let place = format!("lessons/{}.md:{}", lesson.slug, widget.line);
            match widget.run() {
                Ok(report) => {
                    if let Ending::Stopped(error) = report.ending {
                        failures.push(format!("{place}: stopped: {error}"));
                    }
                }
                Err(error) => failures.push(format!("{place}: {error}")),
            }
        }
    }
    assert!(failures.is_empty(), "\n{}", failures.join("\n"));
}

#[test]
fn every_exercise_has_a_computable_answer_that_its_explanation_does_not_give_away() {
    let mut failures = Vec::new();
    for lesson in course().lessons {
        for exercise in &lesson.exercises {
            let place = format!(
                "lessons/{}.md:{} ({})",
                lesson.slug, exercise.line, exercise.id
            );
            match exercise.evaluate() {
                Ok(answer) => {
                    if answer.revealed_by(&exercise.explain) {
                        failures.push(format!(
                            "{place}: the explanation contains the answer `{}`",
                            answer.display()
                        ));
                    }
                    if let Answer::Text(text) = &answer
                        && text.trim().is_empty()
                    {
                        failures.push(format!("{place}: the expected text is empty"));
                    }
                    // The answer checks as correct against itself: the verdict is consistent.
                    assert!(answer.check(&answer.display()).correct, "{place}");
                }
                Err(error) => failures.push(format!("{place}: {error}")),
            }
        }
    }
    assert!(failures.is_empty(), "\n{}", failures.join("\n"));
}

#[test]
fn the_claims_table_names_only_existing_lessons() {
    let course = course();
    let claims = fs::read_to_string(lessons_dir().join("CLAIMS.md")).expect("CLAIMS.md");
    let mut rows = 0;
    for line in claims
        .lines()
        .filter(|l| l.starts_with("| ") && l.contains(".txt"))
    {
        rows += 1;
        let lessons_cell = line.trim_end_matches('|').rsplit('|').next().unwrap_or("");
        let slugs: Vec<&str> = lessons_cell
            .split(',')
            .map(|s| s.trim().trim_matches('`'))
            .filter(|s| !s.is_empty())
            .collect();
        assert!(!slugs.is_empty(), "no lesson for: {line}");
        for slug in slugs {
            assert!(
                course.lesson(slug).is_some(),
                "unknown lesson `{slug}` in: {line}"
            );
        }
    }
    assert!(rows >= 20, "{rows} claims");
}

/// Taken out of its lesson (an assignment), a question that leans on the lesson's text ("the
/// same file", "this version") needs a setup line, and no setup may give the answer away.
#[test]
fn questions_that_lean_on_the_lesson_carry_a_setup_that_keeps_the_answer() {
    let leans = |question: &str| {
        let lower = question.to_lowercase();
        lower
            .split(|c: char| !c.is_alphanumeric())
            .any(|word| word == "same" || word == "version")
    };
    let mut failures = Vec::new();
    for lesson in course().lessons {
        for exercise in &lesson.exercises {
            let place = format!(
                "lessons/{}.md:{} ({})",
                lesson.slug, exercise.line, exercise.id
            );
            match &exercise.setup {
                None if leans(&exercise.question) => failures.push(format!(
                    "{place}: \"{}\" needs a `setup:` line for assignments",
                    exercise.question
                )),
                Some(setup) => {
                    if let Ok(answer) = exercise.evaluate()
                        && answer.revealed_by(setup)
                    {
                        failures.push(format!("{place}: the setup gives the answer away"));
                    }
                }
                None => {}
            }
        }
    }
    assert!(failures.is_empty(), "\n{}", failures.join("\n"));
}

/// The new kinds are in use: syscalls to order, scripts to fix, each a fair exercise (a
/// fix-it's starting script misses its goal, which `evaluate` checks with its solution).
#[test]
fn the_course_has_order_and_fix_exercises_the_simulator_grades() {
    let course = course();
    let of_kind = |kind: AnswerKind| -> Vec<String> {
        course
            .lessons
            .iter()
            .flat_map(|l| &l.exercises)
            .filter(|e| e.kind == kind)
            .map(|e| e.id.clone())
            .collect()
    };
    let (orders, fixes) = (of_kind(AnswerKind::Order), of_kind(AnswerKind::Fix));
    assert!(
        orders.len() >= 2 && fixes.len() >= 2,
        "{orders:?} {fixes:?}"
    );
    for id in fixes {
        let (_, exercise) = course.exercise(&id).expect("listed");
        let Ok(Answer::Fix(target)) = exercise.evaluate() else {
            panic!("{id}: a fix-it's answer");
        };
        let start = &exercise.scripts[0].script;
        let solution = exercise.solution.as_deref().expect("a solution");
        assert_eq!(
            (target.check(start).correct, target.check(solution).correct),
            (false, true),
            "{id}"
        );
    }
}
