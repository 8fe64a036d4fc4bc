//! Why a reference document could not be used, in words a reader can act on.

use std::fmt;

/// What went wrong reading a reference document.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum ReferenceError {
    /// Larger than [`super::document::MAX_BYTES`].
    TooLarge { bytes: u64 },
    /// Not JSON at all; the browser's parser says where.
    NotJson(String),
    /// JSON, but a value is not what the schema wants.
    Invalid {
        /// Where, as `scenarios[3].wall_ns.median`; empty for the document itself.
        path: String,
        /// What the schema wants there: `a number`.
        expected: String,
        /// What is there: `"abc"`, `an array`, `nothing`.
        found: String,
    },
    /// The schema's types refused a value in a way [`ReferenceError::Invalid`] does not
    /// describe.
    Schema(String),
    /// The committed reference could not be fetched.
    Fetch(String),
    /// A file the reader chose could not be read.
    Read(String),
}

impl fmt::Display for ReferenceError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ReferenceError::TooLarge { bytes } => write!(
                f,
                "the file is {:.1} MB; reference files of up to {} MB are accepted",
                *bytes as f64 / 1e6,
                super::document::MAX_BYTES / 1_000_000
            ),
            ReferenceError::NotJson(reason) => write!(f, "not JSON: {reason}"),
            ReferenceError::Invalid {
                path,
                expected,
                found,
            } => {
                let path = if path.is_empty() {
                    "the document"
                } else {
                    path
                };
                write!(f, "{path}: expected {expected}, found {found}")
            }
            ReferenceError::Schema(reason) => write!(f, "not a reference document: {reason}"),
            ReferenceError::Fetch(reason) => write!(f, "could not fetch the reference: {reason}"),
            ReferenceError::Read(reason) => write!(f, "could not read the file: {reason}"),
        }
    }
}

impl std::error::Error for ReferenceError {}
