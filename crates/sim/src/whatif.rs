//! What-ifs: the same program under another stdout policy, or another language's defaults.
//!
//! [`StdoutPolicy`] switches the simulated std to the block-buffered stdout proposed in
//! rust-lang/rust#60673 (`// bufscope: stdout-policy=proposed`). [`LANGUAGES`] lists other
//! runtimes' stdout defaults as stacks of std's genuine types, and [`compare`] replays a
//! program's stdout output ([`stdout_chunks`]) through each of them.

pub mod capture;
pub mod compare;
pub mod languages;
pub mod stack_model;

pub use crate::stdout_policy::{PROPOSED_STDOUT_CAPACITY, StdoutPolicy};
pub use capture::{prints, stdout_chunks, stdout_events, writes};
pub use compare::{LanguageOutcome, WriteRun, compare, compare_events, replay};
pub use languages::{AtExit, LANGUAGES, LanguageDefault};
pub use stack_model::{Capacity, Layer, StackModel, st_blksize};
