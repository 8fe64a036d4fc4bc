//! The app shell: router, header, footer (left out of `/embed`, which lives in an iframe).

use leptos::prelude::*;
use leptos_router::components::Router;
use leptos_router::hooks::use_location;

use crate::bundle::Bundle;
use crate::bundle_router::BundleRoutes;
use crate::components::page_frame::PageFrame;
use crate::pages::embed::EmbedPage;
use crate::pages::not_found::NotFoundPage;
use crate::pages::playground::PlaygroundPage;
use crate::routes::{Page, route_of};

/// The playground bundle's pages (the route table says which paths show them).
fn playground_page(page: Page) -> AnyView {
    match page {
        Page::Playground => PlaygroundPage().into_any(),
        Page::Embed => EmbedPage().into_any(),
        _ => NotFoundPage().into_any(),
    }
}

#[component]
fn Shell() -> impl IntoView {
    let location = use_location();
    let embedded =
        move || route_of(&location.pathname.get()).is_some_and(|route| route.page == Page::Embed);
    move || {
        if embedded() {
            view! {
                <main class="p-2">
                    <BundleRoutes here=Bundle::Playground view=playground_page />
                </main>
            }
            .into_any()
        } else {
            view! {
                <PageFrame here=Bundle::Playground>
                    <BundleRoutes here=Bundle::Playground view=playground_page />
                </PageFrame>
            }
            .into_any()
        }
    }
}

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
