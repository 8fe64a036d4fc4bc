//! Tells the learner when saved answers could not be read or written.

use leptos::prelude::*;

use super::progress_store::ProgressStore;

#[component]
pub fn StoreProblems(store: ProgressStore) -> impl IntoView {
    move || {
        {
        let problems = store.problems.get();
        (!problems.is_empty()).then(|| view! {
            <div role="alert" data-testid="store-problems" class="mt-4 rounded-lg bg-amber-50 p-3 text-sm text-amber-900 dark:bg-amber-950 dark:text-amber-100">
                <p class="font-semibold">"Your saved answers:"</p>
                <ul class="list-disc pl-5">{problems.into_iter().map(|p| view! { <li>{p}</li> }).collect_view()}</ul>
            </div>
        })
    }
    .into_any()
    }
}
