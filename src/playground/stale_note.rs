//! The note over results that no longer match the script.

use leptos::prelude::*;

/// Over results that no longer match the script: says so, and how to update them.
#[component]
pub fn StaleNote(
    #[prop(into)] stale: Signal<bool>,
    /// A run is under way: the results will update by themselves.
    #[prop(into)]
    running: Signal<bool>,
) -> impl IntoView {
    move || {
        (stale.get() && !running.get()).then(|| {
            view! {
                <p
                    class="mb-2 rounded border border-amber-400 bg-amber-50 px-2 py-1 text-sm text-amber-900 dark:border-amber-600 dark:bg-amber-950 dark:text-amber-100"
                    data-testid="stale"
                >
                    "Edited — these results are from the script before your edit. Run (Ctrl+Enter) to update."
                </p>
            }
        })
    }
}
