//! A predict exercise: the question and its script(s), an answer to commit to, then the
//! simulator's verdict and the experiment that shows why.
//!
//! The correct answer is not in the page until the learner has answered: the worker computes
//! it (see `checker.rs`). The experiment stays hidden until then too, since running it would
//! give the answer away.

use std::sync::Arc;

use leptos::prelude::*;

use super::course_client;
use super::lesson_widget::{LessonWidget, preset_of};
use super::progress::SavedAnswer;
use super::progress_store::ProgressStore;
use crate::protocol::{ExerciseKind, ExerciseView};

/// What the card is waiting for.
#[derive(Debug, Clone, PartialEq)]
enum Pending {
    Nothing,
    Checking,
    /// The check failed; the message says why (the answer is kept for another try).
    Failed(String),
}

#[component]
fn AnswerInput(
    exercise: Arc<ExerciseView>,
    draft: RwSignal<String>,
    /// After answering the input shows the answer given, unchangeable.
    #[prop(into)]
    locked: Signal<bool>,
) -> impl IntoView {
    let field = "rounded border border-slate-300 bg-white px-2 py-1 font-mono dark:border-slate-700 dark:bg-slate-950";
    match exercise.kind {
        ExerciseKind::Number => view! {
            <input
                type="text"
                inputmode="decimal"
                autocomplete="off"
                class=format!("{field} w-40")
                aria-label="Your answer (a number)"
                data-testid="answer-input"
                prop:value=move || draft.get()
                prop:disabled=move || locked.get()
                on:input=move |ev| draft.set(event_target_value(&ev))
            />
        }
        .into_any(),
        ExerciseKind::Text => view! {
            <textarea
                rows="4"
                class=format!("{field} block w-full text-sm")
                aria-label="Your answer (text, line by line)"
                data-testid="answer-input"
                prop:value=move || draft.get()
                prop:disabled=move || locked.get()
                on:input=move |ev| draft.set(event_target_value(&ev))
            ></textarea>
        }
        .into_any(),
        ExerciseKind::Choice => view! {
            <fieldset class="space-y-1" data-testid="answer-choices">
                <legend class="sr-only">"Your answer"</legend>
                {exercise
                    .options
                    .iter()
                    .map(|option| {
                        let (for_check, for_change) = (option.clone(), option.clone());
                        view! {
                            <label class="flex items-center gap-2">
                                <input
                                    type="radio"
                                    name=exercise.id.clone()
                                    value=option.clone()
                                    prop:checked=move || draft.with(|d| *d == for_check)
                                    prop:disabled=move || locked.get()
                                    on:change=move |_| draft.set(for_change.clone())
                                />
                                <span>{option.clone()}</span>
                            </label>
                        }
                    })
                    .collect_view()}
            </fieldset>
        }
        .into_any(),
    }
}

/// The verdict on a saved answer.
#[component]
fn Verdict(saved: SavedAnswer) -> impl IntoView {
    let (tone, heading) = if saved.correct {
        (
            "bg-emerald-50 text-emerald-900 dark:bg-emerald-950 dark:text-emerald-100",
            "Right.",
        )
    } else {
        (
            "bg-amber-50 text-amber-900 dark:bg-amber-950 dark:text-amber-100",
            "Not quite.",
        )
    };
    let multiline = saved.expected.contains('\n') || saved.answer.contains('\n');
    let shown = move |text: String| {
        if multiline {
            view! { <pre class="my-1 whitespace-pre-wrap rounded bg-white/60 p-2 font-mono text-sm dark:bg-black/30">{text}</pre> }.into_any()
        } else {
            view! { <code class="font-mono font-semibold">{text}</code> }.into_any()
        }
    };
    view! {
        <div role="status" data-testid="verdict" class=format!("mt-3 rounded-lg p-3 {tone}")>
            <p class="font-semibold" data-testid="verdict-heading">{heading}</p>
            <p>"You answered " {shown(saved.answer.clone())} "."</p>
            <p>"The simulator says " {shown(saved.expected.clone())} "."</p>
            <p class="mt-1" data-testid="explain">{saved.explain.clone()}</p>
        </div>
    }
    .into_any()
}

/// One predict exercise, answered into `store`.
#[component]
pub fn ExerciseCard(
    exercise: Arc<ExerciseView>,
    /// Where the answer is kept (the course's progress, or one assignment's).
    store: ProgressStore,
    /// "Exercise 2 of 3" in an assignment; a lesson leaves it out.
    #[prop(optional)]
    position: Option<(usize, usize)>,
) -> impl IntoView {
    let id = StoredValue::new(exercise.id.clone());
    let saved = Memo::new(move |_| id.with_value(|id| store.answer(id)));
    let draft = RwSignal::new(saved.get_untracked().map(|s| s.answer).unwrap_or_default());
    let pending = RwSignal::new(Pending::Nothing);
    let locked =
        Signal::derive(move || saved.with(Option::is_some) || pending.get() == Pending::Checking);
    let submit = move || {
        let answer = draft.get_untracked();
        if answer.trim().is_empty() || locked.get_untracked() {
            return;
        }
        pending.set(Pending::Checking);
        let sent = answer.clone();
        course_client::check(&id.get_value(), &sent, move |result| match result {
            Ok(checked) => {
                store.record(
                    &id.get_value(),
                    SavedAnswer {
                        answer,
                        correct: checked.correct,
                        expected: checked.expected,
                        explain: checked.explain,
                    },
                );
                pending.set(Pending::Nothing);
            }
            Err(message) => pending.set(Pending::Failed(message)),
        });
    };
    let heading_id = format!("exercise-{}", exercise.id);
    let heading_for_h3 = heading_id.clone();
    let kicker = match position {
        Some((n, total)) => format!("Exercise {n} of {total} · predict"),
        None => "Predict".to_string(),
    };
    let answered = move || saved.with(Option::is_some);
    let scripts = exercise.scripts.clone();
    let button = "rounded border border-slate-300 px-3 py-1 text-sm hover:bg-slate-100 dark:border-slate-700 dark:hover:bg-slate-800";
    // Parts that come and go are hidden rather than rebuilt: a view built in a closure costs
    // the page's wasm its whole build code again.
    view! {
        <section
            class="my-6 rounded-xl border-2 border-amber-300 bg-amber-50/40 p-4 dark:border-amber-700 dark:bg-amber-950/20"
            aria-labelledby=heading_id
            data-testid="exercise"
            data-exercise=exercise.id.clone()
        >
            <p class="text-xs font-semibold uppercase tracking-wide text-amber-700 dark:text-amber-400">{kicker}</p>
            <h3 id=heading_for_h3 class="mt-1 font-semibold">{exercise.question.clone()}</h3>
            {exercise.scripts.iter().map(|script| view! {
                <p class="mt-3 text-sm font-semibold">{script.label.clone()}</p>
                <pre class="mt-1 overflow-x-auto rounded-lg bg-slate-100 p-3 text-sm dark:bg-slate-900"><code>{script.script.clone()}</code></pre>
            }).collect_view()}
            <form
                class="mt-3 flex flex-wrap items-end gap-3"
                on:submit=move |ev: leptos::ev::SubmitEvent| {
                    ev.prevent_default();
                    submit();
                }
            >
                <div class=if exercise.kind == ExerciseKind::Text { "w-full" } else { "" }>
                    <AnswerInput exercise=exercise.clone() draft=draft locked=locked />
                </div>
                <button
                    type="submit"
                    data-testid="check"
                    class="rounded bg-amber-500 px-4 py-1 font-semibold text-slate-950 hover:bg-amber-400 disabled:opacity-50"
                    hidden=answered
                    prop:disabled=move || draft.with(|d| d.trim().is_empty()) || pending.get() == Pending::Checking
                >
                    {move || if pending.get() == Pending::Checking { "Checking…" } else { "Check my answer" }}
                </button>
                <button type="button" class=button data-testid="try-again" hidden=move || !answered() on:click=move |_| id.with_value(|id| store.forget(id))>
                    "Try again"
                </button>
            </form>
            <p role="alert" class="mt-2 text-sm text-red-700 dark:text-red-300" data-testid="check-error">
                {move || match pending.get() {
                    Pending::Failed(message) => format!("Your answer could not be checked: {message}"),
                    _ => String::new(),
                }}
            </p>
            {move || saved.get().map(|answer| view! { <Verdict saved=answer /> })}
            // The experiment would give the answer away: it starts only once answered.
            {move || answered().then(|| {
                scripts.iter().map(|script| {
                    let title = match &script.label {
                        Some(label) => format!("Why: {label}, run"),
                        None => "Why: the script, run".to_string(),
                    };
                    view! { <LessonWidget title=title preset=preset_of(script) /> }
                }).collect_view()
            })}
        </section>
    }
    .into_any()
}
