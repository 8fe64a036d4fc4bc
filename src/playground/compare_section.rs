//! Compare on the playground: script B's panel, then, once both have run, A and B side by side
//! and stepped in lockstep; B's rejection, if B was refused, in their place.

use bufscope_sim::cost::CostModel;
use leptos::prelude::*;

use super::compare_lockstep::Lockstep;
use super::compare_panel::ComparePanel;
use super::compare_results::CompareResults;
use super::compare_state::CompareState;
use super::outcome::Outcome;

#[component]
pub fn CompareSection(
    #[prop(into)] script_a: Signal<String>,
    compare: RwSignal<Option<CompareState>>,
    /// A's results as shown (none while a prediction is awaited).
    #[prop(into)]
    outcome_a: Signal<Option<Outcome>>,
    #[prop(into)] outcome_b: Signal<Option<Outcome>>,
    #[prop(into)] model: Signal<CostModel>,
    /// B changed: `true` while typing.
    #[prop(into)]
    changed: Callback<bool>,
    #[prop(default = false)] readonly: bool,
) -> impl IntoView {
    let error_at = Signal::derive(move || match outcome_b.get() {
        Some(Outcome::Rejected(rejection)) => rejection.at,
        _ => None,
    });
    let results = move || {
        match (outcome_a.get(), outcome_b.get()) {
        (Some(Outcome::Ran(a)), Some(Outcome::Ran(b))) => {
            let script_a = script_a.get_untracked();
            let script_b = compare.with_untracked(|c| {
                c.as_ref()
                    .map(|c| c.script_b(&script_a))
                    .unwrap_or_default()
            });
            view! {
                <CompareResults a=a.clone() b=b.clone() model=model />
                <Lockstep a=a b=b script_a=script_a script_b=script_b />
            }
            .into_any()
        }
        (_, Some(Outcome::Rejected(rejection))) => view! {
            <pre data-testid="compare-rejection" role="alert" class="whitespace-pre-wrap rounded-lg bg-red-50 p-3 text-sm text-red-800 dark:bg-red-950 dark:text-red-200">
                "B: " {rejection.message}
            </pre>
        }
        .into_any(),
        _ => ().into_any(),
    }
    };
    view! {
        <section class="space-y-4 border-t border-slate-200 pt-4 dark:border-slate-700" data-testid="compare">
            <ComparePanel script_a=script_a compare=compare error_at=error_at changed=changed readonly=readonly />
            {results}
        </section>
    }
}
