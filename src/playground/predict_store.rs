//! Predictions and their outcomes, kept in `localStorage` beside the course's progress
//! (`bufscope.progress.v1`), one line each, newest last, so a learner (or a teacher's export)
//! can see how often predicting was right.

use super::predict_question::{Question, Verdict};

/// Where predictions are kept.
pub const PREDICTIONS_KEY: &str = "bufscope.predictions.v1";

/// At most this many are kept: the oldest go first.
const KEPT: usize = 200;

/// One line: when (ms since the epoch), the question, right or wrong, the guess, the outcome;
/// tab-separated.
fn line(question: Question, verdict: &Verdict, now_ms: f64) -> String {
    let clean = |text: &str| text.replace(['\t', '\n'], " ");
    format!(
        "{now_ms:.0}\t{}\t{}\t{}\t{}",
        question.id(),
        if verdict.right { "right" } else { "wrong" },
        clean(&verdict.guessed),
        clean(&verdict.outcome)
    )
}

/// `saved` with one more line, the oldest left off past [`KEPT`].
fn appended(saved: &str, line: String) -> String {
    let mut lines: Vec<&str> = saved.lines().filter(|l| !l.is_empty()).collect();
    lines.push(&line);
    let from = lines.len().saturating_sub(KEPT);
    lines[from..].join("\n")
}

/// Saves a committed prediction; a browser without storage keeps nothing, silently, as the
/// verdict is already on the page.
pub fn save(question: Question, verdict: &Verdict) {
    let Some(storage) = web_sys::window().and_then(|w| w.local_storage().ok().flatten()) else {
        return;
    };
    let saved = storage
        .get_item(PREDICTIONS_KEY)
        .ok()
        .flatten()
        .unwrap_or_default();
    let _ = storage.set_item(
        PREDICTIONS_KEY,
        &appended(&saved, line(question, verdict, js_sys::Date::now())),
    );
}

#[cfg(all(test, target_arch = "wasm32"))]
mod tests {
    use super::*;
    use wasm_bindgen_test::{wasm_bindgen_test as test, wasm_bindgen_test_configure};

    wasm_bindgen_test_configure!(run_in_browser);

    #[test]
    fn a_line_per_prediction_and_the_oldest_go_first() {
        let verdict = Verdict {
            right: false,
            guessed: "300 write\tsyscalls".into(),
            outcome: "The run made 1 write syscalls.".into(),
        };
        let one = line(Question::Writes, &verdict, 5.0);
        assert_eq!(
            one,
            "5\twrites\twrong\t300 write syscalls\tThe run made 1 write syscalls."
        );
        let full: String = (0..KEPT).map(|i| format!("{i}\n")).collect();
        let kept = appended(&full, one.clone());
        assert_eq!(kept.lines().count(), KEPT);
        assert_eq!(kept.lines().next(), Some("1"));
        assert_eq!(kept.lines().last(), Some(one.as_str()));
    }
}
