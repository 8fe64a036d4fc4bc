//! What Compare adds to the playground's state: script B, as the changes made to A
//! (`compare=stdout-file,bufwriter`) or, once the learner edits it, as its own text
//! (`compare.script=…`); and whether the page asks for a prediction first (`predict=`).

use bufscope_course::script_change::{ScriptChange, apply_all};

/// Script B beside the playground's script A.
#[derive(Debug, Clone, PartialEq, Default)]
pub struct CompareState {
    /// The changes made to A, in order (those that had nothing to edit are left out).
    pub changes: Vec<ScriptChange>,
    /// B's own text once the learner edited it; `None` while B is A with `changes`.
    pub script: Option<String>,
}

impl CompareState {
    /// B's script: its own text, or A with the changes made.
    pub fn script_b(&self, a: &str) -> String {
        match &self.script {
            Some(script) => script.clone(),
            None => apply_all(a, &self.changes).0,
        }
    }

    /// The changes, as the link writes them (`copy` for none).
    pub fn changes_param(&self) -> String {
        if self.changes.is_empty() {
            "copy".into()
        } else {
            self.changes
                .iter()
                .map(|c| c.id())
                .collect::<Vec<_>>()
                .join(",")
        }
    }

    /// Reads `compare=`'s value; unknown changes are named and left out.
    pub fn from_param(value: &str) -> (CompareState, Vec<String>) {
        let mut state = CompareState::default();
        let mut problems = Vec::new();
        for id in value.split(',').map(str::trim) {
            match ScriptChange::from_id(id) {
                Some(change) => state.changes.push(change),
                None if id.is_empty() || id == "copy" => {}
                None => problems.push(format!(
                    "compare={value}: no change `{id}` (copy, {}); left out",
                    ScriptChange::ids()
                )),
            }
        }
        (state, problems)
    }
}

/// Which question Predict first asks.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum PredictSetting {
    /// The page picks: A or B when comparing, else the write count.
    #[default]
    Auto,
    Writes,
    Faster,
    /// The step on which the first line reaches the terminal.
    FirstLine,
}

impl PredictSetting {
    pub const ALL: [PredictSetting; 4] = [
        PredictSetting::Auto,
        PredictSetting::Writes,
        PredictSetting::Faster,
        PredictSetting::FirstLine,
    ];

    /// Its value in links (`predict=writes`).
    pub fn id(self) -> &'static str {
        match self {
            PredictSetting::Auto => "1",
            PredictSetting::Writes => "writes",
            PredictSetting::Faster => "faster",
            PredictSetting::FirstLine => "first-line",
        }
    }

    pub fn parse(value: &str) -> Option<PredictSetting> {
        match value {
            "" | "on" | "true" => Some(PredictSetting::Auto),
            _ => PredictSetting::ALL.into_iter().find(|p| p.id() == value),
        }
    }
}
