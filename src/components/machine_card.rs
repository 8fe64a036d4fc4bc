//! The machine a reference was recorded on.

use leptos::prelude::*;

use crate::reference::document::Machine;

#[component]
pub fn MachineCard(
    /// The machine to describe.
    machine: Machine,
    /// The name of the cost model fitted on it.
    model_name: String,
    /// Whether the recording was a `--quick` check rather than full measurements.
    quick: bool,
) -> impl IntoView {
    let facts = [
        ("Cores", machine.cores.to_string()),
        ("Kernel", machine.kernel),
        ("Compiler", machine.rustc),
        ("Recorded", machine.date),
        ("/tmp file system", machine.tmp_filesystem),
        ("Machine id", machine.id),
        ("Fitted model", model_name),
    ];
    view! {
        <section class="mt-6 rounded-xl border border-slate-200 bg-white p-4 dark:border-slate-700 dark:bg-slate-900">
            <h2 class="text-lg font-semibold">
                "Recorded on " <span data-testid="machine-cpu">{machine.cpu_model}</span>
            </h2>
            {quick
                .then(|| {
                    view! {
                        <p class="mt-2 text-sm text-amber-700 dark:text-amber-300">
                            "A quick recording (small sizes, debug builds): a check that counts agree, not timing data."
                        </p>
                    }
                })}
            <dl class="mt-3 grid grid-cols-1 gap-x-6 gap-y-1 text-sm sm:grid-cols-2">
                {facts
                    .into_iter()
                    .map(|(name, value)| {
                        view! {
                            <div class="flex gap-2">
                                <dt class="text-slate-600 dark:text-slate-400">{name}</dt>
                                <dd class="font-medium break-all">{value}</dd>
                            </div>
                        }
                    })
                    .collect_view()}
            </dl>
        </section>
    }
}
