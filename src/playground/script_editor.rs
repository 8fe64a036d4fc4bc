//! The script editor: a plain text area (so typing, selection, undo and screen readers work as
//! everywhere) over a coloured copy of the text, with line numbers, the stepped line
//! highlighted and a squiggle where the simulator rejected the script.

use leptos::prelude::*;

use super::highlight::tokens;

/// Height of one line, shared by the text area, the coloured copy and the gutter.
const LINE: &str = "1.25rem";

/// The pieces of one line, with a squiggle from `column` (1-based, in characters) to the end of
/// the word there.
fn coloured_line(line: &str, squiggle: Option<u32>) -> impl IntoView + use<> {
    let (before, marked, after) = match squiggle {
        Some(column) => {
            let start = line
                .char_indices()
                .nth(column.saturating_sub(1) as usize)
                .map_or(line.len(), |(i, _)| i);
            let end = line[start..]
                .find(char::is_whitespace)
                .map_or(line.len(), |n| start + n.max(1));
            (&line[..start], &line[start..end], &line[end..])
        }
        None => (line, "", ""),
    };
    let spans = |text: &str| {
        tokens(text)
            .into_iter()
            .map(|(token, piece)| view! { <span class=token.class()>{piece.to_string()}</span> })
            .collect_view()
    };
    view! {
        {spans(before)}
        {(squiggle.is_some()).then(|| view! {
            <span class="underline decoration-red-500 decoration-wavy" data-testid="squiggle">
                // An empty squiggle (past the end of the line) still shows one space.
                {if marked.is_empty() { " ".to_string() } else { marked.to_string() }}
            </span>
        })}
        {spans(after)}
    }
}

/// Edits the script. Nothing typed is ever replaced except by choosing an example.
#[component]
pub fn ScriptEditor(
    #[prop(into)] source: Signal<String>,
    /// Receives every edit.
    #[prop(into)]
    on_edit: Callback<String>,
    /// Ctrl+Enter (⌘+Enter): run now.
    #[prop(into)]
    on_run: Callback<()>,
    /// Where the script was rejected: line and column.
    #[prop(into)]
    error_at: Signal<Option<(u32, u32)>>,
    /// The line being stepped through, or picked in the log.
    #[prop(into)]
    current_line: Signal<Option<u32>>,
    /// The script can be read, selected and run, not edited (an embed's `readonly`).
    #[prop(default = false)]
    readonly: bool,
) -> impl IntoView {
    let (scroll, set_scroll) = signal((0i32, 0i32));
    let line_count = move || source.with(|s| s.split('\n').count());
    let gutter = move || {
        let error = error_at.get().map(|(line, _)| line);
        let current = current_line.get();
        (1..=line_count() as u32)
            .map(|n| {
                let class = if error == Some(n) {
                    "bg-red-500 text-white"
                } else if current == Some(n) {
                    "bg-amber-400 text-slate-900"
                } else {
                    ""
                };
                view! { <div class=class data-line=n>{n}</div> }
            })
            .collect_view()
    };
    let coloured = move || {
        let error = error_at.get();
        let current = current_line.get();
        source.with(|text| {
            text.split('\n')
                .enumerate()
                .map(|(i, line)| {
                    let n = i as u32 + 1;
                    let squiggle = error.filter(|(l, _)| *l == n).map(|(_, c)| c);
                    let class = if current == Some(n) {
                        "bg-amber-200/70 dark:bg-amber-700/40"
                    } else {
                        ""
                    };
                    view! { <div class=class style=format!("height: {LINE}")>{coloured_line(line, squiggle)}</div> }
                })
                .collect_view()
        })
    };
    let shift = move || {
        let (left, top) = scroll.get();
        format!("transform: translate({}px, {}px)", -left, -top)
    };
    view! {
        <div class="flex h-96 overflow-hidden rounded-lg border border-slate-300 font-mono text-sm focus-within:ring-2 focus-within:ring-amber-600 focus-within:ring-offset-2 dark:border-slate-600 dark:focus-within:ring-amber-400 dark:focus-within:ring-offset-slate-950">
            <div
                class="select-none overflow-hidden bg-slate-100 px-2 py-2 text-right text-slate-600 dark:bg-slate-900 dark:text-slate-400"
                style=format!("line-height: {LINE}")
                aria-hidden="true"
            >
                <div style=move || { let (_, top) = scroll.get(); format!("transform: translateY({}px)", -top) }>{gutter}</div>
            </div>
            <div class="relative w-full overflow-hidden bg-white dark:bg-slate-950">
                <pre
                    class="pointer-events-none absolute inset-0 m-0 overflow-hidden whitespace-pre px-3 py-2"
                    style=format!("line-height: {LINE}")
                    aria-hidden="true"
                >
                    <div style=shift>{coloured}</div>
                </pre>
                <textarea
                    data-testid="script"
                    aria-label="Script"
                    spellcheck="false"
                    autocapitalize="off"
                    autocomplete="off"
                    wrap="off"
                    readonly=readonly
                    class="absolute inset-0 h-full w-full resize-none whitespace-pre bg-transparent px-3 py-2 text-transparent caret-slate-900 outline-none selection:bg-sky-200 selection:text-transparent dark:caret-white dark:selection:bg-sky-800"
                    style=format!("line-height: {LINE}")
                    prop:value=move || source.get()
                    on:input=move |ev| on_edit.run(event_target_value(&ev))
                    on:keydown=move |ev| {
                        if ev.key() == "Enter" && (ev.ctrl_key() || ev.meta_key()) {
                            ev.prevent_default();
                            on_run.run(());
                        }
                    }
                    on:scroll=move |ev| {
                        let area: web_sys::Element = event_target(&ev);
                        set_scroll.set((area.scroll_left(), area.scroll_top()));
                    }
                ></textarea>
            </div>
        </div>
    }
}
