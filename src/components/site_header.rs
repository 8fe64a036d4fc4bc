//! The header on every page: the name and the navigation.

use leptos::prelude::*;
use leptos_router::components::A;

#[component]
pub fn SiteHeader() -> impl IntoView {
    view! {
        <header class="border-b border-slate-200 bg-white/80 dark:border-slate-800 dark:bg-slate-900/80">
            <nav
                class="mx-auto flex max-w-7xl items-center gap-6 px-4 py-3"
                aria-label="Main"
            >
                <A href="/" attr:class="font-mono text-lg font-bold text-amber-600 dark:text-amber-400">
                    "bufscope"
                </A>
                <A href="/" attr:class="nav-link">"Playground"</A>
                <A href="/course/" attr:class="nav-link">"Course"</A>
                <A href="/about" attr:class="nav-link">"About"</A>
                <A href="/sources" attr:class="nav-link">"Sources"</A>
            </nav>
        </header>
    }
}
