//! The course bundle: the course map, lessons and assignments on their own wasm (see
//! `bundle.rs`); lessons hold live playgrounds, so it starts the simulator worker.

use leptos::prelude::*;
use leptos_router::components::Router;

use crate::bundle::Bundle;
use crate::bundle_router::BundleRoutes;
use crate::components::page_frame::PageFrame;
use crate::pages::assignment::AssignmentPage;
use crate::pages::assignment_results::AssignmentResultsPage;
use crate::pages::course::CoursePage;
use crate::pages::lesson::LessonPage;
use crate::pages::not_found::NotFoundPage;
use crate::routes::Page;

/// The course bundle's pages (the route table says which paths show them).
fn course_page(page: Page) -> AnyView {
    match page {
        Page::Course => CoursePage().into_any(),
        Page::Lesson => LessonPage().into_any(),
        Page::Assignment => AssignmentPage().into_any(),
        Page::AssignmentResults => AssignmentResultsPage().into_any(),
        _ => NotFoundPage().into_any(),
    }
}

#[component]
pub fn CourseApp() -> impl IntoView {
    // One simulator worker for every widget and exercise on the page.
    crate::state::provide_shared_client();
    view! {
        <Router>
            <PageFrame here=Bundle::Course>
                <BundleRoutes here=Bundle::Course view=course_page />
            </PageFrame>
        </Router>
    }
}
