//! The app shell: router, header, footer.

use leptos::prelude::*;
use leptos_router::components::{Route, Router, Routes};
use leptos_router::path;

use crate::components::site_footer::SiteFooter;
use crate::components::site_header::SiteHeader;
use crate::pages::home::HomePage;
use crate::pages::not_found::NotFoundPage;
use crate::pages::playground::PlaygroundPage;
use crate::pages::sources::SourcesPage;

#[component]
pub fn App() -> impl IntoView {
    view! {
        <Router>
            <div class="flex min-h-screen flex-col">
                <SiteHeader />
                <main class="mx-auto w-full max-w-4xl flex-1 px-4 py-8">
                    <Routes fallback=NotFoundPage>
                        <Route path=path!("/") view=HomePage />
                        <Route path=path!("/playground") view=PlaygroundPage />
                        <Route path=path!("/sources") view=SourcesPage />
                        <Route path=path!("/reference") view=crate::pages::reference::ReferencePage />
                    </Routes>
                </main>
                <SiteFooter />
            </div>
        </Router>
    }
}
