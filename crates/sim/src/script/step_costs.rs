//! What one unit of work costs in the step budget (`interp_budget.rs`): plain numbers, measured
//! natively, that the interpreter charges as it runs and the budget adds up.

/// Steps one syscall costs: a syscall (recorded, costed, traced) takes about as long natively
/// as this many plain expression evaluations. Measured on the release CLI (stop 26): a plain step
/// 10 ns (`loop { x = x.wrapping_add(1); }`, 50 M steps in 0.51 s of CPU), a `writeln!` into a
/// `BufWriter<File>` 240 ns an iteration (no syscall), a `println!` to the terminal 380 ns (one
/// `write`): an operation about 16 plain steps, a syscall about 6, each rounded up. At 60 each,
/// set when the recorder allocated per event, the seeds' headline program (a million
/// `println!` then a million `writeln!` into a `BufWriter`) ran out of the 200 M-step budget in
/// 0.65 s of CPU.
pub const SYSCALL_STEPS: u64 = 15;

/// Steps one std operation costs beyond its syscalls (the operation record, its label, the
/// call chain); see [`SYSCALL_STEPS`] for the measurement.
pub const OPERATION_STEPS: u64 = 20;

/// Steps one loop iteration costs beyond its body's expressions: entering and leaving the
/// body's scope and dropping its variables take about as long as five plain steps (measured
/// natively: `loop {}` ran 100 M iterations of two steps in 3.4 s of CPU, 17 ns a step; an
/// iteration of `let x;` took 80 ns). With it the cheapest endless loops stop within seconds.
pub const ITERATION_STEPS: u64 = 5;

/// Steps a method or function call costs beyond its expressions: its target is found by
/// name among std's (measured natively: `v.len()` in a loop took as long as about ten plain
/// steps), so a loop of calls stops within seconds like any other.
pub const CALL_STEPS: u64 = 8;

/// Steps one byte the terminal receives costs: the emulator parses every byte (a step is
/// about as long as parsing one).
pub const TERMINAL_BYTE_STEPS: u64 = 1;
