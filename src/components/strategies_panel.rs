//! The strategies chart for one family of scenarios, which the reader picks.

use leptos::prelude::*;

use crate::charts::chart_card::ChartCard;
use crate::charts::data::Strategies;
use crate::reference::document::Reference;
use crate::reference::strategy_groups::groups_in;

#[component]
pub fn StrategiesPanel(
    /// The reference whose scenarios to compare.
    reference: Reference,
) -> impl IntoView {
    let groups = StoredValue::new(groups_in(&reference));
    let reference = StoredValue::new(reference);
    let (selected, set_selected) = signal(0usize);
    let group = move || groups.with_value(|g| g.get(selected.get()).or(g.first()).copied());
    let chart = Memo::new(move |_| match group() {
        Some(group) => reference.with_value(|r| group.strategies(r)),
        None => Strategies::default(),
    });
    let title = Signal::derive(move || match group() {
        Some(group) => format!("Wall time: {}", group.title),
        None => "Wall time".to_string(),
    });
    let options = groups.with_value(|groups| {
        groups
            .iter()
            .enumerate()
            .map(|(i, group)| view! { <option value=i.to_string()>{group.title}</option> })
            .collect_view()
    });
    view! {
        <label class="mt-4 block text-sm font-medium" for="strategy-group">
            "Scenarios to compare"
        </label>
        <select
            id="strategy-group"
            class="mt-1 w-full rounded-md border border-slate-300 bg-white px-2 py-1 dark:border-slate-600 dark:bg-slate-900"
            prop:value=move || selected.get().to_string()
            on:change=move |ev| {
                if let Ok(index) = event_target_value(&ev).parse::<usize>() {
                    set_selected.set(index);
                }
            }
        >
            {options}
        </select>
        <ChartCard<Strategies> title=title chart=chart height=400 />
    }
}
