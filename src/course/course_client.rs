//! The page's side of the course in the simulator worker: lesson bodies, exercises, verdicts.
//!
//! They share the page's one worker with its playgrounds: a playground that stops its run
//! replaces the worker, and the course's requests still waiting are sent again to the new one.

use crate::protocol::{Checked, ExerciseView, Job, LessonBody, Reply, lesson_answers_path};
use crate::sim_client::SimClient;

fn send(job: Job, done: impl FnOnce(Reply) + 'static) {
    SimClient::page().send(job, done);
}

/// The body of lesson `slug`.
pub fn lesson(slug: &str, done: impl FnOnce(Result<LessonBody, String>) + 'static) {
    // It, and its widgets' first runs, may be known before the worker is here.
    SimClient::page().expect_answers(lesson_answers_path(slug));
    send(
        Job::Lesson {
            slug: slug.to_string(),
        },
        move |reply| {
            done(match reply {
                Reply::Lesson(result) => result,
                other => Err(other.unexpected()),
            })
        },
    );
}

/// Exercises by id, in the order asked.
pub fn exercises(ids: Vec<String>, done: impl FnOnce(Result<Vec<ExerciseView>, String>) + 'static) {
    send(Job::Exercises { ids }, move |reply| {
        done(match reply {
            Reply::Exercises(result) => result,
            other => Err(other.unexpected()),
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
            other => Err(other.unexpected()),
        })
    });
}
