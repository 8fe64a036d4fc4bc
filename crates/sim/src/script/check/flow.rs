//! What the checker knows about locals at one point of a body: which may have been moved out
//! (and where), which may be unassigned or already assigned, which borrows an access has
//! conflicted with. Branches merge by union ("maybe"), as rustc's borrow checker reasons about
//! initialisation; a path that ends (`return`, `break`) takes its conflicts with it.

use std::collections::{BTreeMap, BTreeSet};

use super::super::error::ScriptError;
use crate::trace::Span;

/// What an access does to a local.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
pub enum Access {
    /// Reads it, or borrows it shared.
    Read,
    /// Borrows it mutably.
    MutBorrow,
    /// Moves out of it.
    Move,
    /// Gives it a new value.
    Assign,
}

/// A conflicting access to a borrowed local, reported if its loan's holder is used again on
/// a path from here (see [`super::borrows`]).
#[derive(Debug, Clone)]
pub struct Conflict {
    pub holder: usize,
    pub access: Access,
    pub at: Span,
    pub error: ScriptError,
    /// The use clock when it happened.
    pub clock: u64,
}

/// A local, or one field of a tuple local (`parts.0`).
pub type PlacePath = (usize, Option<u32>);

#[derive(Debug, Clone)]
pub struct Flow {
    /// Whether this point can be reached (false after `return`, `break`, `panic!`…).
    pub reachable: bool,
    moved: BTreeMap<PlacePath, Span>,
    maybe_unassigned: BTreeSet<usize>,
    maybe_assigned: BTreeSet<usize>,
    /// Accesses that conflicted with a live loan on the way here.
    pub conflicts: Vec<Conflict>,
}

impl Default for Flow {
    fn default() -> Flow {
        Flow {
            reachable: true,
            moved: BTreeMap::new(),
            maybe_unassigned: BTreeSet::new(),
            maybe_assigned: BTreeSet::new(),
            conflicts: Vec::new(),
        }
    }
}

impl Flow {
    pub fn declared(&mut self, local: usize, deferred_init: bool) {
        self.moved.retain(|(l, _), _| *l != local);
        if deferred_init {
            self.maybe_unassigned.insert(local);
        }
    }

    /// Where the local (or any part of it) may have been moved.
    pub fn moved(&self, local: usize) -> Option<Span> {
        self.moved
            .iter()
            .find(|((l, _), _)| *l == local)
            .map(|(_, span)| *span)
    }

    /// Where the local as a whole (not only a field of it) may have been moved.
    pub fn whole_moved(&self, local: usize) -> Option<Span> {
        self.moved.get(&(local, None)).copied()
    }

    /// Where the local as a whole, or this field of it, may have been moved.
    pub fn field_moved(&self, local: usize, field: u32) -> Option<Span> {
        self.moved
            .get(&(local, None))
            .or_else(|| self.moved.get(&(local, Some(field))))
            .copied()
    }

    pub fn move_out(&mut self, path: PlacePath, at: Span) {
        if self.reachable {
            self.moved.entry(path).or_insert(at);
        }
    }

    pub fn may_be_unassigned(&self, local: usize) -> bool {
        self.maybe_unassigned.contains(&local)
    }

    pub fn may_be_assigned(&self, local: usize) -> bool {
        self.maybe_assigned.contains(&local)
    }

    /// A whole new value in the local.
    pub fn assign(&mut self, local: usize) {
        self.moved.retain(|(l, _), _| *l != local);
        self.maybe_unassigned.remove(&local);
        self.maybe_assigned.insert(local);
    }

    /// A new value in one field of the local (`pair.0 = …` after `pair.0` was moved out).
    pub fn assign_field(&mut self, local: usize, field: u32) {
        self.moved.remove(&(local, Some(field)));
    }

    /// The locals declared before `outer` moved at this point but not at `entry` (a loop's
    /// start): moved by the loop's body.
    pub fn moved_since(&self, entry: &Flow, outer: usize) -> Vec<(PlacePath, Span)> {
        self.moved
            .iter()
            .filter(|((l, _), _)| *l < outer)
            .filter(|(path, _)| !entry.moved.contains_key(path))
            .map(|(p, s)| (*p, *s))
            .collect()
    }

    /// The state after either of two paths.
    pub fn merge(self, other: Flow) -> Flow {
        match (self.reachable, other.reachable) {
            (false, _) => other,
            (_, false) => self,
            _ => {
                let mut merged = self;
                for (path, span) in other.moved {
                    merged.moved.entry(path).or_insert(span);
                }
                merged.maybe_unassigned.extend(other.maybe_unassigned);
                merged.maybe_assigned.extend(other.maybe_assigned);
                for conflict in other.conflicts {
                    merged.add_conflict(conflict);
                }
                merged
            }
        }
    }

    /// A conflict of an access with a loan; of one access (first read, then borrowed mutably
    /// by a `&mut self` receiver) the strongest is kept.
    pub fn add_conflict(&mut self, conflict: Conflict) {
        match self
            .conflicts
            .iter_mut()
            .find(|c| c.holder == conflict.holder && c.at == conflict.at)
        {
            Some(existing) if conflict.access > existing.access => *existing = conflict,
            Some(_) => {}
            None => self.conflicts.push(conflict),
        }
    }

    pub fn unreachable() -> Flow {
        Flow {
            reachable: false,
            ..Flow::default()
        }
    }
}
