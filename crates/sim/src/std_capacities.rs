//! The capacities std's buffered types start with. A leaf module: the what-if models (stdout's
//! policy, other languages' stacks) read these numbers without depending on the streams.

/// std's `BufWriter::new` and `BufReader::new` capacity. In bytes.
pub const DEFAULT_BUF_SIZE: usize = 8 * 1024;
/// std's `LineWriter::new` capacity (and stdout's). In bytes.
pub const LINE_WRITER_CAPACITY: usize = 1024;
