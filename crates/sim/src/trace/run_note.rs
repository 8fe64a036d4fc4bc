//! What a run shows that the compiled program could show otherwise: said beside the run, so
//! a learner never takes one possible output for the only one.

use std::fmt;

use super::Span;

/// One thing to know about a run, at the place in the script it is about.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub enum RunNote {
    /// A `HashMap` or `HashSet` with several entries was visited (a loop, `iter`, `keys`,
    /// `values`, `{:?}`) here. std seeds each process's SipHash keys from `getrandom`, so the
    /// compiled program visits the entries in an order that changes from run to run; bufscope
    /// visits them in key order, one of those orders.
    HashOrder {
        at: Span,
        container: HashContainer,
        entries: usize,
    },
}

/// Which of std's hashed containers a [`RunNote::HashOrder`] is about.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub enum HashContainer {
    HashMap,
    HashSet,
}

impl RunNote {
    /// Where in the script the note is about.
    pub fn at(&self) -> Span {
        match self {
            RunNote::HashOrder { at, .. } => *at,
        }
    }
}

impl fmt::Display for RunNote {
    /// The sentence the CLI and the page show, without the location.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            RunNote::HashOrder {
                container, entries, ..
            } => {
                let container = match container {
                    HashContainer::HashMap => "HashMap",
                    HashContainer::HashSet => "HashSet",
                };
                write!(
                    f,
                    "the {entries} entries of this `{container}` are shown in key order; the \
                     compiled program visits them in an order that changes from run to run \
                     (std seeds its hash from `getrandom` in each process): use a `BTreeMap` or \
                     `BTreeSet`, or sort, for one order"
                )
            }
        }
    }
}
