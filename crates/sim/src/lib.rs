//! The pure simulation core of bufscope.
//!
//! Everything here runs std's genuine I/O types (`BufWriter`, `LineWriter`, …) over simulated
//! devices and observes what reaches them. Nothing depends on the web or on the host OS, so the
//! same code runs natively (CLI, tests) and in the browser (wasm32-unknown-unknown).
//!
//! `can_vector` lets the simulated handles report `is_write_vectored()` as std's own do (see
//! `.cargo/config.toml`); `io_const_error` makes the few errors std makes itself without a
//! syscall exactly as std makes them (`TcpStream::set_read_timeout(Some(ZERO))`'s, whose
//! `Debug` shows a `message`, not a `Custom` error). They are the only unstable features used.
#![feature(can_vector, io_const_error)]

pub mod capacity_sweep;
pub mod cost;
pub mod export;
pub mod format;
pub mod header;
pub mod inputs;
pub mod kernel;
pub mod render;
pub mod run;
pub mod screen_replay;
pub mod script;
pub mod stack;
pub mod std_capacities;
pub mod stdout_policy;
pub mod trace;
pub mod whatif;
