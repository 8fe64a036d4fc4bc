//! `/course/<slug>`: one lesson — its prose, live widgets and predict exercises, with the way
//! to the previous and next lessons.

use leptos::prelude::*;
use leptos_router::components::A;
use leptos_router::hooks::use_params_map;

use crate::course::catalog::{LESSONS, LessonData, SegmentData, lesson};
use crate::course::exercise_card::ExerciseCard;
use crate::course::lesson_prose::LessonProse;
use crate::course::lesson_widget::{LessonWidget, preset_of};
use crate::course::progress_store::{COURSE_KEY, ProgressStore};
use crate::course::store_problems::StoreProblems;

/// "← Previous" and "Next →", and the way back to the map.
#[component]
fn LessonNavigation(index: usize) -> impl IntoView {
    let link = "rounded-lg border border-slate-200 px-4 py-2 hover:border-amber-500 focus-visible:border-amber-500 dark:border-slate-800";
    let previous = index.checked_sub(1).and_then(|i| LESSONS.get(i));
    let next = LESSONS.get(index + 1);
    view! {
        <nav aria-label="Lessons" class="mt-10 flex flex-wrap items-stretch justify-between gap-3 border-t border-slate-200 pt-6 dark:border-slate-800">
            {previous.map(|l| view! {
                <A href=l.href() attr:class=link attr:data-testid="previous-lesson" attr:rel="prev">
                    <span class="block text-xs text-slate-500">"← Previous"</span>{l.title}
                </A>
            })}
            <A href="/course/" attr:class=link>"Course map"</A>
            {next.map(|l| view! {
                <A href=l.href() attr:class=link attr:data-testid="next-lesson" attr:rel="next">
                    <span class="block text-xs text-slate-500">"Next →"</span>{l.title}
                </A>
            })}
        </nav>
    }
}

#[component]
fn Lesson(index: usize, lesson: &'static LessonData) -> impl IntoView {
    let store = ProgressStore::open(COURSE_KEY.to_string());
    let state = move || store.progress.with(|p| p.lesson_state(lesson)).label();
    view! {
        <article class="mx-auto max-w-5xl" data-testid="lesson" data-slug=lesson.slug>
            <p class="mb-2 text-sm text-slate-500 dark:text-slate-400">
                <A href="/course/" attr:class="underline">"Course"</A>
                {format!(" · lesson {} of {} · {} min · ", index + 1, LESSONS.len(), lesson.minutes)}
                <span data-testid="lesson-progress">{state}</span>
            </p>
            <StoreProblems store=store />
            {lesson.segments.iter().map(|segment| match segment {
                SegmentData::Html(html) => view! { <LessonProse html=html /> }.into_any(),
                SegmentData::Widget(widget) => {
                    let title = widget.title.unwrap_or("Try it").to_string();
                    let preset = preset_of(widget.script, widget.stdout, widget.stderr);
                    view! { <LessonWidget title=title preset=preset /> }.into_any()
                }
                SegmentData::Exercise(exercise) => view! {
                    <div class="max-w-3xl"><ExerciseCard exercise=exercise store=store /></div>
                }.into_any(),
            }).collect_view()}
            <LessonNavigation index=index />
        </article>
    }
}

#[component]
pub fn LessonPage() -> impl IntoView {
    let params = use_params_map();
    // A new slug (Next, Previous) is a new lesson: everything below is built again.
    move || {
        let slug = params.read().get("slug").unwrap_or_default();
        match lesson(&slug) {
            Some((index, found)) => view! { <Lesson index=index lesson=found /> }.into_any(),
            None => view! {
                <div class="mx-auto max-w-3xl" role="alert">
                    <h1 class="text-2xl font-bold">"No such lesson"</h1>
                    <p class="mt-2">
                        {format!("This course has no lesson `{slug}`. ")}
                        <A href="/course/" attr:class="text-amber-700 underline dark:text-amber-400">"See every lesson"</A>
                    </p>
                </div>
            }
            .into_any(),
        }
    }
}
