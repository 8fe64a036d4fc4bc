//! Which changes of the playground earn a browser-history entry. Back should undo a step a
//! learner took (a Run, a chosen example, a target), not a keystroke: typing replaces the entry
//! it started, until a Run or a pause of a second or more.

use super::url_state::PlaygroundState;

/// A pause in typing this long (or longer) starts a new history entry. In milliseconds.
pub const TYPING_PAUSE_MS: f64 = 1000.0;

/// What changed between two states.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Change {
    Nothing,
    /// Only prices (a slider moving).
    Prices,
    /// Only the script, by typing (no example chosen).
    Typing,
    /// Anything else: an example, a target, the policy, a preset, a fault.
    Discrete,
}

impl Change {
    pub fn between(before: &PlaygroundState, now: &PlaygroundState) -> Change {
        if before == now {
            return Change::Nothing;
        }
        let same_but = |with: PlaygroundState| with == *before;
        if same_but(PlaygroundState {
            prices: before.prices.clone(),
            ..now.clone()
        }) {
            return Change::Prices;
        }
        let typed_a = now.example.is_none()
            && same_but(PlaygroundState {
                script: before.script.clone(),
                example: before.example.clone(),
                ..now.clone()
            });
        // B's own text edited, its list of changes the same.
        let typed_b = now.compare.as_ref().is_some_and(|b| b.script.is_some())
            && before.compare.as_ref().map(|b| &b.changes)
                == now.compare.as_ref().map(|b| &b.changes)
            && same_but(PlaygroundState {
                compare: before.compare.clone(),
                ..now.clone()
            });
        if typed_a || typed_b {
            Change::Typing
        } else {
            Change::Discrete
        }
    }
}

/// Whether to push a new entry or replace the current one.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Write {
    Push,
    Replace,
}

/// The history's memory of the typing in progress.
#[derive(Debug, Clone, Copy, Default, PartialEq)]
pub struct HistoryPolicy {
    /// When the last keystroke of the entry being typed into was written. In milliseconds.
    typed_at: Option<f64>,
}

impl HistoryPolicy {
    /// How `change`, made at `now_ms`, reaches the history; `None` when it need not.
    pub fn write(&mut self, change: Change, now_ms: f64) -> Option<Write> {
        match change {
            Change::Nothing => None,
            Change::Prices => Some(Write::Replace),
            Change::Typing => {
                let continues = self
                    .typed_at
                    .is_some_and(|at| now_ms - at < TYPING_PAUSE_MS);
                self.typed_at = Some(now_ms);
                Some(if continues {
                    Write::Replace
                } else {
                    Write::Push
                })
            }
            Change::Discrete => {
                self.typed_at = None;
                Some(Write::Push)
            }
        }
    }

    /// A Run, or Back/Forward: the next keystroke starts a new entry.
    pub fn checkpoint(&mut self) {
        self.typed_at = None;
    }
}

#[cfg(all(test, target_arch = "wasm32"))]
mod tests {
    use super::*;
    use wasm_bindgen_test::{wasm_bindgen_test as test, wasm_bindgen_test_configure};

    wasm_bindgen_test_configure!(run_in_browser);

    fn typed(script: &str) -> PlaygroundState {
        PlaygroundState {
            example: None,
            ..PlaygroundState::starting(script, "poem")
        }
    }

    #[test]
    fn changes_are_told_apart() {
        let example = PlaygroundState::starting("a", "poem");
        let priced = PlaygroundState {
            prices: vec![("syscall.file".into(), 9.0)],
            ..example.clone()
        };
        let piped = PlaygroundState {
            stdout: bufscope_sim::kernel::StreamTarget::Pipe,
            ..typed("a")
        };
        let other_example = PlaygroundState::starting("b", "other");
        assert_eq!(
            [
                Change::between(&example, &example),
                Change::between(&example, &priced),
                Change::between(&example, &typed("ab")),
                Change::between(&typed("ab"), &piped),
                Change::between(&typed("ab"), &other_example),
            ],
            [
                Change::Nothing,
                Change::Prices,
                Change::Typing,
                Change::Discrete,
                Change::Discrete
            ]
        );
    }

    #[test]
    fn a_burst_of_typing_is_one_entry_and_a_pause_or_a_run_starts_another() {
        let mut policy = HistoryPolicy::default();
        let mut writes = Vec::new();
        // Twenty keystrokes 100 ms apart, a 1.5 s pause, two more, a Run, one more, a target.
        for i in 0..20 {
            writes.push(policy.write(Change::Typing, f64::from(i) * 100.0));
        }
        writes.push(policy.write(Change::Typing, 3400.0));
        writes.push(policy.write(Change::Typing, 3500.0));
        policy.checkpoint();
        writes.push(policy.write(Change::Typing, 3600.0));
        writes.push(policy.write(Change::Prices, 3700.0));
        writes.push(policy.write(Change::Discrete, 3800.0));
        writes.push(policy.write(Change::Nothing, 3900.0));
        let mut expected = vec![Some(Write::Push)];
        expected.extend([Some(Write::Replace); 19]);
        expected.extend([
            Some(Write::Push),
            Some(Write::Replace),
            Some(Write::Push),
            Some(Write::Replace),
            Some(Write::Push),
            None,
        ]);
        assert_eq!(writes, expected);
    }
}
