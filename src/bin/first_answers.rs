//! Writes the answers a fresh page asks first about each example (on `/` and on `/charts`) and
//! each lesson into a folder (`dist/answers/<example id>.bin`, `dist/answers/charts/<example
//! id>.bin`, `dist/answers/lessons/<slug>.bin`), worked out by the workers' own code:
//! `./dev build` runs it natively after Trunk (`xtask/src/site_build.rs`). See
//! `bufscope::worker::ahead`.

use std::path::{Path, PathBuf};
use std::process::ExitCode;

use bufscope::course::catalog::LESSONS;
use bufscope::examples::EXAMPLES;
use bufscope::protocol::{self, Job, answers_path, charts_answers_path, lesson_answers_path};
use bufscope::worker::ahead::{answers_ahead, charts_jobs, example_jobs, lesson_jobs};

fn main() -> ExitCode {
    let Some(dist) = std::env::args_os().nth(1).map(PathBuf::from) else {
        eprintln!("usage: first_answers <dist folder>");
        return ExitCode::FAILURE;
    };
    let pages = EXAMPLES
        .iter()
        .map(|example| (answers_path(example.id), example_jobs(example)))
        .chain(
            EXAMPLES
                .iter()
                .map(|example| (charts_answers_path(example.id), charts_jobs(example))),
        )
        .chain(
            LESSONS
                .iter()
                .map(|lesson| (lesson_answers_path(lesson.slug), lesson_jobs(lesson.slug))),
        );
    for (url, jobs) in pages {
        if let Err(error) = write_answers(&dist, &url, jobs) {
            eprintln!("{error}");
            return ExitCode::FAILURE;
        }
    }
    // index.html preloads the first example's answers, which a fresh page asks first, and
    // each lesson's page its own (xtask's entry files): a renamed or reordered example, or
    // another path here, would leave a page preloading a file it never reads.
    let preloads = std::iter::once(("index.html".to_string(), answers_path(EXAMPLES[0].id))).chain(
        LESSONS.iter().map(|lesson| {
            (
                format!("course/{}/index.html", lesson.slug),
                lesson_answers_path(lesson.slug),
            )
        }),
    );
    for (page, answers) in preloads {
        let path = dist.join(page);
        if !std::fs::read_to_string(&path).is_ok_and(|text| text.contains(&answers)) {
            eprintln!("{}: it must preload {answers}", path.display());
            return ExitCode::FAILURE;
        }
    }
    ExitCode::SUCCESS
}

/// Writes the answers to `jobs` where the page finds them, `url` under `dist`.
fn write_answers(dist: &Path, url: &str, jobs: Vec<Job>) -> Result<(), String> {
    let path = dist.join(url.trim_start_matches('/'));
    path.parent()
        .map_or(Ok(()), std::fs::create_dir_all)
        .and_then(|()| std::fs::write(&path, protocol::encode(&answers_ahead(jobs))))
        .map_err(|error| format!("writing {}: {error}", path.display()))
}
