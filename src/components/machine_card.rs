//! The machine a reference was recorded on.

use leptos::prelude::*;

use crate::reference::document::Machine;

#[component]
pub fn MachineCard(
    /// The machine to describe.
    #[prop(into)]
    machine: Signal<Machine>,
    /// The name of the cost model fitted on it.
    #[prop(into)]
    model_name: Signal<String>,
    /// Whether the recording was a `--quick` check rather than full measurements.
    #[prop(into)]
    quick: Signal<bool>,
) -> impl IntoView {
    let facts = move || {
        machine.with(|m| {
            [
                ("Cores", m.cores.to_string()),
                ("Kernel", m.kernel.clone()),
                ("Compiler", m.rustc.clone()),
                ("Recorded", m.date.clone()),
                ("/tmp file system", m.tmp_filesystem.clone()),
                ("Machine id", m.id.clone()),
                ("Fitted model", model_name.get()),
            ]
        })
    };
    view! {
        <section class="mt-6 rounded-xl border border-slate-200 bg-white p-4 dark:border-slate-700 dark:bg-slate-900">
            <h2 class="text-lg font-semibold">
                "Recorded on " <span data-testid="machine-cpu">{move || machine.with(|m| m.cpu_model.clone())}</span>
            </h2>
            <Show when=move || quick.get()>
                <p class="mt-2 text-sm text-amber-700 dark:text-amber-300">
                    "A quick recording (small sizes, debug builds): a check that counts agree, not timing data."
                </p>
            </Show>
            <dl class="mt-3 grid grid-cols-1 gap-x-6 gap-y-1 text-sm sm:grid-cols-2">
                {move || {
                    facts()
                        .into_iter()
                        .map(|(name, value)| {
                            view! {
                                <div class="flex gap-2">
                                    <dt class="text-slate-500 dark:text-slate-400">{name}</dt>
                                    <dd class="font-medium break-all">{value}</dd>
                                </div>
                            }
                        })
                        .collect_view()
                }}
            </dl>
        </section>
    }
}
