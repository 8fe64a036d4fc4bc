//! `/course`: the course map — every lesson in order, with its length and the learner's
//! progress, and a way to start over.

use leptos::prelude::*;

use crate::course::catalog::LESSONS;
use crate::course::progress::LessonState;
use crate::course::progress_store::{COURSE_KEY, ProgressStore};
use crate::course::store_problems::StoreProblems;
use crate::routes::Page;

/// The badge for a lesson's state.
fn badge_class(state: LessonState) -> &'static str {
    match state {
        LessonState::NotStarted => "text-slate-600 dark:text-slate-400",
        LessonState::InProgress { .. } => "text-amber-700 dark:text-amber-400",
        LessonState::Done { .. } => "text-emerald-700 dark:text-emerald-400",
    }
}

/// Reset, asked twice: a single click must not throw away a learner's answers.
#[component]
fn ResetProgress(store: ProgressStore) -> impl IntoView {
    let asking = RwSignal::new(false);
    let button = "rounded border border-slate-300 px-3 py-1 text-sm hover:bg-slate-100 dark:border-slate-700 dark:hover:bg-slate-800";
    view! {
        <button class=button data-testid="reset" hidden=asking on:click=move |_| asking.set(true)>"Reset progress"</button>
        <span class="flex flex-wrap items-center gap-2 text-sm" role="group" aria-label="Reset progress" hidden=move || !asking.get()>
            "Forget every answer?"
            <button class=button data-testid="reset-confirm" on:click=move |_| { store.reset(); asking.set(false); }>"Yes, reset"</button>
            <button class=button on:click=move |_| asking.set(false)>"Keep my answers"</button>
        </span>
    }
    .into_any()
}

#[component]
pub fn CoursePage() -> impl IntoView {
    crate::components::page_title::set_page_title("Course");
    let store = ProgressStore::open(COURSE_KEY.to_string());
    let minutes: u32 = LESSONS.iter().map(|l| l.minutes).sum();
    let done = move || {
        store.progress.with(|p| {
            LESSONS
                .iter()
                .filter(|l| matches!(p.lesson_state(l), LessonState::Done { .. }))
                .count()
        })
    };
    view! {
        <div class="mx-auto max-w-3xl">
            <h1 class="text-3xl font-bold">"The course"</h1>
            <p class="mt-2 text-slate-600 dark:text-slate-300">
                {format!("{} lessons, about {} hours. ", LESSONS.len(), (minutes + 30) / 60)}
                "Every claim is a live experiment, and every exercise asks you to predict what the simulator will show before it does."
            </p>
            <div class="mt-4 flex flex-wrap items-center gap-4">
                <p data-testid="course-progress" role="status">
                    {move || format!("{} of {} lessons done", done(), LESSONS.len())}
                </p>
                <ResetProgress store=store />
                <a href=Page::Assignment.route().href() class="text-sm text-amber-700 underline dark:text-amber-400">"For teachers: build an assignment"</a>
            </div>
            <StoreProblems store=store />
            <ol class="mt-6 space-y-3" data-testid="lesson-list">
                {LESSONS.iter().enumerate().map(|(i, lesson)| {
                    let state = Signal::derive(move || store.progress.with(|p| p.lesson_state(lesson)));
                    view! {
                        <li class="rounded-lg border border-slate-200 p-4 dark:border-slate-800" data-testid="lesson-entry" data-slug=lesson.slug>
                            <div class="flex flex-wrap items-baseline gap-x-3">
                                <a href=lesson.href() class="text-lg font-semibold hover:underline focus-visible:underline" data-testid="lesson-link">
                                    {format!("{}. {}", i + 1, lesson.title)}
                                </a>
                                <span class="text-sm text-slate-600 dark:text-slate-400">{format!("{} min", lesson.minutes)}</span>
                                <span
                                    class=move || format!("ml-auto text-sm font-medium {}", badge_class(state.get()))
                                    data-testid="lesson-state"
                                >
                                    {move || state.get().label()}
                                </span>
                            </div>
                            <p class="mt-1 text-slate-600 dark:text-slate-300">{lesson.summary}</p>
                        </li>
                    }
                }).collect_view()}
            </ol>
        </div>
    }
    .into_any()
}
