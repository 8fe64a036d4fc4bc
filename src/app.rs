//! The app shell: router, header, footer (left out of `/embed`, which lives in an iframe).

use leptos::prelude::*;
use leptos_router::components::{Route, Router, Routes};
use leptos_router::hooks::use_location;
use leptos_router::path;

use crate::bundle::Bundle;
use crate::components::page_frame::PageFrame;
use crate::pages::embed::EmbedPage;
use crate::pages::not_found::NotFoundPage;
use crate::pages::playground::PlaygroundPage;

/// Every route. Each also answers with a trailing slash: a static host serves `/embed` from
/// `embed/index.html` and may redirect to `/embed/` first.
#[component]
fn AppRoutes() -> impl IntoView {
    view! {
        <Routes fallback=NotFoundPage>
            <Route path=path!("/") view=PlaygroundPage />
            <Route path=path!("/embed") view=EmbedPage />
            <Route path=path!("/embed/") view=EmbedPage />
        </Routes>
    }
}

#[component]
fn Shell() -> impl IntoView {
    let location = use_location();
    let embedded = move || location.pathname.get().starts_with("/embed");
    move || {
        if embedded() {
            view! {
                <main class="p-2">
                    <AppRoutes />
                </main>
            }
            .into_any()
        } else {
            view! {
                <PageFrame here=Bundle::Playground>
                    <AppRoutes />
                </PageFrame>
            }
            .into_any()
        }
    }
}

/// Names of the routes a static host needs an entry file for (`<name>/index.html`).
pub const STATIC_ROUTES: &[&str] = &["embed"];

#[component]
pub fn App() -> impl IntoView {
    // One simulator worker for the whole page, started with the app so it loads in parallel.
    crate::state::provide_shared_client();
    view! {
        <Router>
            <Shell />
        </Router>
    }
}
