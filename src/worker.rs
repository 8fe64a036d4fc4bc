//! The simulator's side of the worker: requests in, responses out, as plain functions.
//!
//! `src/bin/sim_worker.rs` (the playground's) and `src/bin/course_worker.rs` (the course's,
//! which also answers course jobs) wire [`handle_watched`] to `postMessage` through
//! [`listen::listen`]; tests call [`handle`] directly.
//!
//! The playground's worker leaves the course out: its lessons, their parser and the answers'
//! machinery are bytes every first trace would wait for. Which worker answers course jobs is
//! a parameter ([`CourseJobs`]), so the linker drops what the playground's never calls.

pub mod ahead;
pub mod course;
pub mod listen;
pub mod project;
pub mod step_view;
pub mod view_of;
pub mod watch;

use bufscope_sim::cost::presets::{default_model, generic_linux_laptop, slow_syscalls};
use bufscope_sim::cost::{CostModel, Features};
use bufscope_sim::header::environment_from_header;
use bufscope_sim::kernel::{Environment, Faults};
use bufscope_sim::run::run;
use bufscope_sim::script::interpreter::Limits;
use bufscope_sim::whatif::{compare_events, stdout_events};

use crate::protocol::{
    self, Job, LanguageRow, Rejection, Reply, Request, Response, RunRequest, SweepPoint,
};

/// Who answers course jobs (`Job::Lesson`, `Job::Exercises`, `Job::CheckExercise`).
pub type CourseJobs = fn(Job) -> Reply;

/// The playground's worker: course jobs belong to the course's worker.
pub fn course_elsewhere(_job: Job) -> Reply {
    Reply::WrongWorker("the playground's worker has no course".into())
}

/// Answers one encoded request with one encoded response (course jobs included).
pub fn handle(bytes: &[u8]) -> Vec<u8> {
    handle_watched(bytes, &|| 0.0, &mut |_| {}, course::answer)
}

/// Like [`handle`]; a [`Job::Watch`] also sends `post` its progress as it runs (encoded
/// [`Reply::Progress`] responses), timed by `now` (milliseconds); `course` answers course jobs.
pub fn handle_watched(
    bytes: &[u8],
    now: &dyn Fn() -> f64,
    post: &mut dyn FnMut(Vec<u8>),
    course: CourseJobs,
) -> Vec<u8> {
    let response = match protocol::decode::<Request>(bytes) {
        Ok(Request {
            id,
            job: Job::Watch(request, watch),
        }) => {
            let mut tell = |progress| {
                post(protocol::encode(&Response {
                    id,
                    reply: Reply::Progress(progress),
                }))
            };
            Response {
                id,
                reply: Reply::Ran(
                    watch::watched_run(&request, watch, now, &mut tell).map(Box::new),
                ),
            }
        }
        Ok(request) => Response {
            id: request.id,
            reply: answer_with(request.job, course),
        },
        Err(message) => Response {
            // Its request waits for this answer: the id comes first and is read on its own.
            // Without one, the page takes it for the request the worker is on.
            id: protocol::id_of(bytes).unwrap_or(protocol::UNKNOWN_ID),
            reply: Reply::Malformed(message),
        },
    };
    protocol::encode(&response)
}

/// The cost-model presets this worker knows; the first is the default.
pub fn presets() -> Vec<CostModel> {
    vec![default_model(), generic_linux_laptop(), slow_syscalls()]
}

/// The message that tells the page the worker listens: the cost-model presets.
pub fn ready() -> Vec<u8> {
    protocol::encode(&Response {
        id: protocol::UNKNOWN_ID,
        reply: Reply::Ready(presets()),
    })
}

/// What the worker replies to a job (course jobs included).
pub fn answer(job: Job) -> Reply {
    answer_with(job, course::answer)
}

/// What the worker replies to a job; `course` answers course jobs.
pub fn answer_with(job: Job, course: CourseJobs) -> Reply {
    match job {
        Job::Run(request) => Reply::Ran(run_once(&request).map(Box::new)),
        // Unwatched here (tests, a caller without a message channel): no progress, no clock.
        Job::Watch(request, watch) => {
            Reply::Ran(watch::watched_run(&request, watch, &|| 0.0, &mut |_| {}).map(Box::new))
        }
        Job::Sweep(request, capacities) => Reply::Swept(sweep(&request, &capacities)),
        Job::Languages(request) => Reply::Languages(languages(&request)),
        Job::Export(request) => Reply::Exported(
            environment(&request).and_then(|env| project::project(&request.script, &env)),
        ),
        Job::Lesson { .. } | Job::Exercises { .. } | Job::CheckExercise { .. } => course(job),
    }
}

/// The environment a request describes: the selectors, then the script's own settings.
fn environment(request: &RunRequest) -> Result<Environment, Rejection> {
    let defaults = Environment {
        stdout: request.stdout,
        stderr: request.stderr,
        stdout_policy: request.stdout_policy,
        files: request.files.iter().cloned().collect(),
        faults: Faults {
            max_bytes_per_write: request.faults.max_write.map(|n| n.max(1) as usize),
            max_bytes_per_read: request.faults.max_read.map(|n| n.max(1) as usize),
            disk_full_after: request.faults.disk_full_after,
            closed_fds: Vec::new(),
        },
        ..Environment::default()
    };
    let mut environment =
        environment_from_header(&request.script, defaults).map_err(|message| Rejection {
            message: format!("settings: {message}"),
            at: None,
        })?;
    // A file the learner uploaded replaces a generated input of the same name: they chose it.
    environment.files.extend(request.files.iter().cloned());
    Ok(environment)
}

fn rejection(error: bufscope_sim::script::error::ScriptError) -> Rejection {
    Rejection {
        message: error.to_string(),
        at: Some((error.span.line, error.span.column)),
    }
}

fn run_once(request: &RunRequest) -> Result<protocol::RunView, Rejection> {
    let environment = environment(request)?;
    let report = run(&request.script, &environment, Limits::for_views()).map_err(rejection)?;
    Ok(view_of::run_view(&report, environment.stdout))
}

fn sweep(request: &RunRequest, capacities: &[u64]) -> Result<Vec<SweepPoint>, Rejection> {
    let environment = environment(request)?;
    capacities
        .iter()
        .map(|&capacity| {
            let limits = Limits {
                buffer_capacity: Some(capacity as usize),
                // Counts only: the totals are exact without keeping any row.
                op_window: 0,
                syscall_window: 0,
                ..Limits::for_views()
            };
            let report = run(&request.script, &environment, limits).map_err(rejection)?;
            Ok(SweepPoint {
                capacity,
                syscalls: report.totals.all.calls,
                features: Features::of(&report),
            })
        })
        .collect()
}

fn languages(request: &RunRequest) -> Result<Vec<LanguageRow>, Rejection> {
    let environment = environment(request)?;
    let events = stdout_events(&request.script, &environment).map_err(rejection)?;
    Ok(compare_events(&events, environment.stdout)
        .into_iter()
        .map(|outcome| LanguageRow {
            language: outcome.language.to_string(),
            idiom: outcome.idiom.to_string(),
            stack: outcome.stack_description,
            caveat: outcome.caveat.to_string(),
            source: outcome.source.to_string(),
            at_exit: outcome.at_exit,
            syscalls: outcome.syscalls,
            writes: outcome
                .writes
                .iter()
                .map(|run| (run.bytes as u64, run.count))
                .collect(),
            lines_before_exit: outcome.lines_on_screen_before_exit,
        })
        .collect())
}
