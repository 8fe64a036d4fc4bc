//! What the page and the simulator worker say to each other.
//!
//! The simulator (with `syn`, `serde_json` and the terminal emulator) runs in a Web Worker built
//! from `src/bin/sim_worker.rs`, so a long script never freezes the page and the page's own wasm
//! stays small. Messages are these plain types, encoded with postcard into one byte array.

pub mod answers_ahead;
pub mod course;
pub mod messages;
pub mod run_view;

pub use answers_ahead::{AnswersAhead, answers_path, charts_answers_path, lesson_answers_path};
pub use course::{
    Checked, ExerciseKind, ExerciseView, LessonBody, ScriptView, SegmentView, WidgetView,
};
pub use messages::{
    ExportView, FaultSettings, Job, Rejection, Reply, Request, Response, RunProgress, RunRequest,
    Watch,
};
pub use run_view::{
    DeviceAt, DeviceView, LanguageRow, LayerView, Output, PricedTally, RunView, StepView,
    StreamView, SweepPoint, SyscallRow, TotalRow, WatchStop,
};

/// Encodes a message for `postMessage`.
pub fn encode<T: serde::Serialize>(message: &T) -> Vec<u8> {
    // Encoding into a Vec fails only when serde itself reports an error, which these plain
    // types never do; an empty message is then rejected by `decode` on the other side.
    postcard::to_allocvec(message).unwrap_or_default()
}

/// Decodes a message received from `postMessage`.
pub fn decode<T: serde::de::DeserializeOwned>(bytes: &[u8]) -> Result<T, String> {
    postcard::from_bytes(bytes).map_err(|error| error.to_string())
}

/// The id of a response to a request whose own id could not be read (and of the worker's
/// `Ready`, which answers no request). The worker answers requests in the order sent, so the
/// page takes such a response for the oldest request still waiting: the one the worker is on.
pub const UNKNOWN_ID: u32 = 0;

/// What follows the id in an encoded [`Request`]: its job, encoded (the key of an answer
/// worked out ahead, [`AnswersAhead`]).
pub fn job_of(bytes: &[u8]) -> Option<&[u8]> {
    postcard::take_from_bytes::<u32>(bytes)
        .ok()
        .map(|(_, job)| job)
}

/// The id a [`Request`] or [`Response`] starts with, read on its own: a message whose body
/// cannot be decoded is still answered to (or delivered to) the request it belongs to.
pub fn id_of(bytes: &[u8]) -> Option<u32> {
    postcard::take_from_bytes::<u32>(bytes)
        .ok()
        .map(|(id, _)| id)
}
