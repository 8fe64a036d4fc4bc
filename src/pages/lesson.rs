//! `/course/<slug>`: one lesson — its prose, live widgets and predict exercises, with the way
//! to the previous and next lessons.

use std::sync::Arc;

use leptos::prelude::*;
use leptos_router::hooks::use_params_map;

use crate::course::catalog::{LESSONS, LessonEntry, lesson};
use crate::course::course_client;
use crate::course::exercise_card::ExerciseCard;
use crate::course::lesson_prose::LessonProse;
use crate::course::lesson_widget::{LessonWidget, preset_of};
use crate::course::progress_store::{COURSE_KEY, ProgressStore};
use crate::course::store_problems::StoreProblems;
use crate::protocol::{LessonBody, SegmentView};
use crate::routes::Page;

/// "← Previous" and "Next →", and the way back to the map.
#[component]
fn LessonNavigation(index: usize) -> impl IntoView {
    let link = "rounded-lg border border-slate-200 px-4 py-2 hover:border-amber-500 focus-visible:border-amber-500 dark:border-slate-800";
    let previous = index.checked_sub(1).and_then(|i| LESSONS.get(i));
    let next = LESSONS.get(index + 1);
    view! {
        <nav aria-label="Lessons" class="mt-10 flex flex-wrap items-stretch justify-between gap-3 border-t border-slate-200 pt-6 dark:border-slate-800">
            {previous.map(|l| view! {
                <a href=l.href() class=link data-testid="previous-lesson" rel="prev">
                    <span class="block text-xs text-slate-600 dark:text-slate-400">"← Previous"</span>{l.title}
                </a>
            })}
            <a href=Page::Course.route().href() class=link>"Course map"</a>
            {next.map(|l| view! {
                <a href=l.href() class=link data-testid="next-lesson" rel="next">
                    <span class="block text-xs text-slate-600 dark:text-slate-400">"Next →"</span>{l.title}
                </a>
            })}
        </nav>
    }
    .into_any()
}

/// The lesson's prose, widgets and exercises, in order.
fn segments_view(body: LessonBody, store: ProgressStore) -> impl IntoView {
    body.segments
        .into_iter()
        .map(|segment| match segment {
            // Each component returns an erased view already.
            SegmentView::Html(html) => view! { <LessonProse html=html /> },
            SegmentView::Widget(widget) => {
                let title = widget.title.unwrap_or_else(|| "Try it".to_string());
                view! { <LessonWidget title=title preset=preset_of(&widget.script) /> }
            }
            SegmentView::Exercise(exercise) => {
                view! { <ExerciseCard exercise=Arc::new(exercise) store=store /> }
            }
        })
        .collect_view()
}

#[component]
fn Lesson(index: usize, lesson: &'static LessonEntry) -> AnyView {
    crate::components::page_title::set_page_title(lesson.title);
    let store = ProgressStore::open(COURSE_KEY.to_string());
    let state = move || store.progress.with(|p| p.lesson_state(lesson)).label();
    // The body travels with the simulator worker, which the lesson's widgets need anyway.
    let body = RwSignal::new(None::<Result<LessonBody, String>>);
    course_client::lesson(lesson.slug, move |result| body.set(Some(result)));
    view! {
        <article class="mx-auto max-w-5xl" data-testid="lesson" data-slug=lesson.slug>
            <p class="mb-2 text-sm text-slate-600 dark:text-slate-400">
                <a href=Page::Course.route().href() class="underline">"Course"</a>
                {format!(" · lesson {} of {} · {} min · ", index + 1, LESSONS.len(), lesson.minutes)}
                <span data-testid="lesson-progress">{state}</span>
            </p>
            <StoreProblems store=store />
            <p class="mt-4" role="status" hidden=move || body.with(|b| matches!(b, Some(Ok(_))))>
                {move || match body.get() {
                    None => "Loading the lesson…".to_string(),
                    Some(Err(message)) => format!("This lesson could not be loaded: {message}"),
                    Some(Ok(_)) => String::new(),
                }}
            </p>
            {move || body.get().and_then(Result::ok).map(|body| view! {
                <div data-testid="lesson-body">{segments_view(body, store)}</div>
            })}
            <LessonNavigation index=index />
        </article>
    }
    .into_any()
}

#[component]
pub fn LessonPage() -> impl IntoView {
    let params = use_params_map();
    // A new slug (Next, Previous) is a new lesson: everything below is built again.
    move || {
        {
        let slug = params.read().get("slug").unwrap_or_default();
        match lesson(&slug) {
            Some((index, found)) => view! { <Lesson index=index lesson=found /> },
            None => View::new({ crate::components::page_title::set_page_title("No such lesson"); view! {
                <div class="mx-auto max-w-3xl" role="alert">
                    <h1 class="text-2xl font-bold">"No such lesson"</h1>
                    <p class="mt-2">
                        {format!("This course has no lesson `{slug}`. ")}
                        <a href=Page::Course.route().href() class="text-amber-700 underline dark:text-amber-400">"See every lesson"</a>
                    </p>
                </div>
            }}
            .into_any()),
        }
    }
    .into_any()
    }
}
