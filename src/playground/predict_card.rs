//! Predict first, on the page: the question with its inputs while the results wait (they are
//! not in the page at all until the answer is committed), then the answer marked against the
//! outcome.

use leptos::prelude::*;

use super::predict_question::{Guess, Question, Verdict};

/// The question; `commit` gets the answer once it is a valid one.
#[component]
pub fn PredictCard(question: Question, #[prop(into)] commit: Callback<Guess>) -> impl IntoView {
    let number = RwSignal::new(String::new());
    let picked_b = RwSignal::new(None::<bool>);
    let problem = RwSignal::new(None::<&'static str>);
    let submit = move || {
        let text = number.get_untracked();
        let value = text.trim().replace([',', '_'], "");
        let guess = match question {
            Question::Faster => match (picked_b.get_untracked(), value.parse::<f64>()) {
                (None, _) => Err("Pick A or B."),
                (Some(b), Ok(times)) if times.is_finite() && times >= 1.0 => {
                    Ok(Guess::Faster { b, times })
                }
                _ => Err("How many times faster: a number, 1 or more."),
            },
            _ => value
                .parse::<u64>()
                .map(Guess::Count)
                .map_err(|_| "A whole number, please."),
        };
        match guess {
            Ok(guess) => commit.run(guess),
            Err(why) => problem.set(Some(why)),
        }
    };
    let input =
        "w-28 rounded border border-slate-300 bg-transparent px-2 py-0.5 dark:border-slate-600";
    let radio = move |b: bool| {
        view! {
            <label class="text-sm">
                <input type="radio" name="predict-side" on:change=move |_| picked_b.set(Some(b)) />
                {if b { " B" } else { " A" }}
            </label>
        }
    };
    view! {
        <form
            class="space-y-2 rounded-lg border-2 border-amber-400 bg-amber-50 p-3 dark:border-amber-600 dark:bg-amber-950"
            data-testid="predict"
            on:submit=move |ev| {
                ev.prevent_default();
                submit();
            }
        >
            <p class="font-semibold">"Predict first"</p>
            <p class="text-sm" data-testid="predict-question">{question.text()}</p>
            <div class="flex flex-wrap items-center gap-3">
                {(question == Question::Faster).then(|| view! { {radio(false)} {radio(true)} <span class="text-sm">"by"</span> })}
                <input
                    class=input
                    inputmode="decimal"
                    aria-label=if question == Question::Faster { "How many times faster" } else { "Your prediction" }
                    data-testid="predict-answer"
                    prop:value=move || number.get()
                    on:input=move |ev| {
                        number.set(event_target_value(&ev));
                        problem.set(None);
                    }
                />
                {(question == Question::Faster).then_some(view! { <span class="text-sm">"×"</span> })}
                <button type="submit" class="rounded bg-amber-500 px-3 py-1 text-sm font-semibold text-slate-950 hover:bg-amber-400" data-testid="predict-commit">
                    "Commit and show the run"
                </button>
            </div>
            <p class="text-sm text-red-700 dark:text-red-300" role="alert">{move || problem.get()}</p>
            <p class="text-xs text-slate-600 dark:text-slate-300">"The run has finished; its results stay out of the page until you commit."</p>
        </form>
    }
}

/// The committed answer against the outcome.
#[component]
pub fn PredictVerdict(verdict: Verdict) -> impl IntoView {
    let (mark, class) = if verdict.right {
        (
            "✓ Right",
            "border-emerald-500 bg-emerald-50 dark:bg-emerald-950",
        )
    } else {
        (
            "✗ Not this time",
            "border-red-500 bg-red-50 dark:bg-red-950",
        )
    };
    view! {
        <p
            class=format!("rounded-lg border-2 p-2 text-sm {class}")
            data-testid="predict-verdict"
            data-right=verdict.right.to_string()
            role="status"
        >
            <strong>{mark}</strong>
            {format!(" — you predicted {}. {}", verdict.guessed, verdict.outcome)}
        </p>
    }
}
