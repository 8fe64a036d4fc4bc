//! A closure as a value: its definition and what it captured. Making and calling one is the
//! interpreter's (`interp_closure`).

use std::rc::Rc;

use super::Slot;
use crate::script::ir::ClosureDef;

/// A closure value: its definition and the variables it captured.
#[derive(Debug)]
pub struct Closure {
    pub def: Rc<ClosureDef>,
    pub captures: Vec<(String, Slot)>,
}
