//! Text forms of a trace: strace's syntax and the compact form the tests compare.

pub mod compact;
pub mod json;
pub mod strace;
