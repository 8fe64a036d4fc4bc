//! The teacher's side of an assignment: pick exercises, give a title, get one link.

use leptos::prelude::*;

use super::assignment_link::{Assignment, MAX_ATTEMPTS, MAX_TITLE};
use super::catalog::{LESSONS, all_exercises};
use crate::download::copy;

/// The full link students open.
pub fn assignment_href(assignment: &Assignment) -> String {
    let origin = web_sys::window()
        .and_then(|w| w.location().origin().ok())
        .unwrap_or_default();
    let Ok(params) = web_sys::UrlSearchParams::new() else {
        return String::new();
    };
    for (key, value) in assignment.to_query() {
        params.append(&key, &value);
    }
    // Commas in `ex` stay readable: they need no escaping in a query.
    let query = String::from(params.to_string()).replace("%2C", ",");
    format!("{origin}/assignment/?{query}")
}

#[component]
pub fn AssignmentBuilder(
    /// A title already in the link, kept.
    title: String,
) -> AnyView {
    let title = RwSignal::new(title);
    // Ticked exercise ids; the link lists them in course order, whatever order they were
    // ticked in.
    let chosen = RwSignal::new(Vec::<&'static str>::new());
    let copied = RwSignal::new(false);
    // Empty: no limit (the answer is shown when the student asks).
    let attempts = RwSignal::new(String::new());
    let link = Signal::derive(move || {
        let exercises: Vec<String> = chosen.with(|c| {
            all_exercises()
                .filter(|e| c.contains(&e.id))
                .map(|e| e.id.to_string())
                .collect()
        });
        if exercises.is_empty() {
            return String::new();
        }
        assignment_href(&Assignment {
            title: title.get(),
            exercises,
            max_attempts: attempts
                .with(|a| a.trim().parse::<u32>().ok())
                .filter(|n| (1..=MAX_ATTEMPTS).contains(n)),
        })
    });
    let button = "rounded border border-slate-300 px-3 py-1 text-sm hover:bg-slate-100 dark:border-slate-700 dark:hover:bg-slate-800";
    view! {
        <div class="mx-auto max-w-3xl">
            <h1 class="text-3xl font-bold">"Build an assignment"</h1>
            <p class="mt-2 text-slate-600 dark:text-slate-300">
                "Pick exercises and hand out one link. Students answer in their browser (the simulator computes every answer) and download their results to hand in. No accounts, no server: nothing leaves their machine unless they send it."
            </p>
            <label class="mt-6 block">
                <span class="font-semibold">"Title (optional)"</span>
                <input
                    type="text"
                    maxlength=MAX_TITLE.to_string()
                    class="mt-1 block w-full rounded border border-slate-300 bg-white px-2 py-1 dark:border-slate-700 dark:bg-slate-950"
                    data-testid="assignment-title"
                    prop:value=title
                    on:input=move |ev| { title.set(event_target_value(&ev)); copied.set(false); }
                />
            </label>
            <label class="mt-4 block">
                <span class="font-semibold">"Attempts per exercise"</span>
                <span class="text-sm text-slate-600 dark:text-slate-400">" (blank: no limit. Students see the correct answer when they ask for it, or after the last attempt; their results count first attempts and list every one.)"</span>
                <input
                    type="number"
                    min="1"
                    max=MAX_ATTEMPTS.to_string()
                    class="mt-1 block w-24 rounded border border-slate-300 bg-white px-2 py-1 dark:border-slate-700 dark:bg-slate-950"
                    data-testid="assignment-attempts"
                    prop:value=attempts
                    on:input=move |ev| { attempts.set(event_target_value(&ev)); copied.set(false); }
                />
            </label>
            <div class="sticky top-0 z-10 mt-6 rounded-lg border border-slate-200 bg-white p-3 shadow-sm dark:border-slate-800 dark:bg-slate-900" role="region" aria-label="The assignment link">
                <p class="text-sm" data-testid="assignment-count">
                    {move || match chosen.with(Vec::len) {
                        0 => "No exercise picked yet: tick the ones to ask below.".to_string(),
                        1 => "1 exercise picked.".to_string(),
                        n => format!("{n} exercises picked."),
                    }}
                </p>
                <div class="mt-2 flex flex-wrap items-center gap-2" hidden=move || link.with(String::is_empty)>
                    <input
                        class="min-w-0 flex-1 rounded border border-slate-300 bg-transparent px-1 font-mono text-xs dark:border-slate-700"
                        readonly
                        aria-label="Assignment link"
                        data-testid="assignment-link"
                        prop:value=link
                    />
                    <button class=button on:click=move |_| { copy(&link.get_untracked()); copied.set(true); }>
                        {move || if copied.get() { "Copied" } else { "Copy link" }}
                    </button>
                    <a class=button href=link target="_blank" rel="noopener">"Open as a student"</a>
                </div>
            </div>
            {LESSONS.iter().enumerate().map(|(i, lesson)| view! {
                <fieldset class="mt-6">
                    <legend class="font-semibold">{format!("{}. {}", i + 1, lesson.title)}</legend>
                    <ul class="mt-2 space-y-2">
                        {lesson.exercises.iter().map(|exercise| view! {
                            <li>
                                <label class="flex items-start gap-2">
                                    <input
                                        type="checkbox"
                                        class="mt-1"
                                        value=exercise.id
                                        data-testid="pick-exercise"
                                        prop:checked=move || chosen.with(|c| c.contains(&exercise.id))
                                        on:change=move |ev| {
                                            let on = event_target_checked(&ev);
                                            chosen.update(|c| {
                                                c.retain(|id| *id != exercise.id);
                                                if on { c.push(exercise.id); }
                                            });
                                            copied.set(false);
                                        }
                                    />
                                    <span>
                                        {exercise.question}
                                        <span class="ml-2 font-mono text-xs text-slate-600 dark:text-slate-400">{exercise.id}</span>
                                    </span>
                                </label>
                            </li>
                        }).collect_view()}
                    </ul>
                </fieldset>
            }).collect_view()}
        </div>
    }
    .into_any()
}
