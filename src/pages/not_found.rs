//! Shown for a path no route matches.

use leptos::prelude::*;
use leptos_router::components::A;

#[component]
pub fn NotFoundPage() -> impl IntoView {
    view! {
        <h1 class="text-2xl font-bold">"Page not found"</h1>
        <p class="mt-4">
            "Nothing lives at this address. " <A href="/" attr:class="underline">"Go to the start page"</A> "."
        </p>
    }
}
