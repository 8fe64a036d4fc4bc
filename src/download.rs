//! Handing text to the reader: as a file download (a Blob, no server) or on the clipboard. Used
//! by the playground (Share, Embed) and the course (assignments, results).

use std::time::Duration;

use wasm_bindgen::JsCast;

/// Offers `text` as a file named `file_name`.
pub fn download(file_name: &str, mime: &str, text: &str) -> Result<(), String> {
    let failed = |what: &str| format!("the download could not start ({what})");
    let window = web_sys::window().ok_or_else(|| failed("no window"))?;
    let document = window.document().ok_or_else(|| failed("no document"))?;
    let parts = js_sys::Array::of1(&text.into());
    let options = web_sys::BlobPropertyBag::new();
    options.set_type(mime);
    let blob = web_sys::Blob::new_with_str_sequence_and_options(&parts, &options)
        .map_err(|_| failed("the file could not be made"))?;
    let url =
        web_sys::Url::create_object_url_with_blob(&blob).map_err(|_| failed("no object URL"))?;
    let anchor: web_sys::HtmlAnchorElement = document
        .create_element("a")
        .map_err(|_| failed("no link element"))?
        .unchecked_into();
    anchor.set_href(&url);
    anchor.set_download(file_name);
    anchor.click();
    // The browser has taken the file once the click is handled; free it a little later.
    leptos::prelude::set_timeout(
        move || {
            let _ = web_sys::Url::revoke_object_url(&url);
        },
        Duration::from_secs(10),
    );
    Ok(())
}

/// Puts `text` on the clipboard; the page also shows it, since a clipboard may refuse.
pub fn copy(text: &str) {
    if let Some(window) = web_sys::window() {
        // The promise is left to settle: a refusal leaves the text on the page to copy by hand.
        let _ = window.navigator().clipboard().write_text(text);
    }
}

/// A file name from a title: `Week 3: buffers` → `week-3-buffers`. ASCII letters and digits
/// only: any file system takes them (and Unicode tables would cost the page's wasm).
pub fn file_stem(title: &str) -> String {
    let mut stem = String::new();
    for c in title.chars().map(|c| c.to_ascii_lowercase()) {
        if c.is_ascii_alphanumeric() {
            stem.push(c);
        } else if !stem.ends_with('-') && !stem.is_empty() {
            stem.push('-');
        }
    }
    let stem = stem.trim_end_matches('-');
    if stem.is_empty() {
        "assignment".to_string()
    } else {
        stem.chars().take(60).collect()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    #[cfg(target_arch = "wasm32")]
    use wasm_bindgen_test::wasm_bindgen_test as test;

    #[test]
    fn file_stems_are_lowercase_words_joined_by_dashes() {
        assert_eq!(
            [
                file_stem("Week 3: buffers & syscalls!"),
                file_stem("  "),
                file_stem("Übung 1"),
            ],
            ["week-3-buffers-syscalls", "assignment", "bung-1"]
        );
    }
}
