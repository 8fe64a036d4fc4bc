//! A lesson's prose: HTML rendered from its Markdown at build time (`build.rs`).

use leptos::prelude::*;

/// Typography for rendered Markdown, as Tailwind variants on the container: the HTML comes
/// from pulldown-cmark and carries no classes of its own.
const PROSE: &str = "max-w-3xl leading-relaxed \
    [&_h1]:mb-4 [&_h1]:text-3xl [&_h1]:font-bold \
    [&_h2]:mt-8 [&_h2]:mb-3 [&_h2]:text-xl [&_h2]:font-semibold \
    [&_h3]:mt-6 [&_h3]:mb-2 [&_h3]:font-semibold \
    [&_p]:my-3 [&_ul]:my-3 [&_ul]:list-disc [&_ul]:pl-6 [&_ol]:my-3 [&_ol]:list-decimal [&_ol]:pl-6 [&_li]:my-1 \
    [&_a]:text-amber-700 [&_a]:underline dark:[&_a]:text-amber-400 \
    [&_blockquote]:border-l-4 [&_blockquote]:border-slate-300 [&_blockquote]:pl-4 [&_blockquote]:italic dark:[&_blockquote]:border-slate-700 \
    [&_code]:rounded [&_code]:bg-slate-100 [&_code]:px-1 [&_code]:font-mono [&_code]:text-[0.9em] dark:[&_code]:bg-slate-800 \
    [&_pre]:my-4 [&_pre]:overflow-x-auto [&_pre]:rounded-lg [&_pre]:bg-slate-100 [&_pre]:p-3 [&_pre]:text-sm dark:[&_pre]:bg-slate-900 \
    [&_pre_code]:bg-transparent [&_pre_code]:p-0 \
    [&_table]:my-4 [&_table]:block [&_table]:overflow-x-auto [&_table]:text-sm \
    [&_th]:border-b [&_th]:border-slate-300 [&_th]:px-2 [&_th]:py-1 [&_th]:text-left dark:[&_th]:border-slate-700 \
    [&_td]:border-b [&_td]:border-slate-200 [&_td]:px-2 [&_td]:py-1 dark:[&_td]:border-slate-800";

/// One run of prose between a lesson's live blocks.
#[component]
pub fn LessonProse(
    /// HTML from the lesson's Markdown, rendered by `build.rs` with raw HTML escaped.
    html: String,
) -> AnyView {
    view! { <div class=PROSE inner_html=html></div> }.into_any()
}
