//! Links that survive: short states keep the readable query (`?v=1&script=…`); longer ones are
//! the same query compressed, `?v=2&z=…` (raw deflate, then base64url), so a 6 KB script's link
//! stays under 4 KB where servers (nginx: 8 KB) and chat apps still take it.
//!
//! Format versions, every one read forever (`link_corpus.txt` holds links of each, decoded by
//! the tests below):
//! - `v=1` (or no `v`): the readable parameters of `url_state.rs`.
//! - `v=2`: `z` holds a `v=1` query (`a=1&b=2`, form-encoded) compressed with raw deflate
//!   (RFC 1951) and written in base64url without padding (RFC 4648 §5). Parameters beside `z`
//!   (an embed's `theme=`) stay readable and apply too.
//!
//! The deflate is the browser's own (`CompressionStream("deflate-raw")`): a Rust one (miniz_oxide)
//! measured 15 KB gzipped on the page's first load, most of what is left of its budget. So
//! encoding and decoding are asynchronous; `share.rs` decodes a link before the app mounts.

use wasm_bindgen::prelude::*;
use wasm_bindgen_futures::JsFuture;

/// A readable query longer than this is compressed. In bytes, `?` included.
pub const READABLE_MAX: usize = 1500;

/// A link longer than this may be refused by servers and apps (nginx's default is 8 KiB for the
/// whole request line): Share warns and offers the script as a file. In bytes.
pub const LINK_WARN: usize = 8000;

/// A compressed query larger than this when inflated is refused: no link holds that much, and a
/// crafted one must not exhaust the page's memory. In bytes.
const INFLATED_MAX: usize = 4 << 20;

#[wasm_bindgen]
extern "C" {
    /// The Compression Streams API (web-sys has it only behind an unstable flag).
    type CompressionStream;
    #[wasm_bindgen(constructor, catch)]
    fn new(format: &str) -> Result<CompressionStream, JsValue>;

    type DecompressionStream;
    #[wasm_bindgen(constructor, catch)]
    fn new(format: &str) -> Result<DecompressionStream, JsValue>;
}

const ALPHABET: &[u8; 64] = b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";

/// Bytes as base64url without padding.
pub fn base64url(bytes: &[u8]) -> String {
    let mut out = String::with_capacity(bytes.len().div_ceil(3) * 4);
    for chunk in bytes.chunks(3) {
        let n = chunk
            .iter()
            .enumerate()
            .fold(0u32, |n, (i, &b)| n | (u32::from(b) << (16 - 8 * i)));
        for i in 0..=chunk.len() {
            out.push(char::from(ALPHABET[(n >> (18 - 6 * i)) as usize & 63]));
        }
    }
    out
}

/// Base64url (padding allowed, not required) back to bytes.
pub fn from_base64url(text: &str) -> Result<Vec<u8>, String> {
    let text = text.trim_end_matches('=');
    let mut out = Vec::with_capacity(text.len() * 3 / 4);
    let (mut bits, mut count) = (0u32, 0u32);
    for (at, c) in text.bytes().enumerate() {
        let Some(value) = ALPHABET.iter().position(|&a| a == c) else {
            return Err(format!(
                "character {} ({:?}) is not base64url",
                at + 1,
                char::from(c)
            ));
        };
        bits = (bits << 6) | value as u32;
        count += 6;
        if count >= 8 {
            count -= 8;
            out.push((bits >> count) as u8);
        }
    }
    if count >= 6 {
        return Err("its length is not that of base64url".into());
    }
    Ok(out)
}

/// `bytes` through a compression or decompression stream, read up to `limit` bytes.
async fn transform(bytes: &[u8], through: JsValue, limit: usize) -> Result<Vec<u8>, String> {
    let parts = js_sys::Array::of1(&js_sys::Uint8Array::from(bytes));
    let blob = web_sys::Blob::new_with_u8_array_sequence(&parts)
        .map_err(|_| "the browser could not hold it".to_string())?;
    let stream = blob.stream().pipe_through(through.unchecked_ref());
    let reader: web_sys::ReadableStreamDefaultReader = stream.get_reader().unchecked_into();
    let mut out = Vec::new();
    loop {
        let chunk = JsFuture::from(reader.read())
            .await
            .map_err(|_| "it is not compressed data".to_string())?;
        if js_sys::Reflect::get(&chunk, &"done".into()).is_ok_and(|d| d.is_truthy()) {
            return Ok(out);
        }
        let value = js_sys::Reflect::get(&chunk, &"value".into()).unwrap_or(JsValue::NULL);
        out.extend(js_sys::Uint8Array::new(&value).to_vec());
        if out.len() > limit {
            let _ = reader.cancel();
            return Err(format!("it holds more than {} MiB", limit >> 20));
        }
    }
}

/// The compressed form of a readable query (`a=1&b=2`, no `?`): the value of `z`.
pub async fn compress(readable: &str) -> Result<String, String> {
    let through = CompressionStream::new("deflate-raw")
        .map_err(|_| "this browser cannot compress".to_string())?;
    let deflated = transform(readable.as_bytes(), through.into(), usize::MAX).await?;
    Ok(base64url(&deflated))
}

/// The readable query a `z` value holds.
pub async fn decompress(z: &str) -> Result<String, String> {
    let bytes = from_base64url(z)?;
    let through = DecompressionStream::new("deflate-raw")
        .map_err(|_| "this browser cannot decompress".to_string())?;
    let inflated = transform(&bytes, through.into(), INFLATED_MAX).await?;
    String::from_utf8(inflated).map_err(|_| "it does not hold text".to_string())
}

/// A query's pairs with `z` expanded: the pairs it holds, then the others beside it (but `v`).
/// A `z` that cannot be read stays, with the reason, for the state's reader to name.
pub async fn expand(
    pairs: Vec<(String, String)>,
    parse: impl Fn(&str) -> Vec<(String, String)>,
) -> (Vec<(String, String)>, Option<String>) {
    let Some((_, z)) = pairs.iter().find(|(k, _)| k == "z") else {
        return (pairs, None);
    };
    match decompress(z).await {
        Ok(inflated) => {
            let mut expanded = parse(&inflated);
            expanded.extend(pairs.into_iter().filter(|(k, _)| k != "z" && k != "v"));
            (expanded, None)
        }
        Err(why) => (pairs, Some(why)),
    }
}

#[cfg(all(test, target_arch = "wasm32"))]
mod tests {
    use super::*;
    use crate::playground::share::query_pairs;
    use wasm_bindgen_test::{wasm_bindgen_test as test, wasm_bindgen_test_configure};

    wasm_bindgen_test_configure!(run_in_browser);

    #[test]
    fn base64url_matches_rfc_4648_test_vectors() {
        // RFC 4648 §10, in the URL alphabet and without padding.
        let vectors = [
            ("", ""),
            ("f", "Zg"),
            ("fo", "Zm8"),
            ("foo", "Zm9v"),
            ("foob", "Zm9vYg"),
            ("fooba", "Zm9vYmE"),
            ("foobar", "Zm9vYmFy"),
        ];
        for (plain, encoded) in vectors {
            assert_eq!(base64url(plain.as_bytes()), encoded);
            assert_eq!(from_base64url(encoded).as_deref(), Ok(plain.as_bytes()));
        }
        assert_eq!(base64url(&[0xfb, 0xff]), "-_8");
        assert_eq!(from_base64url("Zm9vYg=="), Ok(b"foob".to_vec()));
    }

    #[test]
    async fn a_query_survives_compression() {
        let readable = "v=1&script=fn+main%28%29+%7B%7D%0A&stdout=pipe".repeat(40);
        let z = compress(&readable).await.expect("compressed");
        assert!(
            z.len() < readable.len() / 4,
            "{} bytes from {}",
            z.len(),
            readable.len()
        );
        assert_eq!(decompress(&z).await, Ok(readable));
    }

    #[test]
    async fn bad_z_values_say_what_is_wrong() {
        assert_eq!(
            decompress("ab+c").await,
            Err("character 3 ('+') is not base64url".into())
        );
        assert_eq!(
            decompress("Z").await,
            Err("its length is not that of base64url".into())
        );
        assert_eq!(
            decompress("Zm9vYmFy").await,
            Err("it is not compressed data".into())
        );
        // A bomb: 64 MiB of zeros compress to a few kilobytes, and are refused.
        let zeros = "0".repeat(64 << 20);
        let bomb = compress(&zeros).await.expect("compressed");
        assert!(bomb.len() < 100_000, "{}", bomb.len());
        assert_eq!(
            decompress(&bomb).await,
            Err("it holds more than 4 MiB".into())
        );
    }

    /// Every link this version (or any earlier one) wrote decodes to the state it was made from:
    /// `link_corpus.txt` pairs each link with the readable query it holds.
    #[test]
    async fn the_committed_link_corpus_decodes() {
        let corpus = include_str!("link_corpus.txt");
        let mut checked = 0;
        let mut lines = corpus
            .lines()
            .filter(|l| !l.starts_with('#') && !l.is_empty());
        while let (Some(link), Some(readable)) = (lines.next(), lines.next()) {
            let link = link.strip_prefix("link ").expect("a link line");
            let readable = readable.strip_prefix("holds ").expect("a holds line");
            let (expanded, problem) = expand(query_pairs(link), query_pairs).await;
            assert_eq!((expanded, problem), (query_pairs(readable), None), "{link}");
            checked += 1;
        }
        assert!(checked >= 4, "{checked} links in the corpus");
    }
}
