//! "Load your own": a file input for a recording made with `bufscope record`.

use leptos::prelude::*;
use leptos::task::spawn_local;

use crate::reference::document::Reference;
use crate::reference::load::read_reference_file;

/// A reference the reader loaded, and the name of its file.
#[derive(Debug, Clone, PartialEq)]
pub struct LoadedFile {
    pub name: String,
    pub reference: Reference,
}

#[component]
pub fn ReferenceLoader(
    /// Called with a file that read and validated.
    #[prop(into)]
    on_loaded: Callback<LoadedFile>,
    /// Called with what was wrong (the file name and the error, with its JSON path).
    #[prop(into)]
    on_failed: Callback<String>,
) -> impl IntoView {
    let on_change = move |ev: leptos::ev::Event| {
        let input: web_sys::HtmlInputElement = event_target(&ev);
        let Some(file) = input.files().and_then(|files| files.get(0)) else {
            return;
        };
        // Cleared so that choosing the same file again, after editing it, reads it again.
        input.set_value("");
        let name = file.name();
        spawn_local(async move {
            match read_reference_file(&file).await {
                Ok(reference) => on_loaded.run(LoadedFile { name, reference }),
                Err(error) => on_failed.run(format!("{name}: {error}")),
            }
        });
    };
    view! {
        <div class="mt-6 rounded-xl border border-dashed border-slate-300 p-4 dark:border-slate-600">
            <label for="reference-file" class="block font-medium">"Load reference JSON"</label>
            <p class="mt-1 text-sm text-slate-600 dark:text-slate-400">
                "Run " <code>"bufscope record"</code>
                " on your machine and choose the JSON file it writes: it is read in this page, never uploaded."
            </p>
            <input
                id="reference-file"
                type="file"
                accept="application/json,.json"
                class="mt-2 block w-full text-sm file:mr-3 file:rounded-md file:border-0 file:bg-amber-100 file:px-3 file:py-1 file:text-amber-900 dark:file:bg-amber-900 dark:file:text-amber-100"
                on:change=on_change
            />
        </div>
    }
}
