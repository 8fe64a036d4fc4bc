//! An expression's identity while the program is checked, the key of the checker's tables
//! about single expressions (what a closure captured, a receiver's borrow).

use super::super::ir::Expr;

/// An expression's identity while the program is checked (nothing moves it meanwhile).
pub(super) fn address(expr: &Expr) -> usize {
    std::ptr::from_ref::<Expr>(expr) as usize
}
