//! Each page's `<title>`: what a tab, a bookmark and a screen reader announce first.

/// Sets the document's title to `page — bufscope`.
pub fn set_page_title(page: &str) {
    if let Some(document) = web_sys::window().and_then(|w| w.document()) {
        document.set_title(&format!("{page} — bufscope"));
    }
}
