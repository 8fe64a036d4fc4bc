//! How std buffers the process's stdout: as it does today, or as rust-lang/rust#60673 asks.
//!
//! Today `io::stdout()` is one `LineWriter::new(stdout_raw())` (1024 bytes) whatever fd 1 is:
//! a `println!` loop into a file makes one `write` per line. Issue #60673 ("io::Stdout should
//! use block bufferring when appropriate") and pull request #148274 ("stdio: make stdout
//! block-buffered when not associated to a terminal", open since 2025-10-30) propose what C,
//! C++ and Python do: line-buffered on a terminal, block-buffered otherwise.
//!
//! Under [`StdoutPolicy::BlockWhenNotTerminal`] the simulated stdout is std's genuine
//! `BufWriter` of [`PROPOSED_STDOUT_CAPACITY`] bytes when fd 1 is not a terminal, and the
//! genuine `LineWriter` of today on a terminal. Everything else stays as std does it today:
//! `flush()` flushes, and the runtime's cleanup (`rt::cleanup`, also run by
//! `process::exit`) swaps the writer for an unbuffered one, which flushes what the old one held.

use crate::std_capacities::DEFAULT_BUF_SIZE;

/// The buffer of a block-buffered stdout under the proposal. In bytes.
///
/// An assumption: the description of PR #148274 (the only part of it found) says "block-buffered"
/// without a size. This takes `BufWriter::new`'s `DEFAULT_BUF_SIZE` (8 KiB), what the earlier
/// attempt at the same change, PR #64861 ("Change to non-line buffered output if output is not
/// a TTY"), measured: 1,048,576 `println!("y")` made 256 `write`s, i.e. 8192 bytes each.
pub const PROPOSED_STDOUT_CAPACITY: usize = DEFAULT_BUF_SIZE;

/// Which buffering std gives the process's stdout.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
pub enum StdoutPolicy {
    /// std as released: a 1024-byte `LineWriter` on every kind of fd 1.
    #[default]
    Today,
    /// rust-lang/rust#60673 / PR #148274: a `LineWriter` on a terminal, a `BufWriter` of
    /// [`PROPOSED_STDOUT_CAPACITY`] bytes on anything else (file, pipe, /dev/null).
    BlockWhenNotTerminal,
}

impl StdoutPolicy {
    /// Parses the header spelling: `today` or `proposed`.
    ///
    /// # Examples
    ///
    /// ```
    /// use bufscope_sim::stdout_policy::StdoutPolicy;
    /// assert_eq!(StdoutPolicy::parse("proposed"), Some(StdoutPolicy::BlockWhenNotTerminal));
    /// assert_eq!(StdoutPolicy::parse("later"), None);
    /// ```
    pub fn parse(text: &str) -> Option<StdoutPolicy> {
        match text {
            "today" => Some(StdoutPolicy::Today),
            "proposed" => Some(StdoutPolicy::BlockWhenNotTerminal),
            _ => None,
        }
    }

    /// The header spelling.
    pub fn name(self) -> &'static str {
        match self {
            StdoutPolicy::Today => "today",
            StdoutPolicy::BlockWhenNotTerminal => "proposed",
        }
    }

    /// Where the proposal is discussed.
    pub const SOURCES: [&'static str; 2] = [
        "https://github.com/rust-lang/rust/issues/60673",
        "https://github.com/rust-lang/rust/pull/148274",
    ];
}
