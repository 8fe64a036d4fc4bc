//! Predict first: the one question the page asks before it shows a run, and the verdict on the
//! learner's answer. The question is derived from the state alone (is B there, where stdout
//! goes), so asking it reveals nothing; the outcome is computed only once the answer is
//! committed.

use bufscope_sim::cost::CostModel;
use bufscope_sim::kernel::StreamTarget;

use super::compare_facts::{Direction, Side, grouped};
use super::compare_state::PredictSetting;
use crate::charts::units::format_ns;
use crate::protocol::RunView;

/// What the page asks.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Question {
    /// How many write syscalls (A's, when comparing).
    Writes,
    /// Which of A and B is faster, and by how much.
    Faster,
    /// The step after which the first line is on the terminal.
    FirstLine,
}

impl Question {
    /// The question for `setting`: what it names, where that can be asked (A or B needs B; a
    /// terminal's first line needs stdout on a terminal), else A or B when comparing, else the
    /// write count.
    pub fn pick(setting: PredictSetting, comparing: bool, stdout: StreamTarget) -> Question {
        match setting {
            PredictSetting::Writes => Question::Writes,
            PredictSetting::Faster if comparing => Question::Faster,
            PredictSetting::FirstLine if stdout == StreamTarget::Terminal => Question::FirstLine,
            _ if comparing => Question::Faster,
            _ => Question::Writes,
        }
    }

    /// Its name in the saved predictions.
    pub fn id(self) -> &'static str {
        match self {
            Question::Writes => "writes",
            Question::Faster => "faster",
            Question::FirstLine => "first-line",
        }
    }

    pub fn text(self) -> &'static str {
        match self {
            Question::Writes => "How many write syscalls will this run make?",
            Question::Faster => {
                "Which will be faster, A or B, and by how much (under the same costs)?"
            }
            Question::FirstLine => {
                "On which step will the first line of output appear on the terminal?"
            }
        }
    }
}

/// The learner's answer.
#[derive(Debug, Clone, Copy, PartialEq)]
pub enum Guess {
    Count(u64),
    /// `b` is true for B; `times` how many times faster.
    Faster {
        b: bool,
        times: f64,
    },
}

/// The answer against the outcome.
#[derive(Debug, Clone, PartialEq)]
pub struct Verdict {
    pub right: bool,
    pub guessed: String,
    pub outcome: String,
}

/// The step (as the stepper counts them) after which the terminal first shows something.
fn first_line_step(run: &RunView) -> Option<u64> {
    run.steps
        .iter()
        .find(|step| {
            run.screens
                .get(step.screen)
                .is_some_and(|screen| !screen.trim().is_empty())
        })
        .map(|step| step.index)
}

/// Within 10% of `actual` (exactly, below 10).
fn close(guess: u64, actual: u64) -> bool {
    guess.abs_diff(actual) * 10 <= actual
}

/// Judges `guess` to `question` against run A (and B when comparing) under `model`.
pub fn judge(
    question: Question,
    guess: Guess,
    a: &RunView,
    b: Option<&RunView>,
    model: &CostModel,
) -> Verdict {
    match (question, guess) {
        (Question::Writes, Guess::Count(n)) => {
            let actual = Side::of(a, Direction::Out).calls;
            Verdict {
                right: close(n, actual),
                guessed: format!("{} write syscalls", grouped(n)),
                outcome: format!("The run made {} write syscalls.", grouped(actual)),
            }
        }
        (Question::FirstLine, Guess::Count(n)) => match first_line_step(a) {
            Some(step) => Verdict {
                right: n == step,
                guessed: format!("step {n}"),
                outcome: format!("The first line appeared on the terminal at step {step}."),
            },
            None => Verdict {
                right: false,
                guessed: format!("step {n}"),
                outcome: "Nothing appeared on the terminal during the stepped operations.".into(),
            },
        },
        (Question::Faster, Guess::Faster { b: picked_b, times }) => {
            let wall = |run: &RunView| model.cost(&run.features).wall_ns();
            let a_ns = wall(a);
            let b_ns = b.map_or(a_ns, wall);
            let b_faster = b_ns < a_ns;
            let ratio = a_ns.max(b_ns) / a_ns.min(b_ns).max(1.0);
            // Runs within 10% of each other are a tie: either side is right.
            let side_right = ratio < 1.1 || picked_b == b_faster;
            let times_right = times > 0.0 && times <= ratio * 2.0 && times >= ratio / 2.0;
            Verdict {
                right: side_right && times_right,
                guessed: format!("{} faster by {times}×", if picked_b { "B" } else { "A" }),
                outcome: format!(
                    "{} is faster by {ratio:.1}× (A {}, B {}).",
                    if b_faster { "B" } else { "A" },
                    format_ns(a_ns),
                    format_ns(b_ns)
                ),
            }
        }
        (_, _) => Verdict {
            right: false,
            guessed: "an answer of another kind".into(),
            outcome: String::new(),
        },
    }
}
