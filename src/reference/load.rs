//! Getting a reference document's text: the committed one from the site, or a file the reader
//! chose.

use wasm_bindgen::JsCast;
use wasm_bindgen_futures::JsFuture;

use super::document::{MAX_BYTES, Reference};
use super::error::ReferenceError;
use super::parse::{js_message, parse_reference};

/// Fetches and parses the reference at `url` (same origin).
pub async fn fetch_reference(url: &str) -> Result<Reference, ReferenceError> {
    let failed = |reason: String| ReferenceError::Fetch(format!("{url}: {reason}"));
    let window = web_sys::window().ok_or_else(|| failed("no window".into()))?;
    let response = JsFuture::from(window.fetch_with_str(url))
        .await
        .map_err(|error| failed(js_message(&error)))?;
    let response: web_sys::Response = response
        .dyn_into()
        .map_err(|_| failed("fetch did not answer with a response".into()))?;
    if !response.ok() {
        return Err(failed(format!("HTTP {}", response.status())));
    }
    let text = response
        .text()
        .map_err(|error| failed(js_message(&error)))?;
    let text = JsFuture::from(text)
        .await
        .map_err(|error| failed(js_message(&error)))?
        .as_string()
        .ok_or_else(|| failed("the body is not text".into()))?;
    parse_reference(&text)
}

/// Reads and parses a file the reader chose. Files over the size limit are refused before
/// they are read.
pub async fn read_reference_file(file: &web_sys::File) -> Result<Reference, ReferenceError> {
    if file.size() > MAX_BYTES as f64 {
        return Err(ReferenceError::TooLarge {
            bytes: file.size() as u64,
        });
    }
    let text = JsFuture::from(file.text())
        .await
        .map_err(|error| ReferenceError::Read(js_message(&error)))?
        .as_string()
        .ok_or_else(|| ReferenceError::Read("the file is not text".into()))?;
    parse_reference(&text)
}
