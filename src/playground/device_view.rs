//! The device a step wrote to: the terminal's screen, or what a file (a pipe) holds, with the
//! bytes this step added marked. A fixed height, so stepping never moves the page.

use std::sync::Arc;

use bufscope_sim::kernel::{DeviceKind, StreamTarget};
use leptos::html;
use leptos::prelude::*;

use crate::protocol::{RunView, StepView};

/// What the panel shows: its name, the text, and how much at the end of it is new.
#[derive(Debug, Clone, PartialEq)]
struct Shown {
    name: String,
    before: String,
    newest: String,
}

fn shown(run: &RunView, step: Option<&StepView>) -> Shown {
    let on_terminal = run.stdout_target == StreamTarget::Terminal;
    let terminal = |screen: String| Shown {
        name: "Terminal".into(),
        before: screen,
        newest: String::new(),
    };
    let screen = |step: &StepView| run.screens.get(step.screen).cloned().unwrap_or_default();
    let stdout = || format!("stdout → {}", run.stdout_target.name());
    match step {
        None if on_terminal => terminal(run.terminal.clone()),
        None => Shown {
            name: stdout(),
            before: run.stdout.shown(),
            newest: String::new(),
        },
        Some(step) => match step
            .device
            .and_then(|at| Some((at, run.devices.get(at.device)?)))
        {
            Some((_, device)) if device.kind == DeviceKind::Terminal => terminal(screen(step)),
            Some((at, device)) => {
                let head = &device.received.head;
                let end = (at.len as usize).min(head.len());
                let start = (at.len.saturating_sub(at.newest) as usize).min(end);
                Shown {
                    name: format!("{} ({}, fd {})", device.path, device.kind.name(), device.fd),
                    before: head.get(..start).unwrap_or_default().to_string(),
                    newest: head.get(start..end).unwrap_or_default().to_string(),
                }
            }
            None if on_terminal => terminal(screen(step)),
            None => Shown {
                name: stdout(),
                before: run.stdout.upto(step.stdout_len),
                newest: String::new(),
            },
        },
    }
}

/// Lines in one block of the panel's text that the browser may skip laying out.
const LINES_PER_BLOCK: usize = 100;

/// Such a block: laid out only near the view, [`LINES_PER_BLOCK`] lines of `text-xs` (1rem
/// each) high until then.
const BLOCK_STYLE: &str = "content-visibility:auto;contain-intrinsic-block-size:auto 100rem";

/// `text` as blocks of [`LINES_PER_BLOCK`] whole lines, and what follows them: fewer lines,
/// the last of which may be unfinished (a step's newest bytes continue it).
///
/// A long run's output (64 KB, 14,000 lines) laid out as one text took Chromium ~100 ms at
/// every step and at the end of the run; blocks out of view skip it.
fn line_blocks(text: &str) -> (Vec<&str>, &str) {
    let mut blocks = Vec::new();
    let (mut start, mut lines) = (0, 0);
    for (at, _) in text.bytes().enumerate().filter(|&(_, b)| b == b'\n') {
        lines += 1;
        if lines == LINES_PER_BLOCK {
            blocks.push(&text[start..=at]);
            (start, lines) = (at + 1, 0);
        }
    }
    (blocks, &text[start..])
}

/// Puts `shown`'s text in `pre`: its blocks of whole lines, the lines after them, and the
/// newest bytes marked.
fn fill(pre: &web_sys::HtmlElement, shown: &Shown) {
    pre.set_text_content(None);
    let (blocks, rest) = line_blocks(&shown.before);
    let newest = Some(shown.newest.as_str()).filter(|newest| !newest.is_empty());
    let parts = blocks
        .into_iter()
        .map(|block| ("span", Some(BLOCK_STYLE), block))
        .chain([("span", None, rest)])
        .chain(newest.map(|newest| ("mark", None, newest)));
    for (tag, style, text) in parts {
        let Ok(element) = document().create_element(tag) else {
            return;
        };
        match style {
            // Each block its own line box: the lines after the last run on, into the newest.
            Some(style) => {
                element.set_class_name("block");
                let _ = element.set_attribute("style", style);
            }
            None if tag == "mark" => {
                element.set_class_name("bg-amber-300 text-slate-950");
                let _ = element.set_attribute("data-testid", "newest");
            }
            None => {}
        }
        element.set_text_content(Some(text));
        let _ = pre.append_child(&element);
    }
}

#[component]
pub fn DeviceView(
    run: Arc<RunView>,
    /// The index of the step shown in the run's steps; `None` is the end of the run.
    #[prop(into)]
    position: Signal<Option<usize>>,
) -> impl IntoView {
    let now = Memo::new(move |_| shown(&run, position.get().and_then(|i| run.steps.get(i))));
    let area = NodeRef::<html::Pre>::new();
    // The text is put in place by hand, not by the view: as a vector of views it cost the
    // page's wasm 1,393 bytes more, gzipped. A file grows at its end: keep the newest bytes
    // in view.
    Effect::new(move |_| {
        if let Some(pre) = area.get() {
            now.with(|shown| fill(&pre, shown));
            pre.set_scroll_top(pre.scroll_height());
        }
    });
    view! {
        <section role="region" aria-label=move || now.with(|s| s.name.clone())>
            <h2 class="mb-1 text-sm font-semibold">{move || now.with(|s| s.name.clone())}</h2>
            <pre
                node_ref=area
                data-testid="device"
                tabindex="0"
                class="h-40 overflow-auto rounded-lg bg-slate-900 p-3 font-mono text-xs text-slate-100"
            ></pre>
        </section>
    }
}

#[cfg(all(test, target_arch = "wasm32"))]
mod tests {
    use super::*;
    use wasm_bindgen_test::{wasm_bindgen_test as test, wasm_bindgen_test_configure};

    wasm_bindgen_test_configure!(run_in_browser);

    #[test]
    fn long_text_is_cut_into_blocks_of_whole_lines() {
        let text: String = (0..250).map(|i| format!("{i}\n")).collect::<String>() + "25";
        let (blocks, rest) = line_blocks(&text);
        let first: String = (0..100).map(|i| format!("{i}\n")).collect();
        let second: String = (100..200).map(|i| format!("{i}\n")).collect();
        let third: String = (200..250).map(|i| format!("{i}\n")).collect::<String>() + "25";
        assert_eq!(blocks, [first.as_str(), second.as_str()]);
        assert_eq!(rest, third);
    }

    #[test]
    fn short_text_and_exact_blocks() {
        assert_eq!(line_blocks("one\ntwo"), (Vec::new(), "one\ntwo"));
        assert_eq!(line_blocks(""), (Vec::new(), ""));
        let hundred = "x\n".repeat(100);
        assert_eq!(line_blocks(&hundred), (vec![hundred.as_str()], ""));
    }

    #[test]
    fn a_block_is_as_high_as_its_lines() {
        assert!(BLOCK_STYLE.ends_with(&format!(" {LINES_PER_BLOCK}rem")));
    }
}
