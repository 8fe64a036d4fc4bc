//! The Embed button's panel: the forms of `embed_snippets.rs`, each in a field with its own Copy
//! button (clipboards can refuse; the field is there to copy by hand).
//!
//! Written as one HTML string with one click handler rather than as a view per field: the
//! page's first load has a size budget, and each view type costs wasm.

use leptos::prelude::*;
use wasm_bindgen::JsCast;

use super::embed_snippets::{
    fixed_iframe, hugo_shortcode_file, hugo_shortcode_use, markdown_link, resizing_iframe,
};
use crate::download::copy;

/// Text for HTML element content or a quoted attribute.
fn escape(text: &str) -> String {
    text.replace('&', "&amp;")
        .replace('<', "&lt;")
        .replace('>', "&gt;")
        .replace('"', "&quot;")
}

/// The forms for `origin` and `query`: label, when to pick it, text, rows.
fn forms(origin: &str, query: &str) -> [(&'static str, &'static str, String, u32); 5] {
    [
        (
            "iframe that fits its content",
            "The iframe and a small script that sets its height to the embed's, as it grows and shrinks.",
            resizing_iframe(origin, query),
            4,
        ),
        (
            "Fixed-height iframe",
            "For hosts that strip scripts: 640 pixels tall, scrolling inside.",
            fixed_iframe(origin, query),
            2,
        ),
        (
            "Hugo shortcode",
            "In a post:",
            hugo_shortcode_use(origin, query),
            1,
        ),
        (
            "Hugo shortcode file",
            "Once, as layouts/shortcodes/bufscope.html:",
            hugo_shortcode_file(origin),
            3,
        ),
        (
            "Markdown link",
            "For hosts that allow no iframes (a README, a forum):",
            markdown_link(origin, query),
            1,
        ),
    ]
}

fn panel_html(origin: &str, query: &str) -> String {
    let mut html = String::from(
        "<p class=\"text-sm\">The embed opens on the run (stepper, terminal and syscall log) with the code a tab away. Parameters to add: view=log, code or compare; theme=light or dark (default: the reader's system); readonly=1; steps=N to start at operation N; autorun=0 to wait for Run.</p>",
    );
    for (i, (label, why, text, rows)) in forms(origin, query).into_iter().enumerate() {
        html.push_str(&format!(
            "<div class=\"space-y-1\"><div class=\"flex items-center gap-2\"><span class=\"text-sm font-semibold\">{label}</span>\
             <button class=\"rounded border border-slate-300 px-2 text-xs hover:bg-slate-100 dark:border-slate-700 dark:hover:bg-slate-800\" data-copy=\"embed-form-{i}\" aria-label=\"Copy: {label}\">Copy</button></div>\
             <p class=\"text-xs text-slate-600 dark:text-slate-300\">{why}</p>\
             <textarea id=\"embed-form-{i}\" class=\"w-full rounded border border-slate-300 bg-transparent p-1 font-mono text-xs dark:border-slate-700\" readonly rows=\"{rows}\" aria-label=\"{label}\">{}</textarea></div>",
            escape(&text)
        ));
    }
    html
}

#[component]
pub fn EmbedPanel(
    /// Where this playground is served from: the embed's `src`.
    origin: String,
    /// The state's query string as links carry it, with its `?`.
    #[prop(into)]
    query: Signal<String>,
) -> impl IntoView {
    let html = move || panel_html(&origin, &query.get());
    // A Copy button copies its field and says so.
    let on_click = move |ev: leptos::ev::MouseEvent| {
        let Some(button) = ev
            .target()
            .and_then(|t| t.dyn_into::<web_sys::HtmlElement>().ok())
        else {
            return;
        };
        let Some(field) = button.get_attribute("data-copy").and_then(|id| {
            web_sys::window()
                .and_then(|w| w.document())
                .and_then(|d| d.get_element_by_id(&id))
        }) else {
            return;
        };
        if let Some(text) = field.text_content() {
            copy(&text);
            button.set_inner_text("Copied");
        }
    };
    view! {
        <section
            class="w-full space-y-3 rounded-lg border border-slate-300 p-3 dark:border-slate-700"
            aria-label="Embed this playground"
            data-testid="embed-panel"
            inner_html=html
            on:click=on_click
        ></section>
    }
}
