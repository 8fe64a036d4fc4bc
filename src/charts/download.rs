//! Saving what the page made (a chart's PNG, its CSV) as a file the browser downloads.

use std::time::Duration;

use wasm_bindgen::{JsCast, JsValue};

/// How long an object URL stays valid after its download starts: the browser reads the blob
/// after the click returns, so it cannot be revoked at once.
const OBJECT_URL_LIFETIME: Duration = Duration::from_secs(30);

/// Downloads `url` (a `data:` or `blob:` URL) as `file_name`, by clicking an `<a download>`.
pub fn save_url(url: &str, file_name: &str) -> Result<(), JsValue> {
    let document = web_sys::window()
        .and_then(|window| window.document())
        .ok_or_else(|| JsValue::from_str("no document"))?;
    let anchor: web_sys::HtmlAnchorElement = document
        .create_element("a")?
        .dyn_into()
        .map_err(|_| JsValue::from_str("<a> is not an anchor"))?;
    anchor.set_href(url);
    anchor.set_download(file_name);
    // Attached for the click: some browsers ignore clicks on detached anchors.
    let body = document
        .body()
        .ok_or_else(|| JsValue::from_str("no body"))?;
    body.append_child(&anchor)?;
    anchor.click();
    anchor.remove();
    Ok(())
}

/// Downloads `text` as `file_name` with the MIME type `mime`, through a Blob and an object URL
/// that is revoked afterwards.
pub fn save_text(text: &str, mime: &str, file_name: &str) -> Result<(), JsValue> {
    let parts = js_sys::Array::of1(&JsValue::from_str(text));
    let options = web_sys::BlobPropertyBag::new();
    options.set_type(mime);
    let blob = web_sys::Blob::new_with_str_sequence_and_options(&parts, &options)?;
    let url = web_sys::Url::create_object_url_with_blob(&blob)?;
    let saved = save_url(&url, file_name);
    leptos::prelude::set_timeout(
        move || {
            // Nothing to do if it fails: the URL dies with the page anyway.
            let _ = web_sys::Url::revoke_object_url(&url);
        },
        OBJECT_URL_LIFETIME,
    );
    saved
}

/// A file name from a title: lower case ASCII letters and digits joined by `-`.
pub fn file_stem(title: &str) -> String {
    // ASCII only: `str::to_lowercase` would bring Unicode's case tables into the wasm.
    let stem = title
        .to_ascii_lowercase()
        .split(|c: char| !c.is_ascii_alphanumeric())
        .filter(|word| !word.is_empty())
        .collect::<Vec<_>>()
        .join("-");
    if stem.is_empty() {
        "chart".to_string()
    } else {
        stem
    }
}

#[cfg(all(test, target_arch = "wasm32"))]
mod tests {
    use super::*;
    use wasm_bindgen_test::{wasm_bindgen_test as test, wasm_bindgen_test_configure};

    wasm_bindgen_test_configure!(run_in_browser);

    #[test]
    fn file_stems_keep_words_and_drop_punctuation() {
        assert_eq!(
            [
                file_stem("Strategies: println! × 1M, by sink"),
                file_stem("→ ×"),
                file_stem("Write syscalls")
            ],
            ["strategies-println-1m-by-sink", "chart", "write-syscalls"]
        );
    }
}
