//! A predict exercise: the question and its script(s), an answer to commit to, then the
//! simulator's verdict and the experiment that shows why.
//!
//! The correct answer is not in the page until the learner has answered: the worker computes
//! it (see `course_client.rs`). The experiment stays unmounted until then too, since running
//! it would give the answer away.
//!
//! Parts that come and go (the verdict, the buttons) are one static tree shown or hidden, not
//! views rebuilt in closures: every rebuilt view costs the page's wasm its build code again,
//! and the page has a size budget.

use std::sync::Arc;

use leptos::either::EitherOf4;
use leptos::prelude::*;

use super::course_client;
use super::lesson_widget::{LessonWidget, preset_of};
use super::order_input::OrderInput;
use super::progress::SavedAnswer;
use super::progress_store::ProgressStore;
use crate::protocol::{ExerciseKind, ExerciseView};

/// The field the answer is typed or picked in: a number, a screen of text, one option, the
/// calls in order, or the script to fix.
///
/// The fields are the browser's own (read on submit, see [`answer_in`]), not bound to a
/// signal: what the learner types stays in them, and the page's wasm carries less.
#[component]
fn AnswerInput(
    exercise: Arc<ExerciseView>,
    /// The answer given earlier, shown again.
    initial: String,
    /// While checking and after answering, the field is unchangeable.
    #[prop(into)]
    locked: Signal<bool>,
) -> impl IntoView {
    let field = "rounded border border-slate-300 bg-white px-2 py-1 font-mono dark:border-slate-700 dark:bg-slate-950";
    match exercise.kind {
        ExerciseKind::Number => EitherOf4::A(view! {
            <input
                type="text"
                name="answer"
                inputmode="decimal"
                autocomplete="off"
                class=format!("{field} w-40")
                aria-label="Your answer (a number)"
                data-testid="answer-input"
                value=initial
                disabled=locked
            />
        }),
        ExerciseKind::Choice => EitherOf4::C(view! {
            <fieldset class="space-y-1" data-testid="answer-choices" disabled=locked>
                <legend class="sr-only">"Your answer"</legend>
                {exercise
                    .options
                    .iter()
                    .map(|option| view! {
                        <label class="flex items-center gap-2">
                            <input type="radio" name="answer" value=option.clone() checked=*option == initial />
                            {option.clone()}
                        </label>
                    })
                    .collect_view()}
            </fieldset>
        }),
        ExerciseKind::Order => EitherOf4::D(view! {
            <OrderInput id=format!("exercise-{}", exercise.id) items=exercise.options.clone() initial=initial locked=locked />
        }),
        ExerciseKind::Text | ExerciseKind::Fix => {
            let (label, text) = if exercise.kind == ExerciseKind::Fix {
                // The starting script, to edit; a learner who tried before gets their last one.
                let start = exercise.scripts.first().map(|s| s.script.clone());
                let script = if initial.trim().is_empty() {
                    start.unwrap_or_default()
                } else {
                    initial
                };
                ("Your script (edit it, then check it)", script)
            } else {
                ("Your answer (text, line by line)", initial)
            };
            let rows = text.lines().count().clamp(3, 24) + 1;
            EitherOf4::B(view! {
                <textarea
                    rows=rows.to_string()
                    name="answer"
                    spellcheck="false"
                    autocapitalize="off"
                    class=format!("{field} block w-full text-sm")
                    aria-label=label
                    data-testid="answer-input"
                    disabled=locked
                >
                    {text}
                </textarea>
            })
        }
    }
}

/// What the form's `answer` field holds (a text field's text, the picked radio's value).
fn answer_in(form: &web_sys::EventTarget) -> String {
    js_sys::Reflect::get(form, &"answer".into())
        .and_then(|field| js_sys::Reflect::get(&field, &"value".into()))
        .ok()
        .and_then(|value| value.as_string())
        .unwrap_or_default()
}

/// Why `answer` is not a number, if it is not: a number field refuses words ("six") before
/// anything is checked, so a slip of the keyboard costs no attempt.
pub fn not_a_number(answer: &str) -> Option<String> {
    let answer = answer.trim();
    // Digit groups may be separated as people write them: 1,000 or 1_000.
    let digits: String = answer.chars().filter(|c| !matches!(c, ',' | '_')).collect();
    let number = digits.chars().any(|c| c.is_ascii_digit())
        && digits.parse::<f64>().is_ok_and(f64::is_finite);
    (!number)
        .then(|| format!("\u{201c}{answer}\u{201d} is not a number: type it in digits, such as 6."))
}

/// "You answered 3. The simulator says 2." — on two lines when an answer is a screen of text.
/// Before the exercise is settled (`SavedAnswer::settled`) only the learner's answer is said.
/// A fix-it's verdict is what the learner's own script did, condition by condition: it gives
/// nothing away, so it is said at once (the solution comes with the explanation).
fn verdict_text(saved: &SavedAnswer, settled: bool, kind: ExerciseKind) -> String {
    if kind == ExerciseKind::Fix {
        return format!("Your script, run:\n{}", saved.expected.trim_end());
    }
    if !settled {
        return if saved.answer.contains('\n') {
            format!("You answered:\n{}", saved.answer.trim_end())
        } else {
            format!("You answered {}.", saved.answer.trim_end())
        };
    }
    if saved.answer.contains('\n') || saved.expected.contains('\n') {
        format!(
            "You answered:\n{}\nThe simulator says:\n{}",
            saved.answer.trim_end(),
            saved.expected.trim_end()
        )
    } else {
        format!(
            "You answered {}. The simulator says {}.",
            saved.answer.trim(),
            saved.expected
        )
    }
}

/// "Attempt 2 of 3. The score counts the first: 3 (not right)." — empty for a first attempt
/// without a limit.
fn attempts_text(saved: &SavedAnswer, max_attempts: Option<u32>) -> String {
    let n = saved.attempts.len();
    if n <= 1 && max_attempts.is_none() {
        return String::new();
    }
    let of = max_attempts.map(|m| format!(" of {m}")).unwrap_or_default();
    let mut text = format!("Attempt {n}{of}.");
    if n > 1 {
        let first = saved.first();
        text.push_str(&format!(
            " The score counts the first: {} ({}).",
            first.answer.trim_end(),
            if first.correct { "right" } else { "not right" }
        ));
    }
    text
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
    /// How many answers may be checked before the correct one is shown (an assignment's
    /// teacher sets it); `None`: until the learner asks for it.
    #[prop(optional_no_strip)]
    max_attempts: Option<u32>,
    /// Where the exercise comes from, said above it when it is asked outside its lesson.
    #[prop(optional_no_strip)]
    context: Option<String>,
) -> AnyView {
    let id = exercise.id.clone();
    // Reads of this exercise's saved answer, straight from the store's signal (a signal of its
    // own per card would cost the page's wasm another copy of the signal machinery).
    let key = StoredValue::new(id.clone());
    let with_saved = move |read: &dyn Fn(Option<&SavedAnswer>) -> String| {
        store
            .progress
            .with(|p| key.with_value(|id| read(p.answer(id))))
    };
    let initial = with_saved(&|s| s.map(|s| s.answer.clone()).unwrap_or_default());
    let checking = RwSignal::new(false);
    // "Try again" opens the field for another attempt; the earlier ones stay recorded.
    let retrying = RwSignal::new(false);
    let is_number = exercise.kind == ExerciseKind::Number;
    // Why the last check failed; the answer stays for another try.
    let failure = RwSignal::new(String::new());
    // An attempt is shown (and the field locked) until the learner tries again.
    let answered = move || {
        store
            .progress
            .with(|p| key.with_value(|id| p.answer(id).is_some()))
            && !retrying.get()
    };
    let settled = move || {
        store
            .progress
            .with(|p| key.with_value(|id| p.answer(id).is_some_and(|s| s.settled(max_attempts))))
    };
    // After an answer the focus moves to the verdict (the Check button it was on is gone).
    let verdict_box = NodeRef::<leptos::html::Div>::new();
    let submit = {
        let id = id.clone();
        move |answer: String| {
            if answered() || checking.get_untracked() {
                return;
            }
            if answer.trim().is_empty() {
                failure.set("Type or pick an answer first.".into());
                return;
            }
            if is_number && let Some(problem) = not_a_number(&answer) {
                failure.set(problem);
                return;
            }
            checking.set(true);
            failure.set(String::new());
            let for_record = id.clone();
            course_client::check(&id, &answer.clone(), move |result| {
                match result {
                    Ok(checked) => {
                        store.record_attempt(
                            &for_record,
                            answer,
                            checked.correct,
                            checked.expected,
                            checked.explain,
                        );
                        retrying.set(false);
                        request_animation_frame(move || {
                            if let Some(verdict) = verdict_box.get_untracked() {
                                let _ = verdict.focus();
                            }
                        });
                    }
                    Err(message) => {
                        failure.set(format!("Your answer could not be checked: {message}"))
                    }
                }
                checking.set(false);
            });
        }
    };
    let reveal = {
        let id = id.clone();
        move |_| store.reveal(&id)
    };
    // Retrying or revealing is offered while the answer is wrong and attempts remain.
    let can_retry = move || answered() && !settled();
    let verdict = move |part: fn(&SavedAnswer) -> String| {
        move || with_saved(&|s| s.map(part).unwrap_or_default())
    };
    let heading_id = format!("exercise-{id}");
    let labelled_by = heading_id.clone();
    let what = match exercise.kind {
        ExerciseKind::Order => "order the syscalls",
        ExerciseKind::Fix => "fix it",
        _ => "predict",
    };
    let kicker = match position {
        Some((n, total)) => format!("Exercise {n} of {total} · {what}"),
        None => format!("{}{}", what[..1].to_uppercase(), &what[1..]),
    };
    let kind = exercise.kind;
    let scripts = exercise.scripts.clone();
    let button = "rounded border border-slate-300 px-3 py-1 text-sm hover:bg-slate-100 dark:border-slate-700 dark:hover:bg-slate-800";
    view! {
        <section
            class="my-6 max-w-3xl rounded-xl border-2 border-amber-300 bg-amber-50/40 p-4 dark:border-amber-700 dark:bg-amber-950/20"
            aria-labelledby=labelled_by
            data-testid="exercise"
            data-exercise=id
        >
            <p class="text-xs font-semibold uppercase tracking-wide text-amber-700 dark:text-amber-400">{kicker}</p>
            {context.map(|context| view! { <p class="mt-1 text-sm text-slate-600 dark:text-slate-300" data-testid="exercise-context">{context}</p> })}
            <h3 id=heading_id class="mt-1 font-semibold">{exercise.question.clone()}</h3>
            // A fix-it's script is in its answer field, to edit.
            {exercise.scripts.iter().filter(|_| kind != ExerciseKind::Fix).map(|script| view! {
                <p class="mt-3 text-sm font-semibold">{script.label.clone()}</p>
                <pre class="mt-1 overflow-x-auto rounded-lg bg-slate-100 p-3 text-sm dark:bg-slate-900"><code>{script.script.clone()}</code></pre>
            }).collect_view()}
            <form
                class="mt-3 flex flex-wrap items-end gap-3"
                on:submit=move |ev: leptos::ev::SubmitEvent| {
                    ev.prevent_default();
                    if let Some(form) = ev.target() {
                        submit(answer_in(&form));
                    }
                }
            >
                <div class=if matches!(kind, ExerciseKind::Number | ExerciseKind::Choice) { "" } else { "w-full" }>
                    <AnswerInput exercise=exercise.clone() initial=initial locked=Signal::derive(move || answered() || checking.get()) />
                </div>
                <button
                    type="submit"
                    data-testid="check"
                    class="rounded bg-amber-500 px-4 py-1 font-semibold text-slate-950 hover:bg-amber-400 disabled:opacity-50"
                    hidden=answered
                    disabled=checking
                >
                    {move || if checking.get() { "Checking…" } else { "Check my answer" }}
                </button>
                <button type="button" class=button data-testid="try-again" hidden=move || !can_retry() on:click=move |_| retrying.set(true)>
                    "Try again"
                </button>
                <button type="button" class=button data-testid="reveal" hidden=move || !can_retry() on:click=reveal>
                    "Show the answer"
                </button>
            </form>
            <p role="alert" class="mt-2 text-sm text-red-700 dark:text-red-300" data-testid="check-error">{failure}</p>
            <div
                node_ref=verdict_box
                tabindex="-1"
                role="status"
                data-testid="verdict"
                hidden=move || !answered()
                class=move || if store.progress.with(|p| key.with_value(|id| p.answer(id).is_some_and(|s| s.correct))) {
                    "mt-3 rounded-lg bg-emerald-50 p-3 focus:outline-none focus-visible:ring-2 focus-visible:ring-amber-600 text-emerald-900 dark:bg-emerald-950 dark:text-emerald-100"
                } else {
                    "mt-3 rounded-lg bg-amber-50 p-3 focus:outline-none focus-visible:ring-2 focus-visible:ring-amber-600 text-amber-900 dark:bg-amber-950 dark:text-amber-100"
                }
            >
                <p class="font-semibold" data-testid="verdict-heading">
                    {verdict(|s| if s.correct { "Right.".into() } else { "Not quite.".into() })}
                </p>
                <p class="whitespace-pre-wrap" data-testid="verdict-answers">
                    {move || with_saved(&|s| s.map(|s| verdict_text(s, s.settled(max_attempts), kind)).unwrap_or_default())}
                </p>
                <p class="mt-1 text-sm" data-testid="attempts">
                    {move || with_saved(&|s| s.map(|s| attempts_text(s, max_attempts)).unwrap_or_default())}
                </p>
                // The explanation gives the answer away: not in the page until settled.
                <p class="mt-1 whitespace-pre-wrap" data-testid="explain">
                    {move || with_saved(&|s| s.filter(|s| s.settled(max_attempts)).map(|s| s.explain.clone()).unwrap_or_default())}
                </p>
            </div>
            // The experiment shows the answer: only once the exercise is settled.
            {move || (answered() && settled()).then(|| {
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
