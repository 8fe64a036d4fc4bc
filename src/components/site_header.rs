//! The header on every page: the name and the navigation.

use leptos::prelude::*;
use leptos_router::hooks::use_location;

use crate::bundle::Bundle;
use crate::routes::{Page, Route, nav_links};

/// A link in the header: in place within this bundle (the router takes every plain link), a
/// page load into another.
#[component]
fn NavLink(
    label: &'static str,
    route: &'static Route,
    here: Bundle,
    #[prop(default = "nav-link")] class: &'static str,
    /// The site's name marks no page.
    #[prop(default = true)]
    marks_current: bool,
) -> impl IntoView {
    let location = use_location();
    let current =
        move || (marks_current && route.is_current(&location.pathname.get())).then_some("page");
    // `rel="external"` keeps the router from handling it: another bundle serves it.
    let rel = (route.bundle != here).then_some("external");
    view! { <a href=route.href() rel=rel class=class aria-current=current>{label}</a> }
}

#[component]
pub fn SiteHeader(
    /// The bundle this page belongs to.
    here: Bundle,
) -> impl IntoView {
    // The site's name leads to the playground.
    let home = Page::Playground.route();
    view! {
        <a
            href="#main"
            // The router would take the link as a navigation: move the focus by hand.
            on:click=|ev| {
                ev.prevent_default();
                if let Some(main) = web_sys::window()
                    .and_then(|w| w.document())
                    .and_then(|d| d.get_element_by_id("main"))
                    .and_then(|e| wasm_bindgen::JsCast::dyn_into::<web_sys::HtmlElement>(e).ok())
                {
                    let _ = main.focus();
                }
            }
            class="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:z-50 focus:rounded focus:bg-white focus:px-3 focus:py-2 focus:text-slate-900 focus:ring-2 focus:ring-amber-600"
        >
            "Skip to content"
        </a>
        <header class="border-b border-slate-200 bg-white/80 dark:border-slate-800 dark:bg-slate-900/80">
            <nav
                class="mx-auto flex max-w-7xl flex-wrap items-center gap-x-6 gap-y-1 px-4 py-3"
                aria-label="Main"
            >
                <NavLink
                    label="bufscope"
                    route=home
                    here=here
                    class="font-mono text-lg font-bold text-amber-800 dark:text-amber-400"
                    marks_current=false
                />
                {nav_links()
                    .map(|(label, route)| view! { <NavLink label=label route=route here=here /> })
                    .collect_view()}
            </nav>
        </header>
    }
}
