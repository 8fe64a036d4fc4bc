//! The playground's settings as signals, one per field of [`PlaygroundState`], so a control
//! re-renders only with its own field.

use bufscope_sim::kernel::StreamTarget;
use bufscope_sim::whatif::StdoutPolicy;
use leptos::prelude::*;

use super::compare_state::{CompareState, PredictSetting};
use super::url_state::PlaygroundState;
use crate::protocol::FaultSettings;

#[derive(Debug, Clone, Copy)]
pub struct StateSignals {
    pub source: RwSignal<String>,
    pub example: RwSignal<Option<String>>,
    pub stdout: RwSignal<StreamTarget>,
    pub stderr: RwSignal<StreamTarget>,
    pub policy: RwSignal<StdoutPolicy>,
    pub faults: RwSignal<FaultSettings>,
    pub preset: RwSignal<usize>,
    /// Prices moved away from the preset: `(parameter id, price)`.
    pub prices: RwSignal<Vec<(String, f64)>>,
    /// Compare: script B, when on.
    pub compare: RwSignal<Option<CompareState>>,
    /// Predict first, when on.
    pub predict: RwSignal<Option<PredictSetting>>,
}

impl StateSignals {
    pub fn new(state: &PlaygroundState) -> StateSignals {
        StateSignals {
            source: RwSignal::new(state.script.clone()),
            example: RwSignal::new(state.example.clone()),
            stdout: RwSignal::new(state.stdout),
            stderr: RwSignal::new(state.stderr),
            policy: RwSignal::new(state.policy),
            faults: RwSignal::new(state.faults.clone()),
            preset: RwSignal::new(state.preset),
            prices: RwSignal::new(state.prices.clone()),
            compare: RwSignal::new(state.compare.clone()),
            predict: RwSignal::new(state.predict),
        }
    }

    /// The whole state, tracking every field.
    pub fn current(self) -> Signal<PlaygroundState> {
        Signal::derive(move || PlaygroundState {
            script: self.source.get(),
            example: self.example.get(),
            stdout: self.stdout.get(),
            stderr: self.stderr.get(),
            policy: self.policy.get(),
            preset: self.preset.get(),
            prices: self.prices.get(),
            faults: self.faults.get(),
            compare: self.compare.get(),
            predict: self.predict.get(),
        })
    }

    /// Every field from `state` (Back and Forward).
    pub fn set_all(self, state: PlaygroundState) {
        self.source.set(state.script);
        self.example.set(state.example);
        self.stdout.set(state.stdout);
        self.stderr.set(state.stderr);
        self.policy.set(state.policy);
        self.faults.set(state.faults);
        self.preset.set(state.preset);
        self.prices.set(state.prices);
        self.compare.set(state.compare);
        self.predict.set(state.predict);
    }
}
