//! Values of types the formatter does not list (`io::Error`, `serde_json::Value`, …),
//! formatted by their own `Display` and `Debug` impls.

use std::fmt;
use std::rc::Rc;

/// A type with `Display` and `Debug` that a placeholder may format.
pub trait Opaque: fmt::Display + fmt::Debug {
    /// The Rust type, for error messages.
    fn type_name(&self) -> String;
}

/// A shared opaque value; equal when it is the same value.
#[derive(Clone)]
pub struct OpaqueValue(pub Rc<dyn Opaque>);

impl PartialEq for OpaqueValue {
    fn eq(&self, other: &Self) -> bool {
        Rc::ptr_eq(&self.0, &other.0)
    }
}

impl fmt::Debug for OpaqueValue {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Debug::fmt(&*self.0, f)
    }
}
