//! The cost model's prices as sliders, with presets: move one and every time on the page
//! re-prices at once (time is linear in the run's exact features).

use bufscope_sim::cost::CostModel;
use bufscope_sim::cost::params::Param;
use leptos::prelude::*;

use super::pricing::kind_label;

/// A slider's range for a price: up to ten times the preset's (or a floor for zero prices).
fn slider_max(price: f64, param: Param) -> f64 {
    let floor = match param.unit() {
        unit if unit.contains("byte") => 10.0,
        _ => 5_000.0,
    };
    (price * 10.0).max(floor)
}

#[component]
pub fn CostPanel(
    /// Preset names, in order.
    presets: Signal<Vec<String>>,
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
) -> impl IntoView {
    view! {
        <details class="rounded-lg border border-slate-200 p-2 text-sm dark:border-slate-700">
            <summary class="cursor-pointer font-semibold">"Costs"</summary>
            <div class="mt-2 flex flex-wrap items-center gap-3">
                <label>
                    "preset "
                    <select
                        aria-label="Cost preset"
                        class="rounded border border-slate-300 bg-transparent px-1 dark:border-slate-700"
                        on:change=move |ev| {
                            if let Ok(i) = event_target_value(&ev).parse() {
                                preset.set(i);
                                overrides.set(Vec::new());
                            }
                        }
                    >
                        {move || presets.get().into_iter().enumerate().map(|(i, name)| view! {
                            <option value=i.to_string() selected=move || preset.get() == i>{name}</option>
                        }).collect_view()}
                    </select>
                </label>
                <button
                    class="rounded border border-slate-300 px-2 dark:border-slate-700"
                    on:click=move |_| overrides.set(Vec::new())
                >"Reset prices"</button>
            </div>
            <ul class="mt-2 grid gap-x-6 gap-y-1 md:grid-cols-2">
                {Param::all().into_iter().map(|param| {
                    let id = param.id();
                    let label_id = id.clone();
                    let set_id = id.clone();
                    let value = move || model.with(|m| m.price(param));
                    let moved = move || base.with(|b| b.price(param)) != value();
                    view! {
                        <li class="flex items-center gap-2">
                            <label class="flex w-full items-center gap-2" title=param.explanation()>
                                <span class=move || if moved() { "w-40 shrink-0 font-mono text-amber-600" } else { "w-40 shrink-0 font-mono" }>{label_id.clone()}</span>
                                <input
                                    type="range"
                                    class="w-full accent-amber-500"
                                    aria-label=format!("price of {id}")
                                    min="0"
                                    step="any"
                                    max=move || format!("{}", slider_max(base.with(|b| b.price(param)), param))
                                    prop:value=move || format!("{}", value())
                                    on:input=move |ev| {
                                        if let Ok(price) = event_target_value(&ev).parse::<f64>() {
                                            let id = set_id.clone();
                                            overrides.update(|o| {
                                                o.retain(|(k, _)| *k != id);
                                                o.push((id, price));
                                            });
                                        }
                                    }
                                />
                                <span class="w-36 shrink-0 text-right tabular-nums">
                                    {move || format!("{:.3} {} ({})", value(), param.unit(), kind_label(param))}
                                </span>
                            </label>
                        </li>
                    }
                }).collect_view()}
            </ul>
        </details>
    }
}
