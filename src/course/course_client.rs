//! The page's side of the course in the simulator worker: lesson bodies, exercises, verdicts.
//!
//! The course has a worker of its own, started on the first request: a playground restarts
//! the shared worker to stop a long run, which drops every reply still pending — a lesson or
//! a verdict must never be one of them.

use std::cell::RefCell;

use crate::protocol::{Checked, ExerciseView, Job, LessonBody, Reply};
use crate::sim_client::SimClient;

thread_local! {
    // One per page load, not per component: lessons and assignments hold many exercises.
    static COURSE_WORKER: RefCell<Option<SimClient>> = const { RefCell::new(None) };
}

fn send(job: Job, done: impl FnOnce(Reply) + 'static) {
    let client = COURSE_WORKER.with(|worker| {
        worker
            .borrow_mut()
            .get_or_insert_with(SimClient::start)
            .clone()
    });
    client.send(job, done);
}

fn out_of_turn(reply: &Reply) -> String {
    match reply {
        Reply::Malformed(message) => message.clone(),
        _ => "the simulator answered out of turn".to_string(),
    }
}

/// The body of lesson `slug`.
pub fn lesson(slug: &str, done: impl FnOnce(Result<LessonBody, String>) + 'static) {
    send(
        Job::Lesson {
            slug: slug.to_string(),
        },
        move |reply| {
            done(match reply {
                Reply::Lesson(result) => result,
                other => Err(out_of_turn(&other)),
            })
        },
    );
}

/// Exercises by id, in the order asked.
pub fn exercises(ids: Vec<String>, done: impl FnOnce(Result<Vec<ExerciseView>, String>) + 'static) {
    send(Job::Exercises { ids }, move |reply| {
        done(match reply {
            Reply::Exercises(result) => result,
            other => Err(out_of_turn(&other)),
        })
    });
}

/// Checks `answer` to exercise `id`; `done` gets the verdict or a message saying why not.
pub fn check(id: &str, answer: &str, done: impl FnOnce(Result<Checked, String>) + 'static) {
    let job = Job::CheckExercise {
        id: id.to_string(),
        answer: answer.to_string(),
    };
    send(job, move |reply| {
        done(match reply {
            Reply::Checked(result) => result,
            other => Err(out_of_turn(&other)),
        })
    });
}
