//! What the charts plot: plain data, computed elsewhere (by the simulator, a cost model or a
//! reference file), so that drawing stays a pure function of it.

/// One buffer capacity of a sweep.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct CapacityPoint {
    /// The buffer's capacity. In bytes.
    pub capacity: u64,
    /// Write syscalls that reached the device.
    pub syscalls: u64,
    /// Simulated time of the workload at this capacity. In nanoseconds.
    pub time_ns: f64,
}

/// Syscalls and simulated time against buffer capacity (1 B … 1 MiB, one point per capacity).
#[derive(Debug, Clone, PartialEq, Default)]
pub struct CapacitySweep {
    /// Ordered by capacity.
    pub points: Vec<CapacityPoint>,
    /// The capacity the reader's program uses, marked on the chart. In bytes.
    pub current_capacity: Option<u64>,
    /// What was written, for the description: `1 MB in 1-byte writes`.
    pub workload: String,
    /// Whose prices give the time: a cost model's name.
    pub cost_model: String,
    /// What the left axis counts, as its label says it: `write syscalls`, `syscalls (reads)`.
    pub counted: String,
}

/// Wall time of one strategy over several measured runs. In nanoseconds.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Spread {
    pub median_ns: f64,
    pub min_ns: f64,
    pub max_ns: f64,
    /// How many runs the median, min and max are of.
    pub runs: u32,
}

/// One strategy (a way of writing or reading the same data): simulated, and measured if it was.
#[derive(Debug, Clone, PartialEq)]
pub struct StrategyBar {
    /// A short name: `line → file`, `BufReader`.
    pub label: String,
    /// In nanoseconds.
    pub simulated_ns: f64,
    pub measured: Option<Spread>,
}

/// Strategies side by side, on one machine.
#[derive(Debug, Clone, PartialEq, Default)]
pub struct Strategies {
    /// What the strategies have in common: `println! × 1M, by sink`.
    pub subject: String,
    /// In the order drawn, top to bottom.
    pub bars: Vec<StrategyBar>,
    /// The machine measured and fitted: `Intel(R) Xeon(R) Processor, 2 cores`.
    pub machine: String,
}

/// Syscalls that moved between `low` and `high` bytes (both included).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct HistogramBucket {
    /// In bytes.
    pub low: u64,
    /// In bytes.
    pub high: u64,
    pub count: u64,
}

/// How many bytes each syscall moved, in power-of-two buckets.
#[derive(Debug, Clone, PartialEq, Default)]
pub struct SyscallSizes {
    /// Contiguous and ordered, as [`crate::charts::histogram::histogram`] makes them.
    pub buckets: Vec<HistogramBucket>,
    /// Which syscalls were counted: `write`, `read and write`.
    pub syscalls: String,
}

/// The total time of a run at one price of a syscall.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct CostPoint {
    /// The price of one syscall. In nanoseconds.
    pub syscall_ns: f64,
    /// The run's simulated time at that price. In nanoseconds.
    pub total_ns: f64,
}

/// A run's simulated time as the price of a syscall varies.
#[derive(Debug, Clone, PartialEq, Default)]
pub struct CostCurve {
    /// Ordered by `syscall_ns`.
    pub points: Vec<CostPoint>,
    /// The price the model uses now, marked on the chart. In nanoseconds.
    pub current_syscall_ns: Option<f64>,
    /// The run, for the description: `println! × 300 → terminal`.
    pub run: String,
}
