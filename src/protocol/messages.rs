//! Requests to the simulator worker and its responses.

use bufscope_sim::cost::CostModel;
use bufscope_sim::kernel::StreamTarget;
use bufscope_sim::whatif::StdoutPolicy;
use serde::{Deserialize, Serialize};

use super::course::{Checked, ExerciseView, LessonBody};
use super::run_view::{LanguageRow, RunView, SweepPoint};

/// One request; the response carries the same `id`. `id` comes first in the encoding, so a
/// message whose job cannot be read still names its request ([`super::id_of`]).
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct Request {
    pub id: u32,
    pub job: Job,
}

/// What the worker is asked to do.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub enum Job {
    /// Run a script once, in full detail.
    Run(RunRequest),
    /// Run a script once, in full detail, telling the page how far it is as it goes
    /// ([`Reply::Progress`]) and stopping it as `Watch` says.
    Watch(RunRequest, Watch),
    /// Run a script once per capacity, with every buffer it makes resized (counts only).
    Sweep(RunRequest, Vec<u64>),
    /// Replay what a script hands to stdout through other languages' default stdout stacks.
    Languages(RunRequest),
    /// The script as a Cargo project to build and strace at home.
    Export(RunRequest),
    /// A lesson's body, by slug.
    Lesson { slug: String },
    /// Course exercises by id, in the order asked (an assignment).
    Exercises { ids: Vec<String> },
    /// Check a learner's answer to the course exercise `id`.
    CheckExercise { id: String, answer: String },
}

/// A script and where its standard streams go.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct RunRequest {
    pub script: String,
    /// Where fd 1 goes; the script's `// bufscope:` lines win.
    pub stdout: StreamTarget,
    pub stderr: StreamTarget,
    /// std's stdout today, or block-buffered when fd 1 is not a terminal (rust-lang/rust#60673).
    pub stdout_policy: StdoutPolicy,
    pub faults: FaultSettings,
    /// Files the learner uploaded: `(path, contents)`; they replace the script's generated
    /// inputs of the same name.
    pub files: Vec<(String, Vec<u8>)>,
}

/// How a watched run reports and when it stops (the page's runaway guard and its Stop).
#[derive(Debug, Clone, Copy, Default, PartialEq, Serialize, Deserialize)]
pub struct Watch {
    /// The run stops, keeping what ran, once it has run this long (wall clock). `None`: only
    /// the core's step budget stops it. In milliseconds.
    pub time_budget_ms: Option<u32>,
    /// The run stops once it has made this many steps: a stopped run run again up to where
    /// its last progress said it was (runs are deterministic), so Stop keeps what ran. The
    /// time budget then only sets the step budget, as it did for the run stopped.
    pub stop_at_steps: Option<u64>,
}

/// How far a watched run is, a few times a second.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct RunProgress {
    /// Steps of the core's budget (what a Stop replays up to).
    pub steps: u64,
    /// std operations made so far.
    pub operations: u64,
    /// Syscalls made so far.
    pub syscalls: u64,
    /// Wall-clock time since the run started. In milliseconds.
    pub elapsed_ms: u32,
}

/// Faults the kernel injects; `None` is off.
#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize)]
pub struct FaultSettings {
    /// Each write accepts at most this many bytes (short writes). In bytes.
    pub max_write: Option<u64>,
    /// Each read returns at most this many bytes. In bytes.
    pub max_read: Option<u64>,
    /// Files accept this many bytes in total, then writes fail with ENOSPC. In bytes.
    pub disk_full_after: Option<u64>,
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct Response {
    pub id: u32,
    pub reply: Reply,
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub enum Reply {
    /// Sent once, unasked, with id 0 when the worker is ready: the cost-model presets it
    /// knows (the first is the default).
    Ready(Vec<CostModel>),
    Ran(Result<Box<RunView>, Rejection>),
    /// Not an answer: how far a [`Job::Watch`] run is; its answer ([`Reply::Ran`]) follows.
    Progress(RunProgress),
    Swept(Result<Vec<SweepPoint>, Rejection>),
    Languages(Result<Vec<LanguageRow>, Rejection>),
    Exported(Result<ExportView, Rejection>),
    Lesson(Result<LessonBody, String>),
    Exercises(Result<Vec<ExerciseView>, String>),
    /// The verdict, or why the exercise could not be checked.
    Checked(Result<Checked, String>),
    /// The worker could not read the request (a job of no version of the protocol it knows).
    Malformed(String),
    /// The page could not read the worker's answer (a value this page does not know: the page
    /// and the worker come from different builds). Never sent: the page makes it.
    Unreadable(String),
    /// This worker does not answer this kind of job (a course job asked of the playground's
    /// worker, which leaves the course out).
    WrongWorker(String),
    /// The page stopped the request before it was answered (a newer run replaced it, or Stop).
    Stopped,
    /// The simulator is not running: it could not start or could not be reached.
    NotRunning(String),
    /// The worker died while answering this request (a wasm trap, an abort, no answer): the
    /// page started a fresh one, which answers every other request.
    WorkerDied(String),
}

/// The script as a project a learner builds and traces on their own machine.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct ExportView {
    /// What to save the shell script as: `bufscope-run.sh`.
    pub file_name: String,
    /// A shell script that writes the Cargo project (`Cargo.toml`, `src/main.rs`, the inputs).
    pub project_sh: String,
    /// What `bufscope export` prints: the program.
    pub main_rs: String,
    /// The strace command that shows the program's syscalls as the simulation listed them.
    pub strace: String,
}

/// Why a script did not run: the message, and where when it points into the script.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct Rejection {
    pub message: String,
    /// 1-based line and column.
    pub at: Option<(u32, u32)>,
}

impl Reply {
    /// The result of a [`Job::Run`]; any other reply says what went wrong.
    pub fn ran(self) -> Result<Box<RunView>, Rejection> {
        match self {
            Reply::Ran(result) => result,
            other => Err(Rejection {
                message: other.unexpected(),
                at: None,
            }),
        }
    }

    /// The result of a [`Job::Sweep`], or why there is none.
    pub fn swept(self) -> Result<Vec<SweepPoint>, String> {
        match self {
            Reply::Swept(result) => result.map_err(|rejection| rejection.message),
            other => Err(other.unexpected()),
        }
    }

    /// The result of a [`Job::Languages`], or why there is none.
    pub fn languages(self) -> Result<Vec<LanguageRow>, String> {
        match self {
            Reply::Languages(result) => result.map_err(|rejection| rejection.message),
            other => Err(other.unexpected()),
        }
    }

    /// The result of a [`Job::Export`], or why there is none.
    pub fn exported(self) -> Result<ExportView, String> {
        match self {
            Reply::Exported(result) => result.map_err(|rejection| rejection.message),
            other => Err(other.unexpected()),
        }
    }

    /// Why there is no answer, when the reply says there is none.
    pub fn failure(&self) -> Option<String> {
        match self {
            Reply::Malformed(message) => Some(format!(
                "the simulator could not read this request: {message}"
            )),
            Reply::Unreadable(message) => Some(format!(
                "this page could not read the simulator's answer (reload the page to get matching versions): {message}"
            )),
            Reply::WrongWorker(message) => {
                Some(format!("the simulator cannot do this here: {message}"))
            }
            Reply::Stopped => Some("stopped: a new run replaced this one; press Run again".into()),
            Reply::NotRunning(why) => Some(why.clone()),
            Reply::WorkerDied(why) => Some(format!(
                "the simulator crashed while running this ({why}). bufscope restarted it; your script and settings are as they were. Run again to retry."
            )),
            _ => None,
        }
    }

    /// What a reply of the wrong kind says: why there is no answer, or that it answered out of
    /// turn.
    pub fn unexpected(self) -> String {
        self.failure()
            .unwrap_or_else(|| format!("the simulator answered out of turn: {}", self.name()))
    }

    /// The variant's name. (Not `Debug`: a whole run's view is no message, and its `Debug`
    /// would weigh on the page's wasm.)
    fn name(&self) -> &'static str {
        match self {
            Reply::Ready(_) => "Ready",
            Reply::Ran(_) => "Ran",
            Reply::Swept(_) => "Swept",
            Reply::Languages(_) => "Languages",
            Reply::Exported(_) => "Exported",
            Reply::Lesson(_) => "Lesson",
            Reply::Exercises(_) => "Exercises",
            Reply::Checked(_) => "Checked",
            Reply::Malformed(_) => "Malformed",
            Reply::Unreadable(_) => "Unreadable",
            Reply::WrongWorker(_) => "WrongWorker",
            Reply::Stopped => "Stopped",
            Reply::NotRunning(_) => "NotRunning",
            Reply::WorkerDied(_) => "WorkerDied",
            Reply::Progress(_) => "Progress",
        }
    }
}
