//! The URL as the playground's memory: reading it, writing it, and handing it on as a link or
//! an `<iframe>` snippet.

use leptos::prelude::*;

use super::history::Write;
use super::url_state::PlaygroundState;

/// The current page's query parameters, in order.
pub fn browser_query() -> Vec<(String, String)> {
    let search = web_sys::window()
        .and_then(|w| w.location().search().ok())
        .unwrap_or_default();
    query_pairs(&search)
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

/// `state` as a query string, with the leading `?`.
pub fn query_string(state: &PlaygroundState) -> String {
    let Ok(params) = web_sys::UrlSearchParams::new() else {
        return String::new();
    };
    for (key, value) in state.to_query() {
        params.append(&key, &value);
    }
    format!("?{}", String::from(params.to_string()))
}

/// Writes `state` into the address bar, as a new history entry or in place of the current one.
/// `/embed` never adds entries: its Back button belongs to the page around it.
pub fn write_url(state: &PlaygroundState, embedded: bool, write: Write) {
    let Some(window) = web_sys::window() else {
        return;
    };
    let path = if embedded { "/embed" } else { "/" };
    let url = format!("{path}{}", query_string(state));
    if let Ok(history) = window.history() {
        let _ = if write == Write::Push && !embedded {
            history.push_state_with_url(&wasm_bindgen::JsValue::NULL, "", Some(&url))
        } else {
            history.replace_state_with_url(&wasm_bindgen::JsValue::NULL, "", Some(&url))
        };
    }
}

fn origin() -> String {
    web_sys::window()
        .and_then(|w| w.location().origin().ok())
        .unwrap_or_default()
}

/// The full link to the playground with this state.
pub fn share_link(state: &PlaygroundState) -> String {
    format!("{}/{}", origin(), query_string(state))
}

/// An `<iframe>` snippet that embeds this state.
pub fn embed_snippet(state: &PlaygroundState) -> String {
    format!(
        "<iframe src=\"{}/embed{}\" title=\"bufscope: where bytes wait\" width=\"100%\" height=\"640\" style=\"border:0\" loading=\"lazy\"></iframe>",
        origin(),
        query_string(state).replace('&', "&amp;")
    )
}

fn copy(text: &str) {
    if let Some(window) = web_sys::window() {
        // The promise is left to settle: the text is also shown for copying by hand.
        let _ = window.navigator().clipboard().write_text(text);
    }
}

/// Share and Embed buttons; the copied text also shows in a field (clipboards can refuse).
#[component]
pub fn ShareButtons(
    #[prop(into)] state: Signal<PlaygroundState>,
    embedded: bool,
    /// The results shown are from an earlier script than the link holds.
    #[prop(into)]
    stale: Signal<bool>,
) -> impl IntoView {
    let (copied, set_copied) = signal(None::<(&'static str, String)>);
    let button = "rounded border border-slate-300 px-3 py-1 text-sm hover:bg-slate-100 dark:border-slate-700 dark:hover:bg-slate-800";
    view! {
        {if embedded {
            view! {
                <a
                    class="text-sm text-amber-700 underline dark:text-amber-400"
                    href=move || format!("/{}", query_string(&state.get()))
                    target="_blank"
                    rel="noopener"
                >
                    "Open in bufscope"
                </a>
            }
                .into_any()
        } else {
            view! {
                <button class=button on:click=move |_| {
                    let link = share_link(&state.get_untracked());
                    copy(&link);
                    set_copied.set(Some(("Link", link)));
                }>"Share"</button>
                <button class=button on:click=move |_| {
                    let snippet = embed_snippet(&state.get_untracked());
                    copy(&snippet);
                    set_copied.set(Some(("Embed code", snippet)));
                }>"Embed"</button>
            }
                .into_any()
        }}
        {move || copied.get().map(|(what, text)| view! {
            <label class="flex w-full items-center gap-2 text-sm" role="status">
                {format!("{what} copied:")}
                {move || stale.get().then(|| view! {
                    <span class="text-amber-800 dark:text-amber-300" data-testid="share-stale">
                        "(it holds the edited script: its results will differ from the ones shown until you Run)"
                    </span>
                })}
                <input
                    class="w-full rounded border border-slate-300 bg-transparent px-1 font-mono text-xs dark:border-slate-700"
                    readonly
                    aria-label=what
                    prop:value=text
                />
            </label>
        })}
    }
}
