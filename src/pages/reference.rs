//! `/reference`: the measurements recorded on a real machine, the cost model fitted to them,
//! and a reader's own recording loaded beside them.

use leptos::prelude::*;

use crate::components::held_out_table::HeldOutTable;
use crate::components::machine_card::MachineCard;
use crate::components::reference_compare::ReferenceCompare;
use crate::components::reference_loader::{LoadedFile, ReferenceLoader};
use crate::components::scenario_table::ScenarioTable;
use crate::components::strategies_panel::StrategiesPanel;
use crate::reference::document::{COMMITTED_URL, Reference};
use crate::reference::error::ReferenceError;
use crate::reference::load::fetch_reference;

#[component]
pub fn ReferencePage() -> impl IntoView {
    crate::components::page_title::set_page_title("Reference measurements");
    let committed = LocalResource::new(|| fetch_reference(COMMITTED_URL));
    let (loaded, set_loaded) = signal(None::<LoadedFile>);
    let (load_error, set_load_error) = signal(None::<String>);
    let on_loaded = Callback::new(move |file: LoadedFile| {
        set_load_error.set(None);
        set_loaded.set(Some(file));
    });
    // A bad file changes nothing but the message: what is shown stays.
    let on_failed = Callback::new(move |message: String| set_load_error.set(Some(message)));
    let on_back = Callback::new(move |()| {
        set_load_error.set(None);
        set_loaded.set(None);
    });

    view! {
        <h1 class="text-3xl font-bold tracking-tight">"Reference measurements"</h1>
        <p class="mt-4 text-lg text-slate-700 dark:text-slate-300">
            "Each scenario below is a real program, compiled and run on a real machine by "
            <code>"bufscope record"</code>
            ": its syscalls counted by the kernel, its wall, user and system time measured over several runs. "
            "The cost model that prices the playground's runs is fitted to these numbers; its predictions stand beside them."
        </p>
        <ReferenceLoader on_loaded on_failed />
        {move || {
            load_error
                .get()
                .map(|message| {
                    view! {
                        <p
                            role="alert"
                            data-testid="load-error"
                            class="mt-3 rounded-md bg-rose-50 p-3 text-rose-800 dark:bg-rose-950 dark:text-rose-200"
                        >
                            "Could not load " {message} ". The data shown has not changed."
                        </p>
                    }
                })
        }}
        // Not an ErrorBoundary: when the committed file cannot be fetched, the page still
        // shows a file the reader loads.
        <Suspense fallback=|| {
            view! { <p class="mt-6 text-slate-600 dark:text-slate-400" role="status">"Loading the committed reference…"</p> }
        }>
            {move || Suspend::new(async move {
                let committed = committed.await;
                view! { <ReferenceView committed loaded on_back /> }
            })}
        </Suspense>
    }
    // Erased, so the router does not inline the whole page's view into its route matching.
    .into_any()
}

/// The reader's file if one is loaded, else the committed reference; and both side by side.
#[component]
fn ReferenceView(
    /// The reference that ships with the site, or why it could not be read.
    committed: Result<Reference, ReferenceError>,
    /// The reader's file, when one is loaded: shown instead of the committed one.
    loaded: ReadSignal<Option<LoadedFile>>,
    /// Goes back to the committed reference.
    on_back: Callback<()>,
) -> impl IntoView {
    let (committed, committed_error) = match committed {
        Ok(reference) => (Some(reference), None),
        Err(error) => (None, Some(error.to_string())),
    };
    let committed = StoredValue::new(committed);
    let shown = Memo::new(move |_| {
        loaded
            .with(|file| file.as_ref().map(|file| file.reference.clone()))
            .or_else(|| committed.get_value())
    });
    let banner = move || {
        let file = loaded.get()?;
        let back = committed.with_value(Option::is_some).then(|| {
            view! {
                <button
                    type="button"
                    class="rounded-md border border-sky-300 px-3 py-1 text-sm hover:bg-sky-100 dark:border-sky-700 dark:hover:bg-sky-900"
                    on:click=move |_| on_back.run(())
                >
                    "Back to the committed reference"
                </button>
            }
        });
        Some(view! {
            <div
                role="status"
                data-testid="loaded-banner"
                class="mt-6 flex flex-wrap items-center gap-3 rounded-md bg-sky-50 p-3 text-sky-900 dark:bg-sky-950 dark:text-sky-100"
            >
                <span>
                    "Showing " <strong>{file.name.clone()}</strong> ", recorded on "
                    {file.reference.machine.summary()} "."
                </span>
                {back}
            </div>
        })
    };
    // Everything below is redrawn when another reference is shown, which happens only on a
    // load or on Back.
    let body = move || {
        shown.get().map(|reference| {
            view! {
                <MachineCard
                    machine=reference.machine.clone()
                    model_name=reference.calibration.model.name.clone()
                    quick=reference.quick
                />
                <section class="mt-10">
                    <h2 class="text-2xl font-semibold">"Scenarios"</h2>
                    <ScenarioTable reference=reference.clone() />
                </section>
                <section class="mt-10">
                    <h2 class="text-2xl font-semibold">"Strategies side by side"</h2>
                    <p class="mt-2 text-slate-700 dark:text-slate-300">
                        "The same work done different ways, simulated under the fitted model and as measured (median, with the fastest and slowest run as a whisker)."
                    </p>
                    <StrategiesPanel reference=reference.clone() />
                </section>
                <section class="mt-10">
                    <h2 class="text-2xl font-semibold">"How well the fitted model predicts"</h2>
                    <HeldOutTable reference />
                </section>
            }
                // Type-erased: rebuilding a view this large inline costs more wasm than a
                // dynamic call does.
                .into_any()
        })
    };
    let compare = move || {
        let file = loaded.get()?;
        let committed = committed.get_value()?;
        Some(view! {
            <section class="mt-10">
                <h2 class="text-2xl font-semibold">"Compare the two machines"</h2>
                <ReferenceCompare committed loaded=file.reference />
            </section>
        })
    };
    view! {
        {committed_error
            .map(|error| {
                view! {
                    <p role="alert" data-testid="committed-error" class="mt-6 text-rose-700 dark:text-rose-300">
                        "The committed reference could not be shown: " {error}
                        ". A recording of your own can still be loaded above."
                    </p>
                }
            })}
        {banner}
        {body}
        {compare}
    }
}
