//! `/`: the playground as the whole page.

use leptos::prelude::*;

use crate::playground::playground_view::Playground;

#[component]
pub fn PlaygroundPage() -> impl IntoView {
    crate::components::page_title::set_page_title("Playground");
    view! {
        <h1 class="sr-only">"bufscope playground"</h1>
        <p class="mb-4 text-slate-600 dark:text-slate-300">
            "Paste Rust I/O code, or pick an example. It runs on std's own BufWriter, LineWriter and BufReader over a simulated kernel, in this page: every syscall below is one the compiled program makes."
        </p>
        <Playground />
    }
}
