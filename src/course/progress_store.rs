//! Progress kept in a signal and in `localStorage`, so it survives reloads.
//!
//! Saved text that cannot be read is never silently replaced: it is copied to
//! `<key>.unreadable` first, and the problems are shown.

use leptos::prelude::*;

use super::progress::{Progress, SavedAnswer};

/// Where the course's progress is kept.
pub const COURSE_KEY: &str = "bufscope.progress.v1";

/// A learner's answers under one storage key (the course, or one assignment link).
#[derive(Debug, Clone, Copy)]
pub struct ProgressStore {
    pub progress: RwSignal<Progress>,
    /// What went wrong reading or writing, for the learner to see.
    pub problems: RwSignal<Vec<String>>,
    key: StoredValue<String>,
}

fn storage() -> Result<web_sys::Storage, String> {
    web_sys::window()
        .and_then(|w| w.local_storage().ok().flatten())
        .ok_or_else(|| {
            "this browser keeps no local storage: answers last until the page closes".into()
        })
}

impl ProgressStore {
    /// Reads what is saved under `key`.
    pub fn open(key: String) -> ProgressStore {
        let (progress, problems) = match storage() {
            Err(message) => (Progress::default(), vec![message]),
            Ok(storage) => match storage.get_item(&key) {
                Ok(Some(text)) => {
                    let (progress, mut problems) = Progress::decode(&text);
                    if !problems.is_empty() {
                        let backup = format!("{key}.unreadable");
                        if storage.set_item(&backup, &text).is_ok() {
                            problems.push(format!("the saved text is kept under {backup}"));
                        }
                    }
                    (progress, problems)
                }
                Ok(None) => (Progress::default(), Vec::new()),
                Err(_) => (
                    Progress::default(),
                    vec!["the saved progress could not be read".into()],
                ),
            },
        };
        ProgressStore {
            progress: RwSignal::new(progress),
            problems: RwSignal::new(problems),
            key: StoredValue::new(key),
        }
    }

    pub fn answer(&self, id: &str) -> Option<SavedAnswer> {
        self.progress.with(|p| p.answer(id).cloned())
    }

    /// Keeps a checked answer as `id`'s next attempt.
    pub fn record_attempt(
        &self,
        id: &str,
        answer: String,
        correct: bool,
        expected: String,
        explain: String,
    ) {
        self.progress
            .update(|p| p.attempt(id, answer, correct, expected, explain));
        self.save();
    }

    /// The learner asked for the correct answer of `id`.
    pub fn reveal(&self, id: &str) {
        self.progress.update(|p| {
            if let Some(mut saved) = p.answer(id).cloned() {
                saved.revealed = true;
                p.insert(id, saved);
            }
        });
        self.save();
    }

    /// Forgets one answer, so the exercise can be tried again.
    pub fn forget(&self, id: &str) {
        self.progress.update(|p| p.remove(id));
        self.save();
    }

    /// Forgets every answer under this key.
    pub fn reset(&self) {
        self.progress.set(Progress::default());
        self.problems.set(Vec::new());
        if let Ok(storage) = storage() {
            let _ = storage.remove_item(&self.key.get_value());
        }
    }

    fn save(&self) {
        let text = self.progress.with_untracked(Progress::encode);
        let saved = storage().and_then(|storage| {
            storage
                .set_item(&self.key.get_value(), &text)
                .map_err(|_| "your answers could not be saved (is the storage full?)".to_string())
        });
        if let Err(message) = saved
            && !self.problems.with_untracked(|p| p.contains(&message))
        {
            self.problems.update(|p| p.push(message));
        }
    }
}
