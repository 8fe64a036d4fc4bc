//! The student's side of an assignment: answer each exercise, then copy or download the
//! results to hand in.

use std::sync::Arc;

use leptos::prelude::*;

use super::assignment_builder::assignment_href;
use super::assignment_link::Assignment;
use super::catalog::{exercise, lesson};
use super::course_client;
use super::exercise_card::ExerciseCard;
use super::progress_store::ProgressStore;
use super::results::{ResultItem, ResultsSheet};
use super::store_problems::StoreProblems;
use crate::download::{copy, download, file_stem};
use crate::protocol::ExerciseView;

/// Answers to one assignment are kept apart from the course's, per link.
fn storage_key(assignment: &Assignment) -> String {
    format!(
        "bufscope.assignment.v1:{}|{}",
        assignment.title.trim(),
        assignment.exercises.join(",")
    )
}

fn local_storage() -> Option<web_sys::Storage> {
    web_sys::window().and_then(|w| w.local_storage().ok().flatten())
}

#[component]
pub fn AssignmentRun(
    assignment: Assignment,
    /// What in the link could not be used, shown above the exercises.
    problems: Vec<String>,
) -> AnyView {
    let key = storage_key(&assignment);
    let store = ProgressStore::open(key.clone());
    let name_key = format!("{key}.student");
    let student = RwSignal::new(
        local_storage()
            .and_then(|s| s.get_item(&name_key).ok().flatten())
            .unwrap_or_default(),
    );
    let title = assignment.display_title().to_string();
    let link = assignment_href(&assignment);
    let exercises: Vec<_> = assignment
        .exercises
        .iter()
        .filter_map(|id| exercise(id))
        .collect();
    let total = exercises.len();
    let max_attempts = assignment.max_attempts;
    // Out of its lesson, an exercise says where it comes from, and what its lesson had set up
    // when its question leans on it ("the same file").
    let contexts: Vec<String> = exercises
        .iter()
        .map(|e| {
            let from = lesson(e.lesson).map(|(n, entry)| {
                format!("From lesson {}, \u{201c}{}\u{201d}.", n + 1, entry.title)
            });
            [from.as_deref(), e.setup]
                .into_iter()
                .flatten()
                .collect::<Vec<_>>()
                .join(" ")
        })
        .collect();
    // The exercises' scripts and options travel with the simulator worker (see `build.rs`).
    let cards = RwSignal::new(None::<Result<Vec<ExerciseView>, String>>);
    course_client::exercises(
        exercises.iter().map(|e| e.id.to_string()).collect(),
        move |result| cards.set(Some(result)),
    );
    let items = exercises.clone();
    let sheet_title = title.clone();
    let sheet = Signal::derive(move || ResultsSheet {
        title: sheet_title.clone(),
        student: student.get(),
        link: link.clone(),
        items: items
            .iter()
            .map(|e| ResultItem {
                id: e.id.to_string(),
                lesson: e.lesson.to_string(),
                question: e.question.to_string(),
                answer: store.progress.with(|p| p.answer(e.id).cloned()),
            })
            .collect(),
    });
    let failure = RwSignal::new(None::<String>);
    let stem = file_stem(&title);
    let json_name = format!("bufscope-results-{stem}.json");
    let text_name = format!("bufscope-results-{stem}.txt");
    let offer = move |name: String, mime: &'static str, text: String| {
        failure.set(download(&name, mime, &text).err());
    };
    let button = "rounded border border-slate-300 px-3 py-1 text-sm hover:bg-slate-100 dark:border-slate-700 dark:hover:bg-slate-800";
    view! {
        <div class="mx-auto max-w-3xl">
            <p class="text-sm font-semibold uppercase tracking-wide text-amber-700 dark:text-amber-400">"Assignment"</p>
            <h1 class="text-3xl font-bold" data-testid="assignment-heading">{title.clone()}</h1>
            <p class="mt-2 text-slate-600 dark:text-slate-300">
                {format!("{total} exercise{}. ", if total == 1 { "" } else { "s" })}
                "Predict each answer, then check it: the simulator computes the right one. Your first answer to each is what counts; "
                {match max_attempts {
                    Some(1) => "you have one attempt per exercise. ".to_string(),
                    Some(n) => format!("you may try {n} times per exercise, and every attempt is in your results. "),
                    None => "you may try again, and every attempt is in your results. ".to_string(),
                }}
                "Your answers stay in this browser; at the end, download your results and hand them in."
            </p>
            {(!problems.is_empty()).then(|| view! {
                <div role="alert" data-testid="link-problems" class="mt-4 rounded-lg bg-amber-50 p-3 text-sm text-amber-900 dark:bg-amber-950 dark:text-amber-100">
                    <p class="font-semibold">"Some of this link could not be used:"</p>
                    <ul class="list-disc pl-5">{problems.into_iter().map(|p| view! { <li>{p}</li> }).collect_view()}</ul>
                </div>
            })}
            <StoreProblems store=store />
            <label class="mt-6 block">
                <span class="font-semibold">"Your name"</span>
                <span class="text-sm text-slate-600 dark:text-slate-400">" (goes into your results)"</span>
                <input
                    type="text"
                    autocomplete="name"
                    class="mt-1 block w-full max-w-sm rounded border border-slate-300 bg-white px-2 py-1 dark:border-slate-700 dark:bg-slate-950"
                    data-testid="student-name"
                    prop:value=move || student.get()
                    on:input=move |ev| {
                        let name = event_target_value(&ev);
                        if let Some(storage) = local_storage() {
                            let _ = storage.set_item(&name_key, &name);
                        }
                        student.set(name);
                    }
                />
            </label>
            <p class="mt-6" role="status" hidden=move || cards.with(|c| matches!(c, Some(Ok(_))))>
                {move || match cards.get() {
                    None => "Loading the exercises…".to_string(),
                    Some(Err(message)) => format!("The exercises could not be loaded: {message}"),
                    Some(Ok(_)) => String::new(),
                }}
            </p>
            {move || cards.get().and_then(Result::ok).map(|views| {
                views
                    .into_iter()
                    .enumerate()
                    .map(|(i, e)| {
                        let context = contexts.get(i).cloned().filter(|c| !c.is_empty());
                        view! { <ExerciseCard exercise=Arc::new(e) store=store position=(i + 1, total) max_attempts=max_attempts context=context /> }
                    })
                    .collect_view()
            })}
            <section class="mt-8 rounded-xl border border-slate-200 p-4 dark:border-slate-800" aria-labelledby="results-heading" data-testid="results">
                <h2 id="results-heading" class="text-xl font-semibold">"Your results"</h2>
                <p class="mt-1" role="status" data-testid="score">
                    {move || {
                        let score = sheet.with(ResultsSheet::score);
                        format!("{} of {} right on the first attempt, {} of {} answered.", score.correct, score.total, score.answered, score.total)
                    }}
                </p>
                <div class="mt-3 flex flex-wrap gap-2">
                    <button class=button data-testid="download-json" on:click={
                        let name = json_name.clone();
                        move |_| offer(name.clone(), "application/json", sheet.with_untracked(ResultsSheet::to_json))
                    }>"Download JSON"</button>
                    <button class=button data-testid="download-text" on:click={
                        let name = text_name.clone();
                        move |_| offer(name.clone(), "text/plain", sheet.with_untracked(ResultsSheet::to_text))
                    }>"Download text"</button>
                    <button class=button data-testid="copy-results" on:click=move |_| copy(&sheet.with_untracked(ResultsSheet::to_text))>"Copy text"</button>
                </div>
                <p role="alert" class="mt-2 text-sm text-red-700 dark:text-red-300">{move || failure.get().unwrap_or_default()}</p>
                <label class="mt-3 block text-sm">
                    "The text to hand in:"
                    <textarea
                        class="mt-1 block w-full rounded border border-slate-300 bg-transparent p-2 font-mono text-xs dark:border-slate-700"
                        rows="8"
                        readonly
                        data-testid="results-text"
                        prop:value=move || sheet.with(ResultsSheet::to_text)
                    ></textarea>
                </label>
            </section>
        </div>
    }
    .into_any()
}
