//! Stacks of std I/O types over the simulated kernel, observed by taps between layers.

pub mod buffered;
pub mod chain;
pub mod cursor;
pub mod empty_repeat;
pub mod fd_handles;
pub mod memory;
pub mod read_to_end;
pub mod script_answers;
pub mod script_writer;
pub mod std_streams;
pub mod stdout_recorder;
pub mod stream;
pub mod take;
pub mod tap;
