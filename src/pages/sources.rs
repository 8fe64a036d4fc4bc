//! The articles whose facts and figures bufscope builds on, credited.

use leptos::prelude::*;

/// One source article: who wrote it and what we take from it.
struct Source {
    title: &'static str,
    by: &'static str,
    what_we_use: &'static str,
}

const SOURCES: &[Source] = &[
    Source {
        title: "In-depth comparison of stdout and stderr: buffering, performance, and examples in Rust (Part 2)",
        by: "Lady Liberty, 2025",
        what_we_use: "stdout is line-buffered and stderr is not; giving both the same buffering makes them equally fast; from_raw_fd for an unbuffered stdout; buffer sizes for TUI frames; other languages' defaults.",
    },
    Source {
        title: "Unbuffered I/O Can Make Your Rust Programs Much Slower",
        by: "Era Software",
        what_we_use: "File reads and writes are unbuffered by default; serde_json::from_reader on a raw File reads one byte per syscall; finding such reads with strace.",
    },
    Source {
        title: "Rust's BufRead, And When To Use It",
        by: "Brandon Smith",
        what_we_use: "What Read and BufRead promise; when a BufReader helps (many small reads) and when it does not (large reads, data already in memory).",
    },
    Source {
        title: "What is faster, std::endl or '\\n'?",
        by: "Johnny's Software Lab",
        what_we_use: "Flushing after every line (C++ std::endl) costs a syscall per line; the measured difference on a million-line file.",
    },
    Source {
        title: "In-memory Write cursors in Rust",
        by: "codeandbitters",
        what_we_use: "Vec<u8>, Cursor and &mut [u8] as in-memory writers, and why a BufWriter in front of them only adds copying.",
    },
];

#[component]
pub fn SourcesPage() -> impl IntoView {
    crate::components::page_title::set_page_title("Sources");
    view! {
        <h1 class="text-2xl font-bold">"Sources"</h1>
        <p class="mt-4 text-slate-600 dark:text-slate-300">
            "bufscope's lessons test the claims of these articles against std's own types and against strace of real programs. The words and code here are ours; the findings are theirs."
        </p>
        <ul class="mt-6 space-y-4">
            {SOURCES
                .iter()
                .map(|source| {
                    view! {
                        <li class="rounded-lg border border-slate-200 p-4 dark:border-slate-700">
                            <p class="font-semibold">{source.title}</p>
                            <p class="text-sm text-slate-600 dark:text-slate-400">{source.by}</p>
                            <p class="mt-2 text-sm">{source.what_we_use}</p>
                        </li>
                    }
                })
                .collect_view()}
        </ul>
    }
}
