//! The bufscope course as data: lessons, live widgets and prediction exercises whose answers
//! the simulator computes.
//!
//! The course lives in `lessons/`: `manifest.toml` fixes the order, slugs and titles
//! ([`manifest`]), and each lesson is `lessons/<slug>.md`, CommonMark with two special fenced
//! blocks:
//!
//! - ```` ```bufscope ```` — a live playground ([`Widget`]): a script in bufscope's subset, its
//!   settings in the simulator's `// bufscope:` header lines (`stdout=file|pipe|null|terminal`,
//!   `stderr=…`, `input NAME=SPEC`, `input -=SPEC`, `peer ADDR=SPEC`), optionally preceded by
//!   `// widget: id=<id> title="…"`; a first script line `// compare: <change>, …` makes it a
//!   comparison with B, the script with those changes made ([`widget`], [`script_change`]).
//! - ```` ```predict ```` — a prediction exercise ([`Exercise`]): `key: value` lines (`id`,
//!   `question`, `answer`, `kind` = `number` | `choice` | `text` | `order` | `fix`,
//!   `options` = `a | b`, `tolerance` = `10%`, `explain`, `setup`), then one or more scripts,
//!   each after a line `--- label` (one script may follow a bare `---`). `order` asks for a
//!   script's syscalls (its `options`, shuffled) in the order it makes them; `fix` asks for a
//!   script edited until a goal holds ([`goal`]).
//!
//! # Queries
//! `answer:` is a query, never the answer: [`Exercise::evaluate`] runs the script(s) with
//! [`bufscope_sim::run::run`] in the environment their header describes (a terminal for both
//! streams by default) and asks the report. A run the simulator stops (`Ending::Stopped`) is
//! an error; every other ending, panics and `process::exit` included, gives an answer.
//!
//! | query | value |
//! |---|---|
//! | `syscalls [KIND] [fd=N] [cause=CAUSE]` | number of syscalls; KIND is strace's name (`write`, `writev`, `read`, `recvfrom`, `sendto`, `openat`, `close`, `statx`, `lseek`…), CAUSE a cause in kebab case (`newline`, `buffer-full`, `write-bypass`, `explicit-flush`, `flush-on-drop`, `into-inner`, `stdout-cleanup`, `unbuffered-write`, `unbuffered-read`, `refill`, `read-bypass`, `size-hint-probe`, `eof-probe`…). Exact from the run's totals with at most one filter, counted in the syscall log with several (an error if the log dropped entries) |
//! | `strace [KIND] [fd=N] [cause=CAUSE]` | the matching syscalls as strace prints them, one a line, in order (`kind: order`) |
//! | `bytes [fd=N]` | bytes written (`write`, `writev`, `sendto`) in all or to one fd |
//! | `one-byte-calls` | data syscalls that moved exactly one byte (`strace … \| awk '/= 1$/'`) |
//! | `terminal` | the final terminal screen, trailing spaces and blank lines trimmed |
//! | `terminal after-line N` | the screen right after the last operation on script line N returned, rebuilt from the syscall log ([`replay`]) |
//! | `stdout`, `stderr` | the text that reached fd 1's / fd 2's device |
//! | `file PATH` | a regular file's text at the end |
//! | `lost-bytes` | bytes written that no device received (`process::exit`, `mem::forget`, a failed flush on drop) |
//! | `lost-text` | those bytes as text, from a counterfactual run where the destructors run ([`lost_text`]) |
//! | `exit-code` | the process status |
//! | `faster` | (several labeled scripts) the label with the lowest simulated wall time under [`bufscope_sim::cost::presets::default_model`] |
//! | `ratio` | (several labeled scripts) slowest wall time / fastest |
//! | `first-write-line` | the script line of the operation that made the first `write`/`writev` on fd 1 (stdout's flush at exit counts as the end of `main`) |
//!
//! Script lines count from the script's first line, `// bufscope:` lines included. A `choice`
//! is correct when it equals the query's value; an exercise whose value is none of its options
//! is an error. `faster` with `kind: choice` and no `options` offers the script labels.
//!
//! # Examples
//! ```
//! use bufscope_course::Course;
//!
//! let manifest = "[[lesson]]\nslug = \"hello\"\ntitle = \"Hello\"\nsummary = \"s\"\nminutes = 2\n";
//! let lesson = "```predict\nid: hello-writes\nquestion: How many writes?\nanswer: syscalls write\nkind: number\nexplain: stdout writes each finished line.\n---\nprintln!(\"a\");\nprintln!(\"b\");\n```\n";
//! let course = Course::load(manifest, &[("hello", lesson)]).unwrap();
//! let answer = course.lessons[0].exercises[0].evaluate().unwrap();
//! assert!(answer.check("2").correct);
//! ```

pub mod answer;
pub mod course;
pub mod error;
pub mod exercise;
pub mod fence;
pub mod goal;
pub mod lost_text;
pub mod manifest;
pub mod query;
pub mod replay;
pub mod script_change;
pub mod verdict;
pub mod widget;

pub use answer::{Answer, AnswerKind};
pub use course::{Course, Lesson, Segment};
pub use error::CourseError;
pub use exercise::{Asks, Exercise};
pub use goal::{FixTarget, Goal};
pub use query::{LabeledScript, Query, QueryValue};
pub use verdict::Verdict;
pub use widget::Widget;
