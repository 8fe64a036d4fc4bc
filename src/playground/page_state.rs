//! The state a playground page opens with: its URL over the first example.

use crate::examples::{EXAMPLES, example};

use super::share::{browser_query, link_problem};
use super::url_state::PlaygroundState;

/// The state a page starts from: the URL over the first example, and what in the URL could
/// not be read.
pub fn initial_state() -> (PlaygroundState, Vec<String>) {
    let first = &EXAMPLES[0];
    let (state, mut problems) = PlaygroundState::from_query(
        &browser_query(),
        PlaygroundState::starting(first.script, first.id),
        |id| example(id).map(|e| e.script.to_string()),
        // Presets arrive with the worker; the recorded machine and two stated ones.
        3,
    );
    if let Some(why) = link_problem() {
        problems.insert(0, format!("z: this compressed link cannot be read: {why}"));
    }
    (state, problems)
}
