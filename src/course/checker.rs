//! Sends a learner's answer to the simulator worker and hands back the verdict.
//!
//! Checks go to a worker of their own, started on the first check: a playground restarts the
//! shared worker to stop a long run, which drops every reply still pending — a verdict must
//! never be one of them.

use std::cell::RefCell;

use crate::protocol::{Checked, Job, Reply};
use crate::sim_client::SimClient;

thread_local! {
    // One per page load, not per component: lessons and assignments hold many exercises.
    static CHECKER: RefCell<Option<SimClient>> = const { RefCell::new(None) };
}

/// Checks `answer` to exercise `id`; `done` gets the verdict or a message saying why not.
pub fn check(id: &str, answer: &str, done: impl FnOnce(Result<Checked, String>) + 'static) {
    let client = CHECKER.with(|checker| {
        checker
            .borrow_mut()
            .get_or_insert_with(SimClient::start)
            .clone()
    });
    let job = Job::CheckExercise {
        id: id.to_string(),
        answer: answer.to_string(),
    };
    client.send(job, move |reply| {
        done(match reply {
            Reply::Checked(result) => result,
            Reply::Malformed(message) => Err(message),
            other => Err(format!("the simulator answered out of turn: {other:?}")),
        })
    });
}
