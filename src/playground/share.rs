//! The URL as the playground's memory: reading it, writing it, and handing it on as a link or
//! an `<iframe>` snippet.

use leptos::prelude::*;

use super::embed_panel::EmbedPanel;
use super::history::Write;
use super::link_codec;
use super::url_state::PlaygroundState;
use crate::download::{copy, download};

/// A compressed link read before the app needed it: the search string, the pairs it holds, and
/// why it could not be read, if it could not.
type Expanded = (String, Vec<(String, String)>, Option<String>);

thread_local! {
    static EXPANDED: std::cell::RefCell<Option<Expanded>> = const { std::cell::RefCell::new(None) };
}

fn current_search() -> String {
    web_sys::window()
        .and_then(|w| w.location().search().ok())
        .unwrap_or_default()
}

/// Reads a compressed link (`z=`) in the address bar, so that `browser_query` can hand out what
/// it holds. The browser decompresses asynchronously: the entry point awaits this before mounting
/// the app, and Back/Forward before applying an entry.
pub async fn expand_link() {
    let search = current_search();
    let pairs = query_pairs(&search);
    let known = EXPANDED.with_borrow(|e| e.as_ref().is_some_and(|(s, _, _)| *s == search));
    if known || !pairs.iter().any(|(k, _)| k == "z") {
        return;
    }
    let (pairs, problem) = link_codec::expand(pairs, query_pairs).await;
    EXPANDED.set(Some((search, pairs, problem)));
}

/// The current page's query parameters, in order, a compressed link's expanded.
pub fn browser_query() -> Vec<(String, String)> {
    let search = current_search();
    EXPANDED
        .with_borrow(|e| {
            e.as_ref()
                .filter(|(s, _, _)| *s == search)
                .map(|(_, pairs, _)| pairs.clone())
        })
        .unwrap_or_else(|| query_pairs(&search))
}

/// Why the compressed link in the address bar could not be read, if it could not.
pub fn link_problem() -> Option<String> {
    let search = current_search();
    EXPANDED.with_borrow(|e| {
        e.as_ref()
            .filter(|(s, _, _)| *s == search)
            .and_then(|(_, _, problem)| problem.clone())
    })
}

/// Decodes a query string (`?a=1&b=x%20y`) with the browser's own parser.
pub fn query_pairs(search: &str) -> Vec<(String, String)> {
    let Ok(params) = web_sys::UrlSearchParams::new_with_str(search) else {
        return Vec::new();
    };
    let mut pairs = Vec::new();
    for entry in js_sys::try_iter(&params)
        .ok()
        .flatten()
        .into_iter()
        .flatten()
    {
        let Ok(entry) = entry else { continue };
        let entry = js_sys::Array::from(&entry);
        if let (Some(key), Some(value)) = (entry.get(0).as_string(), entry.get(1).as_string()) {
            pairs.push((key, value));
        }
    }
    pairs
}

/// Pairs as a form-encoded query, without the `?`.
fn encode_pairs(pairs: &[(String, String)]) -> String {
    let Ok(params) = web_sys::UrlSearchParams::new() else {
        return String::new();
    };
    for (key, value) in pairs {
        params.append(key, value);
    }
    String::from(params.to_string())
}

/// `state` as a readable query string, with the leading `?`.
pub fn query_string(state: &PlaygroundState) -> String {
    format!("?{}", encode_pairs(&state.to_query()))
}

/// The query a link to `state` carries: the readable one while it is short, else the compressed
/// one (`v=2&z=…`) once the browser has compressed it.
pub fn shareable_query(state: Signal<PlaygroundState>) -> Signal<String> {
    let shareable = RwSignal::new(query_string(&state.get_untracked()));
    Effect::new(move |_| {
        let readable = query_string(&state.get());
        if readable.len() <= link_codec::READABLE_MAX {
            shareable.set(readable);
            return;
        }
        leptos::task::spawn_local(async move {
            let Ok(z) = link_codec::compress(&readable[1..]).await else {
                // A browser without compression keeps the readable link.
                shareable.set(readable);
                return;
            };
            // Only if the state has not moved on meanwhile.
            if query_string(&state.get_untracked()) == readable {
                shareable.set(format!("?v=2&z={z}"));
            }
        });
    });
    shareable.into()
}

/// Writes `state` into the address bar, as a new history entry or in place of the current one.
/// (`/embed` never writes it: its Back button belongs to the page around it.)
pub fn write_url(state: &PlaygroundState, write: Write) {
    let Some(window) = web_sys::window() else {
        return;
    };
    let url = format!("/{}", query_string(state));
    if let Ok(history) = window.history() {
        let _ = match write {
            Write::Push => {
                history.push_state_with_url(&wasm_bindgen::JsValue::NULL, "", Some(&url))
            }
            Write::Replace => {
                history.replace_state_with_url(&wasm_bindgen::JsValue::NULL, "", Some(&url))
            }
        };
    }
}

fn origin() -> String {
    web_sys::window()
        .and_then(|w| w.location().origin().ok())
        .unwrap_or_default()
}

/// Share and Embed buttons; the copied link also shows in a field (clipboards can refuse), with
/// a warning and the script as a file when the link is too long for some servers; Embed opens
/// the embed's forms. Embedded, a link back to the full playground instead.
#[component]
pub fn ShareButtons(
    #[prop(into)] state: Signal<PlaygroundState>,
    /// The state's query as links carry it (`shareable_query`).
    #[prop(into)]
    link_query: Signal<String>,
    embedded: bool,
    /// The results shown are from an earlier script than the link holds.
    #[prop(into)]
    stale: Signal<bool>,
) -> impl IntoView {
    let link = move || format!("{}/{}", origin(), link_query.get());
    if embedded {
        return view! {
            <a
                class="text-sm text-amber-700 underline dark:text-amber-400"
                href=link
                target="_blank"
                rel="noopener"
            >
                "Open in bufscope"
            </a>
        }
        .into_any();
    }
    let (copied, set_copied) = signal(false);
    let embed_open = RwSignal::new(false);
    let button = "rounded border border-slate-300 px-3 py-1 text-sm hover:bg-slate-100 dark:border-slate-700 dark:hover:bg-slate-800";
    let stale_note = move || {
        stale.get().then(|| view! {
            <span class="text-amber-800 dark:text-amber-300" data-testid="share-stale">
                "(it holds the edited script: its results will differ from the ones shown until you Run)"
            </span>
        })
    };
    let too_long = move || {
        let length = link().len();
        (length > link_codec::LINK_WARN).then(|| view! {
            <p class="w-full text-sm text-amber-900 dark:text-amber-100" role="alert" data-testid="long-link">
                {format!("This link is {:.1} KB: some servers and chat apps refuse links over 8 KB. ", length as f64 / 1000.0)}
                <button class=button on:click=move |_| {
                    let _ = download("script.rs", "text/x-rust", &state.get_untracked().script);
                }>"Download the script as a file"</button>
            </p>
        })
    };
    view! {
        <button class=button on:click=move |_| {
            copy(&link());
            set_copied.set(true);
        }>"Share"</button>
        <button
            class=button
            aria-expanded=move || embed_open.get().to_string()
            on:click=move |_| embed_open.update(|open| *open = !*open)
        >"Embed"</button>
        {move || copied.get().then(|| view! {
            <label class="flex w-full items-center gap-2 text-sm" role="status">
                "Link copied:"
                {stale_note}
                <input
                    class="w-full rounded border border-slate-300 bg-transparent px-1 font-mono text-xs dark:border-slate-700"
                    readonly
                    aria-label="Link"
                    prop:value=link
                />
            </label>
            {too_long}
        })}
        {move || embed_open.get().then(|| view! {
            <EmbedPanel origin=origin() query=link_query />
            {stale_note}
        })}
    }
    .into_any()
}
