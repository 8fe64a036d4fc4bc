//! Shown for a path no route matches.

use leptos::prelude::*;

#[component]
pub fn NotFoundPage() -> impl IntoView {
    view! {
        <h1 class="text-2xl font-bold">"Page not found"</h1>
        <p class="mt-4">
            "Nothing lives at this address. " <a href="/" rel="external" class="underline">"Go to the start page"</a> "."
        </p>
    }
}
