//! `/assignment`: without exercises in the link, the teacher's builder; with them, the
//! student's assignment.

use leptos::prelude::*;

use crate::course::assignment_builder::AssignmentBuilder;
use crate::course::assignment_link::{LinkContents, parse};
use crate::course::assignment_run::AssignmentRun;
use crate::course::catalog::exercise;
use crate::playground::share::browser_query;
use crate::routes::Page;

#[component]
pub fn AssignmentPage() -> impl IntoView {
    crate::components::page_title::set_page_title("Assignment");
    match parse(&browser_query(), |id| exercise(id).is_some()) {
        // Both components return an erased view already.
        LinkContents::Builder { title } => view! { <AssignmentBuilder title=title /> },
        LinkContents::Assignment(assignment, problems) => {
            view! { <AssignmentRun assignment=assignment problems=problems /> }
        }
        LinkContents::Unusable(problems) => View::new(view! {
            <div class="mx-auto max-w-3xl" role="alert" data-testid="link-problems">
                <h1 class="text-2xl font-bold">"This assignment link cannot be used"</h1>
                <ul class="mt-2 list-disc pl-5">{problems.into_iter().map(|p| view! { <li>{p}</li> }).collect_view()}</ul>
                <p class="mt-4">
                    "Ask for the link again, or "
                    <a href=Page::Assignment.route().href() class="text-amber-700 underline dark:text-amber-400">"build an assignment"</a>
                    "."
                </p>
            </div>
        }
        .into_any()),
    }
}
