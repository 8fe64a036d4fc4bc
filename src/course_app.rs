//! The course bundle: the course map, lessons and assignments on their own wasm (see
//! `bundle.rs`); lessons hold live playgrounds, so it starts the simulator worker.

use leptos::prelude::*;
use leptos_router::components::{Route, Router, Routes};
use leptos_router::path;

use crate::bundle::Bundle;
use crate::components::page_frame::PageFrame;
use crate::pages::assignment::AssignmentPage;
use crate::pages::assignment_results::AssignmentResultsPage;
use crate::pages::course::CoursePage;
use crate::pages::lesson::LessonPage;
use crate::pages::not_found::NotFoundPage;

#[component]
pub fn CourseApp() -> impl IntoView {
    // One simulator worker for every widget and exercise on the page.
    crate::state::provide_shared_client();
    view! {
        <Router>
            <PageFrame here=Bundle::Course>
                <Routes fallback=NotFoundPage>
                    <Route path=path!("/course") view=CoursePage />
                    <Route path=path!("/course/") view=CoursePage />
                    <Route path=path!("/course/:slug") view=LessonPage />
                    <Route path=path!("/course/:slug/") view=LessonPage />
                    <Route path=path!("/assignment") view=AssignmentPage />
                    <Route path=path!("/assignment/") view=AssignmentPage />
                    <Route path=path!("/assignment/results") view=AssignmentResultsPage />
                    <Route path=path!("/assignment/results/") view=AssignmentResultsPage />
                </Routes>
            </PageFrame>
        </Router>
    }
}
