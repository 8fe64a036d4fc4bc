//! The site bundle: the pages around the playground on their own wasm (see `bundle.rs`).

use leptos::prelude::*;
use leptos_router::components::Router;

use crate::bundle::Bundle;
use crate::bundle_router::BundleRoutes;
use crate::components::page_frame::PageFrame;
use crate::pages::charts::ChartsPage;
use crate::pages::home::HomePage;
use crate::pages::not_found::NotFoundPage;
use crate::pages::reference::ReferencePage;
use crate::pages::sources::SourcesPage;
use crate::routes::Page;

/// The site bundle's pages (the route table says which paths show them).
fn site_page(page: Page) -> AnyView {
    match page {
        Page::About => HomePage().into_any(),
        Page::Charts => ChartsPage().into_any(),
        Page::Reference => ReferencePage().into_any(),
        Page::Sources => SourcesPage().into_any(),
        _ => NotFoundPage().into_any(),
    }
}

#[component]
pub fn SiteApp() -> impl IntoView {
    view! {
        <Router>
            <PageFrame here=Bundle::Site>
                <BundleRoutes here=Bundle::Site view=site_page />
            </PageFrame>
        </Router>
    }
}
