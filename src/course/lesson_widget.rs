//! A live playground inside a lesson, with links to open it full size or embed it elsewhere.

use leptos::prelude::*;

use crate::pages::playground::Playground;
use crate::playground::share::{embed_snippet, query_string};
use crate::playground::url_state::PlaygroundState;
use crate::protocol::ScriptView;

/// The playground state a lesson script starts from.
pub fn preset_of(script: &ScriptView) -> PlaygroundState {
    PlaygroundState {
        script: script.script.clone(),
        example: None,
        stdout: script.stdout,
        stderr: script.stderr,
        ..PlaygroundState::starting("", "")
    }
}

/// A playground running `preset`, framed, with "Open in playground" and "Embed".
#[component]
pub fn LessonWidget(
    /// Shown above the playground; also its accessible name.
    title: String,
    /// Where it starts; the reader may change everything.
    preset: PlaygroundState,
) -> AnyView {
    let snippet = RwSignal::new(None::<String>);
    let open_href = format!("/{}", query_string(&preset));
    let for_embed = preset.clone();
    let label = title.clone();
    let button = "rounded border border-slate-300 px-3 py-1 text-sm hover:bg-slate-100 dark:border-slate-700 dark:hover:bg-slate-800";
    view! {
        <figure
            class="my-6 rounded-xl border border-slate-200 bg-white p-3 shadow-sm dark:border-slate-800 dark:bg-slate-900"
            aria-label=label
            data-testid="lesson-widget"
        >
            <figcaption class="mb-3 flex flex-wrap items-center gap-3">
                <span class="font-semibold">{title}</span>
                <span class="flex-1"></span>
                <a class=button href=open_href target="_blank" rel="noopener">"Open in playground"</a>
                <button
                    class=button
                    aria-expanded=move || snippet.with(Option::is_some).to_string()
                    on:click=move |_| {
                        let shown = snippet.with_untracked(Option::is_some);
                        snippet.set((!shown).then(|| embed_snippet(&for_embed)));
                    }
                >
                    "Embed"
                </button>
            </figcaption>
            {move || snippet.get().map(|code| view! {
                <label class="mb-3 block text-sm">
                    "Paste this into a page to embed this experiment:"
                    <textarea
                        class="mt-1 block w-full rounded border border-slate-300 bg-transparent p-1 font-mono text-xs dark:border-slate-700"
                        rows="3"
                        readonly
                        aria-label="Embed code"
                        prop:value=code
                    ></textarea>
                </label>
            })}
            <Playground preset=preset embedded=true />
        </figure>
    }
    // Erased here so the pages that hold widgets, statically or once an exercise is answered,
    // share one copy of its build code.
    .into_any()
}
