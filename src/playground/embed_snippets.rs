//! What the Embed button offers a blog author: the same embed as an `<iframe>` with a small
//! script that keeps it exactly as tall as its content, as a plain fixed-height `<iframe>`, as a
//! Hugo shortcode, and as a link for Markdown hosts that allow no iframes.
//!
//! The embed posts `{type: "bufscope:height", height}` to its parent on load and on every change
//! of its content's height (`pages/embed.rs`); the script below sets the height of the iframe the
//! message came from. The README documents the message.

/// The iframe's height before (or without) the script. In CSS pixels.
pub const FIXED_HEIGHT: u32 = 640;

const TITLE: &str = "bufscope: where bytes wait";

/// Listens for the embed's height messages from `origin` and sizes the iframe each came from.
/// Installed once however many embeds a page holds; about 400 bytes.
pub fn resize_script(origin: &str) -> String {
    format!(
        "<script>/* bufscope: each iframe[data-bufscope] as tall as its content */\
         window.bufscopeResize||(window.bufscopeResize=1,addEventListener(\"message\",function(e){{\
         var d=e.data;if(e.origin!==\"{origin}\"||!d||d.type!==\"bufscope:height\")return;\
         document.querySelectorAll(\"iframe[data-bufscope]\").forEach(function(f){{\
         if(f.contentWindow===e.source)f.style.height=d.height+\"px\"}})}}));</script>"
    )
}

/// `query` (with its `?`) escaped for an HTML attribute.
fn attribute(query: &str) -> String {
    query.replace('&', "&amp;").replace('"', "&quot;")
}

/// The iframe the resize script sizes, followed by the script.
pub fn resizing_iframe(origin: &str, query: &str) -> String {
    format!(
        "<iframe data-bufscope src=\"{origin}/embed{}\" title=\"{TITLE}\" width=\"100%\" height=\"{FIXED_HEIGHT}\" style=\"border:0;display:block\" loading=\"lazy\"></iframe>\n{}",
        attribute(query),
        resize_script(origin)
    )
}

/// A plain iframe of fixed height, for hosts that strip scripts.
pub fn fixed_iframe(origin: &str, query: &str) -> String {
    format!(
        "<iframe src=\"{origin}/embed{}\" title=\"{TITLE}\" width=\"100%\" height=\"{FIXED_HEIGHT}\" style=\"border:0\" loading=\"lazy\"></iframe>",
        attribute(query)
    )
}

/// The shortcode's file, `layouts/shortcodes/bufscope.html`: the resizing iframe with its `src`
/// (and optionally `height`) from the shortcode's parameters.
pub fn hugo_shortcode_file(origin: &str) -> String {
    format!(
        "<iframe data-bufscope src=\"{{{{ .Get \"src\" }}}}\" title=\"{TITLE}\" width=\"100%\" height=\"{{{{ .Get \"height\" | default \"{FIXED_HEIGHT}\" }}}}\" style=\"border:0;display:block\" loading=\"lazy\"></iframe>\n{}",
        resize_script(origin)
    )
}

/// A post's use of the shortcode for this state.
pub fn hugo_shortcode_use(origin: &str, query: &str) -> String {
    format!("{{{{< bufscope src=\"{origin}/embed{query}\" >}}}}")
}

/// A Markdown link to the full playground (the query is URL-encoded: no spaces or parentheses
/// end the link early).
pub fn markdown_link(origin: &str, query: &str) -> String {
    format!("[Run this in bufscope: see where the bytes wait]({origin}/{query})")
}

#[cfg(all(test, target_arch = "wasm32"))]
mod tests {
    use super::*;
    use wasm_bindgen_test::{wasm_bindgen_test as test, wasm_bindgen_test_configure};

    wasm_bindgen_test_configure!(run_in_browser);

    const ORIGIN: &str = "https://bufscope.example";
    const QUERY: &str = "?v=1&example=poem&stdout=pipe";

    #[test]
    fn the_iframes_escape_the_query_for_an_attribute() {
        assert_eq!(
            fixed_iframe(ORIGIN, QUERY),
            "<iframe src=\"https://bufscope.example/embed?v=1&amp;example=poem&amp;stdout=pipe\" title=\"bufscope: where bytes wait\" width=\"100%\" height=\"640\" style=\"border:0\" loading=\"lazy\"></iframe>"
        );
        let resizing = resizing_iframe(ORIGIN, QUERY);
        assert!(resizing.starts_with("<iframe data-bufscope src=\"https://bufscope.example/embed?v=1&amp;example=poem&amp;stdout=pipe\""));
        assert!(resizing.ends_with(&resize_script(ORIGIN)));
    }

    #[test]
    fn the_resize_script_is_small_and_checks_the_origin() {
        let script = resize_script(ORIGIN);
        assert!(script.len() < 1024, "{} bytes", script.len());
        assert!(script.contains("e.origin!==\"https://bufscope.example\""));
    }

    #[test]
    fn the_hugo_and_markdown_forms() {
        assert_eq!(
            hugo_shortcode_use(ORIGIN, QUERY),
            "{{< bufscope src=\"https://bufscope.example/embed?v=1&example=poem&stdout=pipe\" >}}"
        );
        assert!(hugo_shortcode_file(ORIGIN).starts_with(
            "<iframe data-bufscope src=\"{{ .Get \"src\" }}\" title=\"bufscope: where bytes wait\" width=\"100%\" height=\"{{ .Get \"height\" | default \"640\" }}\""
        ));
        assert_eq!(
            markdown_link(ORIGIN, QUERY),
            "[Run this in bufscope: see where the bytes wait](https://bufscope.example/?v=1&example=poem&stdout=pipe)"
        );
    }
}
