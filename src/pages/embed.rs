//! `/embed`: one playground with minimal chrome, for an `<iframe>` in a blog post or a course.
//! It reads its own parameters (`playground/embed_options.rs`), takes the theme it is asked for,
//! and tells the page around it how tall its content is, so the frame can fit it exactly
//! (`playground/embed_snippets.rs` is the script on the other side).

use leptos::prelude::*;
use wasm_bindgen::JsCast;
use wasm_bindgen::prelude::Closure;

use crate::playground::embed_options::{EmbedOptions, Theme};
use crate::playground::playground_view::Playground;
use crate::playground::share::browser_query;

/// Posts `{type: "bufscope:height", height}` to the parent window: where the bottom of `frame`
/// (the content with its padding) lies in the document, in CSS pixels, rounded up. The
/// document's own `scrollHeight` would never shrink below the frame's current height, so a
/// shorter view would leave empty space.
fn post_height(frame: &web_sys::Element) {
    let Some(window) = web_sys::window() else {
        return;
    };
    let scrolled = window.scroll_y().unwrap_or(0.0);
    let height = (frame.get_bounding_client_rect().bottom() + scrolled).ceil();
    let message = js_sys::Object::new();
    let _ = js_sys::Reflect::set(&message, &"type".into(), &"bufscope:height".into());
    let _ = js_sys::Reflect::set(&message, &"height".into(), &height.into());
    if let Ok(Some(parent)) = window.parent() {
        // Any page may embed us: the height is no secret.
        let _ = parent.post_message(&message, "*");
    }
}

/// Forces the theme the embed was asked for: a class on `<html>` (read by the `dark` variant in
/// `style/main.css`) and the `color-scheme` of form controls and scroll bars.
fn apply_theme(theme: Theme) {
    let Some(root) = web_sys::window()
        .and_then(|w| w.document())
        .and_then(|d| d.document_element())
    else {
        return;
    };
    if let Some(class) = theme.root_class() {
        let _ = root.class_list().add_1(class);
        if let Some(root) = root.dyn_ref::<web_sys::HtmlElement>() {
            let _ = root.style().set_property("color-scheme", class);
        }
    }
}

#[component]
pub fn EmbedPage() -> impl IntoView {
    crate::components::page_title::set_page_title("Embedded playground");
    let (options, problems) = EmbedOptions::from_query(&browser_query());
    apply_theme(options.theme);
    let content = NodeRef::<leptos::html::Div>::new();
    Effect::new(move |_| {
        let Some(element) = content.get() else {
            return;
        };
        let content: web_sys::Element = element.into();
        // The shell's padding around the content counts too.
        let element = content.parent_element().unwrap_or(content);
        post_height(&element);
        // Every change of the content's size (a run finishing, a view switched, a row opening)
        // is posted again.
        let observed = element.clone();
        let observer_callback = Closure::<dyn FnMut()>::new(move || post_height(&observed));
        if let Ok(observer) =
            web_sys::ResizeObserver::new(observer_callback.as_ref().unchecked_ref())
        {
            observer.observe(&element);
            on_cleanup(move || observer.disconnect());
        }
        observer_callback.forget();
    });
    view! {
        <div node_ref=content class="space-y-3">
            <h1 class="sr-only">"bufscope playground"</h1>
            <Playground embed=options more_problems=problems />
        </div>
    }
}
