//! What a script's `fmt` wrote on its `Formatter`, kept to be replayed on the real one
//! (see `user_fmt`).

use crate::format::lower::Lowered;
use crate::format::value::FmtValue;

/// One call a script's `fmt` made on its `Formatter`.
#[derive(Debug, Clone)]
pub enum FmtOp {
    /// `f.write_str(s)`
    Str(String),
    /// `f.pad(s)`: honours the outer placeholder's width and alignment.
    Pad(String),
    /// `write!(f, …)`: the lowered template and its values.
    Args(Lowered, Vec<FmtValue>),
}
