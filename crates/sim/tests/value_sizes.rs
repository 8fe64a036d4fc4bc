//! The sizes the interpreter moves at every step. Every evaluation returns an `Eval`, so a
//! variant that grows `Flow` or `Value` makes every script slower (`./dev bench`): this test
//! says so where it happens, not in a benchmark run later.

use bufscope_sim::script::interpreter::{Eval, Flow};
use bufscope_sim::script::value::Value;

// The sizes of x86_64, where the benchmark runs (wasm32's `usize`s and `String`s are smaller).
#[cfg(target_pointer_width = "64")]
#[test]
fn an_evaluation_moves_64_bytes() {
    // A `Value` is 48 bytes: an `i128` (aligned to 16) with its type, a range of two.
    assert_eq!(size_of::<Value>(), 48);
    // Every `Flow` fits in a `Value`'s size: a `break`'s value is boxed, a std panic's message
    // is a `Box<str>`. With either inline, an `Eval` is 80 bytes.
    assert_eq!(size_of::<Flow>(), 48);
    assert_eq!(size_of::<Eval>(), 64);
}
