//! The site bundle: the pages around the playground on their own wasm (see `bundle.rs`).

use leptos::prelude::*;
use leptos_router::components::{Route, Router, Routes};
use leptos_router::path;

use crate::bundle::Bundle;
use crate::components::page_frame::PageFrame;
use crate::pages::charts::ChartsPage;
use crate::pages::home::HomePage;
use crate::pages::not_found::NotFoundPage;
use crate::pages::reference::ReferencePage;
use crate::pages::sources::SourcesPage;

#[component]
pub fn SiteApp() -> impl IntoView {
    view! {
        <Router>
            <PageFrame here=Bundle::Site>
                <Routes fallback=NotFoundPage>
                    <Route path=path!("/charts") view=ChartsPage />
                    <Route path=path!("/charts/") view=ChartsPage />
                    <Route path=path!("/about") view=HomePage />
                    <Route path=path!("/about/") view=HomePage />
                    <Route path=path!("/reference") view=ReferencePage />
                    <Route path=path!("/reference/") view=ReferencePage />
                    <Route path=path!("/sources") view=SourcesPage />
                    <Route path=path!("/sources/") view=SourcesPage />
                </Routes>
            </PageFrame>
        </Router>
    }
}
