//! The header on every page: the name and the navigation.

use leptos::prelude::*;
use leptos_router::components::A;
use leptos_router::hooks::use_location;

use crate::bundle::Bundle;

/// The navigation, in order: `(label, path)`.
const LINKS: [(&str, &str); 5] = [
    ("Playground", "/"),
    ("Course", "/course/"),
    ("About", "/about"),
    ("Reference", "/reference"),
    ("Sources", "/sources"),
];

/// A link in the header: in place within this bundle, a page load into another.
#[component]
fn NavLink(
    label: &'static str,
    path: &'static str,
    here: Bundle,
    #[prop(default = "nav-link")] class: &'static str,
) -> impl IntoView {
    if Bundle::of(path) == here {
        view! { <A href=path attr:class=class>{label}</A> }.into_any()
    } else {
        let location = use_location();
        let current = move || (location.pathname.get().starts_with(path)).then_some("page");
        // `rel="external"` keeps the router from handling it: another bundle serves it.
        view! { <a href=path rel="external" class=class aria-current=current>{label}</a> }
            .into_any()
    }
}

#[component]
pub fn SiteHeader(
    /// The bundle this page belongs to.
    here: Bundle,
) -> impl IntoView {
    view! {
        <header class="border-b border-slate-200 bg-white/80 dark:border-slate-800 dark:bg-slate-900/80">
            <nav
                class="mx-auto flex max-w-7xl flex-wrap items-center gap-x-6 gap-y-1 px-4 py-3"
                aria-label="Main"
            >
                <NavLink
                    label="bufscope"
                    path="/"
                    here=here
                    class="font-mono text-lg font-bold text-amber-600 dark:text-amber-400"
                />
                {LINKS.map(|(label, path)| view! { <NavLink label=label path=path here=here /> })}
            </nav>
        </header>
    }
}
