//! The footer on every page: the version that was built.

use leptos::prelude::*;

/// The app's version, from its Cargo manifest.
pub const VERSION: &str = env!("CARGO_PKG_VERSION");

#[component]
pub fn SiteFooter() -> impl IntoView {
    view! {
        <footer class="border-t border-slate-200 py-4 text-center text-sm text-slate-600 dark:border-slate-800 dark:text-slate-400">
            <span data-testid="version">"bufscope v" {VERSION}</span>
            " · runs std's own BufWriter in your browser"
        </footer>
    }
}
