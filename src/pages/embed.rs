//! `/embed`: one playground with minimal chrome, for an `<iframe>` in a blog post or a course.
//! It tells the page around it how tall it is, so the frame can fit its content.

use leptos::prelude::*;
use wasm_bindgen::JsCast;
use wasm_bindgen::prelude::Closure;

use crate::pages::playground::Playground;

/// Posts `{type: "bufscope:height", height}` to the parent window.
fn post_height() {
    let Some(window) = web_sys::window() else {
        return;
    };
    let Some(body) = window.document().and_then(|d| d.document_element()) else {
        return;
    };
    let message = js_sys::Object::new();
    let _ = js_sys::Reflect::set(&message, &"type".into(), &"bufscope:height".into());
    let _ = js_sys::Reflect::set(
        &message,
        &"height".into(),
        &f64::from(body.scroll_height()).into(),
    );
    if let Ok(Some(parent)) = window.parent() {
        // Any page may embed us: the height is no secret.
        let _ = parent.post_message(&message, "*");
    }
}

#[component]
pub fn EmbedPage() -> impl IntoView {
    crate::components::page_title::set_page_title("Embedded playground");
    Effect::new(move |_| {
        post_height();
        // Every change of size (a run finishing, a row opening) is posted again.
        let observer_callback = Closure::<dyn FnMut()>::new(post_height);
        if let Ok(observer) =
            web_sys::ResizeObserver::new(observer_callback.as_ref().unchecked_ref())
            && let Some(root) = web_sys::window()
                .and_then(|w| w.document())
                .and_then(|d| d.body())
        {
            observer.observe(&root);
            on_cleanup(move || observer.disconnect());
        }
        observer_callback.forget();
    });
    view! {
        <h1 class="sr-only">"bufscope playground"</h1>
        <Playground embedded=true />
    }
}
