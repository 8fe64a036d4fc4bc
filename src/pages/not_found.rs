//! Shown for a path no route matches.

use crate::routes::Page;
use leptos::prelude::*;

#[component]
pub fn NotFoundPage() -> impl IntoView {
    crate::components::page_title::set_page_title("Page not found");
    view! {
        <h1 class="text-2xl font-bold">"Page not found"</h1>
        <p class="mt-4">
            "Nothing lives at this address. " <a href=Page::Playground.route().href() rel="external" class="underline">"Go to the start page"</a> "."
        </p>
    }
}
