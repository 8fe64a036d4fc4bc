//! The cost model's prices as sliders, with presets: move one and every time on the page
//! re-prices at once (time is linear in the run's exact features).

use bufscope_sim::cost::params::Param;
use bufscope_sim::cost::{CostModel, Features};
use leptos::prelude::*;

use super::price_names::{PriceGroup, human_name, shares};
use super::pricing::kind_label;

/// A slider's range for a price: up to ten times the preset's (or a floor for zero prices).
fn slider_max(price: f64, param: Param) -> f64 {
    let floor = match param.unit() {
        unit if unit.contains("byte") => 10.0,
        _ => 5_000.0,
    };
    (price * 10.0).max(floor)
}

/// One price: its name, what it models, the slider, the value with its unit, and its share of
/// the run's time.
#[component]
fn PriceSlider(
    param: Param,
    #[prop(into)] model: Signal<CostModel>,
    #[prop(into)] base: Signal<CostModel>,
    overrides: RwSignal<Vec<(String, f64)>>,
    /// The parameter's share of the run's time (0 to 1), when a run is shown.
    #[prop(into)]
    share: Signal<Option<f64>>,
) -> impl IntoView {
    let name = human_name(param);
    let id = param.id();
    let value = move || model.with(|m| m.price(param));
    let moved = move || base.with(|b| b.price(param)) != value();
    view! {
        <li class="py-1" data-param=param.id()>
            <label class="block">
                <span class="flex flex-wrap items-baseline justify-between gap-x-2">
                    <span class=move || if moved() { "font-semibold text-amber-800 dark:text-amber-300" } else { "font-semibold" }>{name.clone()}</span>
                    <span class="tabular-nums text-slate-600 dark:text-slate-300">
                        {move || format!("{} {}", trimmed(value()), param.unit())}
                        {move || share.get().map(|s| format!(" · {:.1}% of this run", 100.0 * s))}
                    </span>
                </span>
                <input
                    type="range"
                    class="w-full accent-amber-600"
                    aria-label=format!("price of {name}")
                    min="0"
                    step="any"
                    max=move || format!("{}", slider_max(base.with(|b| b.price(param)), param))
                    prop:value=move || format!("{}", value())
                    on:input=move |ev| {
                        if let Ok(price) = event_target_value(&ev).parse::<f64>() {
                            let id = id.clone();
                            overrides.update(|o| {
                                o.retain(|(k, _)| *k != id);
                                o.push((id, price));
                            });
                        }
                    }
                />
                <span class="block text-xs text-slate-600 dark:text-slate-300">
                    {format!("{} ({} time)", param.explanation(), kind_label(param))}
                </span>
            </label>
        </li>
    }
}

/// A price as people write it: `1.5`, `1635430`, `0.031`.
fn trimmed(price: f64) -> String {
    if price >= 100.0 {
        format!("{price:.0}")
    } else {
        let text = format!("{price:.3}");
        text.trim_end_matches('0').trim_end_matches('.').to_string()
    }
}

/// How many prices lead the panel: the ones that make most of the run's time.
const LEADING: usize = 4;

#[component]
pub fn CostPanel(
    /// The presets, in order, as the worker sent them.
    presets: RwSignal<crate::sim_client::Presets>,
    /// The preset chosen.
    preset: RwSignal<usize>,
    /// The preset's prices with the learner's changes.
    #[prop(into)]
    model: Signal<CostModel>,
    /// The preset's own prices, to show what moved.
    #[prop(into)]
    base: Signal<CostModel>,
    /// Prices moved away from the preset: `(parameter id, price)`.
    overrides: RwSignal<Vec<(String, f64)>>,
    /// The shown run's features: the prices that matter for it come first. Empty before a run.
    #[prop(into)]
    features: Signal<Features>,
) -> impl IntoView {
    // At the preset's prices, so the order holds still while a slider moves.
    let leading = Memo::new(move |_| {
        let model = base.get();
        features.with(|f| shares(&model, f))
    });
    let share_of = move |param: Param| {
        Signal::derive(move || {
            let model = model.get();
            let shares = features.with(|f| shares(&model, f));
            let all: f64 = shares.iter().map(|(_, ns)| ns).sum();
            (all > 0.0).then(|| {
                shares
                    .iter()
                    .find(|(p, _)| *p == param)
                    .map_or(0.0, |(_, ns)| ns / all)
            })
        })
    };
    let first = move || -> Vec<Param> {
        leading.with(|l| l.iter().take(LEADING).map(|(p, _)| *p).collect())
    };
    let slider = move |param: Param| {
        view! { <PriceSlider param=param model=model base=base overrides=overrides share=share_of(param) /> }
    };
    view! {
        <details class="rounded-lg border border-slate-200 p-2 text-sm dark:border-slate-700" data-testid="costs">
            <summary class="cursor-pointer font-semibold">"Costs"</summary>
            <p class="mt-1 text-xs text-slate-600 dark:text-slate-300">
                "The simulated time is each count of the run times its price. Move a price: the time above changes at once, without a new run."
            </p>
            <div class="mt-2 flex flex-wrap items-center gap-3">
                <label>
                    "preset "
                    <select
                        aria-label="Cost preset"
                        class="rounded border border-slate-300 bg-transparent px-1 dark:border-slate-600"
                        on:change=move |ev| {
                            if let Ok(i) = event_target_value(&ev).parse() {
                                preset.set(i);
                                overrides.set(Vec::new());
                            }
                        }
                    >
                        {move || presets.with(|p| p.iter().map(|model| model.name.clone()).collect::<Vec<_>>()).into_iter().enumerate().map(|(i, name)| view! {
                            <option value=i.to_string() selected=move || preset.get() == i>{name}</option>
                        }).collect_view()}
                    </select>
                </label>
                <button
                    class="rounded border border-slate-300 px-2 dark:border-slate-600"
                    on:click=move |_| overrides.set(Vec::new())
                >"Reset prices"</button>
            </div>
            {move || {
                let first = first();
                (!first.is_empty()).then(|| view! {
                    <section class="mt-3" aria-label="The prices that matter most for this run">
                        <h3 class="font-semibold">"What this run's time is made of"</h3>
                        <ul>{first.into_iter().map(slider).collect_view()}</ul>
                    </section>
                })
            }}
            {move || {
                let first = first();
                PriceGroup::ALL.into_iter().map(|group| {
                    let params: Vec<Param> = Param::all()
                        .into_iter()
                        .filter(|p| PriceGroup::of(*p) == group && !first.contains(p))
                        .collect();
                    view! {
                        <details class="mt-2">
                            <summary class="cursor-pointer">{format!("{} ({})", group.title(), params.len())}</summary>
                            <ul class="pl-2">{params.into_iter().map(slider).collect_view()}</ul>
                        </details>
                    }
                }).collect_view()
            }}
        </details>
    }
}
