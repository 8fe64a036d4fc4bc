//! A call one layer of a stack made into the layer below it.

use std::rc::Rc;

/// Observed by a tap between two layers, e.g. `BufWriter<File>` calling `File::write`.
#[derive(Debug, Clone, PartialEq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize))]
pub struct LayerCall {
    /// The number of syscalls made before this call returned; ties a call to its syscalls.
    pub syscalls_before: u64,
    pub syscalls_after: u64,
    /// The layer making the call, e.g. `BufWriter<File>`.
    pub caller: Rc<str>,
    /// The call, e.g. `File::write`.
    pub call: Rc<str>,
    /// Bytes offered or asked for.
    pub requested: usize,
    /// Bytes moved, or the error.
    pub result: Result<usize, String>,
    /// How many calls enclose this one (0: made by the script's operation itself).
    pub depth: usize,
}
