//! `/charts`: one playground state (from the URL, as `/` writes it) in charts, with the cost
//! sliders beside them. A page of the site bundle, so the playground's first load carries no
//! chart code.

use std::sync::Arc;

use leptos::prelude::*;

use crate::playground::charts_panel::ChartsPanel;
use crate::playground::cost_panel::CostPanel;
use crate::playground::page_state::initial_state;
use crate::playground::pricing::priced_models;
use crate::playground::share::query_string;
use crate::protocol::{Job, RunView, charts_answers_path};
use crate::sim_client::Presets;
use crate::state::provide_shared_client;

#[component]
pub fn ChartsPage() -> impl IntoView {
    crate::components::page_title::set_page_title("Charts");
    // The only page of the site bundle that runs a script: its worker starts here, not with
    // the bundle.
    let client = provide_shared_client();
    let (state, problems) = initial_state();
    let presets = RwSignal::new(Presets::new());
    let preset = RwSignal::new(state.preset);
    let overrides = RwSignal::new(state.prices.clone());
    client.with_value(|c| c.on_ready(move |list: Presets| presets.set(list)));
    let (base, model) = priced_models(presets, preset, overrides);
    // Uploaded files stay in the playground's page: a link cannot carry them.
    let request = state.run_request(Vec::new());
    let run = RwSignal::new(None::<Result<Arc<RunView>, String>>);
    client.with_value(|c| {
        // An example's run and sweep may be known before the worker is here.
        if let Some(example) = &state.example {
            c.expect_answers(charts_answers_path(example));
        }
        c.send(Job::Run(request.clone()), move |reply| {
            run.set(Some(
                reply
                    .ran()
                    .map(Arc::from)
                    .map_err(|rejection| rejection.message),
            ))
        })
    });
    let back = move || {
        let mut state = state.clone();
        state.preset = preset.get();
        state.prices = overrides.get();
        format!("/{}", query_string(&state))
    };
    view! {
        <h1 class="text-2xl font-bold">"Charts of a run"</h1>
        {(!problems.is_empty()).then(|| view! {
            <ul role="alert" class="mt-2 list-disc pl-5 text-sm text-amber-800 dark:text-amber-200">
                {problems.into_iter().map(|p| view! { <li>{p}</li> }).collect_view()}
            </ul>
        })}
        <p class="mt-2 text-sm">
            <a class="text-amber-700 underline dark:text-amber-400" rel="external" href=back>"Back to the playground"</a>
            " with these prices."
        </p>
        <pre class="mt-2 max-h-40 overflow-auto rounded-lg bg-slate-100 p-2 font-mono text-xs dark:bg-slate-900" data-testid="charted-script" tabindex="0" aria-label="The script charted">
            {request.script.clone()}
        </pre>
        {move || match run.get() {
            None => view! { <p class="mt-4 text-slate-600 dark:text-slate-400">"Running…"</p> }.into_any(),
            Some(Err(message)) => view! { <p role="alert" class="mt-4 text-red-700 dark:text-red-300">{message}</p> }.into_any(),
            Some(Ok(_)) => ().into_any(),
        }}
        <div class="mt-4 space-y-4">
            <CostPanel
                presets=presets
                preset=preset
                model=model
                base=base
                overrides=overrides
                features=Signal::derive(move || run.with(|r| r.as_ref().and_then(|r| r.as_ref().ok()).map(|r| r.features.clone()).unwrap_or_default()))
            />
            <ChartsPanel
                run=Signal::derive(move || run.get().and_then(Result::ok))
                request=Signal::derive(move || Some(request.clone()))
                model=model
                client=client
            />
        </div>
    }
}
