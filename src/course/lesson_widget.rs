//! A live playground inside a lesson, with links to open it full size or embed it elsewhere.

use bufscope_course::widget::compare_line;
use leptos::prelude::*;

use crate::playground::compare_state::CompareState;
use crate::playground::embed_panel::EmbedPanel;
use crate::playground::playground_view::Playground;
use crate::playground::share::query_string;
use crate::playground::url_state::PlaygroundState;
use crate::protocol::ScriptView;

/// The playground state a lesson script starts from. A script whose first line is the compare
/// form's (`// compare: bufwriter`, `bufscope_course::widget`) opens comparing it with B, the
/// line itself left out of A.
pub fn preset_of(script: &ScriptView) -> PlaygroundState {
    let (text, compare) = match compare_line(&script.script) {
        Some(Ok(changes)) => (
            script
                .script
                .split_once('\n')
                .map_or("", |(_, rest)| rest)
                .to_string(),
            Some(CompareState {
                changes,
                script: None,
            }),
        ),
        _ => (script.script.clone(), None),
    };
    PlaygroundState {
        script: text,
        example: None,
        stdout: script.stdout,
        stderr: script.stderr,
        compare,
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
    let embed_open = RwSignal::new(false);
    let query = query_string(&preset);
    let open_href = format!("/{query}");
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
                    aria-expanded=move || embed_open.get().to_string()
                    on:click=move |_| embed_open.update(|open| *open = !*open)
                >
                    "Embed"
                </button>
            </figcaption>
            {move || embed_open.get().then(|| {
                let origin = web_sys::window()
                    .and_then(|w| w.location().origin().ok())
                    .unwrap_or_default();
                let query = query.clone();
                view! { <div class="mb-3"><EmbedPanel origin=origin query=Signal::derive(move || query.clone()) /></div> }
            })}
            <Playground preset=preset compact=true />
        </figure>
    }
    // Erased here so the pages that hold widgets, statically or once an exercise is answered,
    // share one copy of its build code.
    .into_any()
}
