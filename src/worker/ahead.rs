//! The answers a fresh page asks first, worked out ahead by the workers' own code:
//! `src/bin/first_answers.rs` writes them into `dist/answers/` when the site is built, and the
//! page answers from them while its worker is still on its way (`src/sim_client/ahead.rs`).

use crate::course::lesson_widget::preset_of;
use crate::examples::Example;
use crate::playground::charts_panel::sweep_capacities;
use crate::playground::run_progress::first_watch;
use crate::playground::url_state::PlaygroundState;
use crate::protocol::{self, AnswersAhead, Job, Reply, SegmentView};

/// What a playground asks as it opens on `state`, before anyone touched it: the run its Run
/// starts (watched, with the page's time budget) and, when it compares, B's.
fn opening_jobs(state: &PlaygroundState) -> Vec<Job> {
    let mut jobs = vec![Job::Watch(state.run_request(Vec::new()), first_watch())];
    jobs.extend(state.run_request_b(Vec::new()).map(Job::Run));
    jobs
}

/// What a fresh playground page asks first about `example`.
pub fn example_jobs(example: &Example) -> Vec<Job> {
    opening_jobs(&PlaygroundState::starting(example.script, example.id))
}

/// What `/charts` asks first about `example`: its run (unwatched) and the capacity sweep of
/// the charts panel, which is open from the start.
pub fn charts_jobs(example: &Example) -> Vec<Job> {
    let request = PlaygroundState::starting(example.script, example.id).run_request(Vec::new());
    vec![
        Job::Run(request.clone()),
        Job::Sweep(request, sweep_capacities()),
    ]
}

/// What a lesson's page asks first: the lesson's body, then what each of its widgets asks as
/// it opens.
pub fn lesson_jobs(slug: &str) -> Vec<Job> {
    let body = Job::Lesson {
        slug: slug.to_string(),
    };
    let widgets = match super::course::answer(body.clone()) {
        Reply::Lesson(Ok(lesson)) => lesson.segments,
        _ => Vec::new(),
    };
    let mut jobs = vec![body];
    for segment in widgets {
        if let SegmentView::Widget(widget) = segment {
            jobs.extend(opening_jobs(&preset_of(&widget.script)));
        }
    }
    jobs
}

/// `jobs` with the replies of the course's worker (the playground's worker, plus the course),
/// and the presets its `Ready` carries.
///
/// Unwatched: no clock, so the page's time budget never ends one of them early. The examples and
/// the lessons' scripts run in milliseconds; one that ran into the budget in the page would be
/// answered there by the worker and differ from this, which `e2e/answers_ahead.test.mjs` would
/// show.
pub fn answers_ahead(jobs: Vec<Job>) -> AnswersAhead {
    AnswersAhead {
        presets: super::presets(),
        answers: jobs
            .into_iter()
            .map(|job| {
                let key = protocol::encode(&job);
                let reply = super::answer_with(job, super::course::answer);
                (key, protocol::encode(&reply))
            })
            .collect(),
    }
}
