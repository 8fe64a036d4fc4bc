//! What checking an answer says, and how it writes numbers: shared by the exercises' answers
//! (`answer.rs`) and the "fix it" goals (`goal.rs`), which depend on nothing else of each other's.

/// The outcome of checking one input.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Verdict {
    pub correct: bool,
    /// The expected answer as shown to the learner after answering.
    pub expected_display: String,
}

/// Integers without decimals; other numbers with three significant digits (`11.4`, `2.71`).
pub fn display_number(value: f64) -> String {
    let integral = value.fract() == 0.0 && value.abs() < 1e15;
    if integral || value.abs() >= 100.0 {
        format!("{value:.0}")
    } else if value.abs() >= 10.0 {
        format!("{value:.1}")
    } else {
        format!("{value:.2}")
    }
}
