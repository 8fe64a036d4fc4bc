//! The script editor: a text area with line numbers, and the rejection message under it.

use leptos::prelude::*;

/// Edits the script. Nothing typed is ever replaced except by choosing an example.
#[component]
pub fn ScriptEditor(
    /// The script text.
    #[prop(into)]
    source: Signal<String>,
    /// Receives every edit.
    set_source: WriteSignal<String>,
    /// The line to mark (a rejection's line), if any.
    #[prop(into)]
    error_line: Signal<Option<u32>>,
) -> impl IntoView {
    let line_numbers = move || {
        let lines = source.with(|s| s.lines().count().max(1) + usize::from(s.ends_with('\n')));
        let marked = error_line.get();
        (1..=lines as u32)
            .map(|n| {
                let class = if marked == Some(n) {
                    "bg-red-500 text-white"
                } else {
                    ""
                };
                view! { <div class=class>{n}</div> }
            })
            .collect_view()
    };
    view! {
        <div class="flex overflow-hidden rounded-lg border border-slate-300 font-mono text-sm dark:border-slate-700">
            <div
                class="select-none bg-slate-100 px-2 py-2 text-right text-slate-400 dark:bg-slate-900"
                aria-hidden="true"
            >
                {line_numbers}
            </div>
            <textarea
                data-testid="script"
                aria-label="Rust script"
                spellcheck="false"
                wrap="off"
                rows="18"
                class="w-full resize-y bg-white px-3 py-2 leading-5 outline-none dark:bg-slate-950"
                style="line-height: 1.25rem"
                prop:value=move || source.get()
                on:input=move |ev| set_source.set(event_target_value(&ev))
            ></textarea>
        </div>
    }
}
