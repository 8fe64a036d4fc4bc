//! The syscall log: strace lines with their cause, filters, and what caused a row on click.
//!
//! Virtualized: only the rows in view are in the page, so ten thousand listed rows scroll as
//! smoothly as ten. The middle of a very long run is not listed but counted, in a row that says
//! so (the totals above are exact).

use std::sync::Arc;

use leptos::prelude::*;

use bufscope_sim::kernel::SyscallKind;
use bufscope_sim::trace::Cause;

use super::cause_badge::CauseBadge;
use super::log_filter::LogFilter;
use crate::protocol::RunView;

/// Every row's height, so the visible slice is a division. In pixels.
const ROW_PX: f64 = 22.0;
/// The log's viewport height. In pixels.
const VIEW_PX: f64 = 396.0;
/// Rows drawn above and below the viewport, so a fast scroll shows no blank.
const OVERSCAN: usize = 12;

/// The simulated clock, in seconds with microseconds, as `strace -r` prints times.
pub fn clock(ns: u64) -> String {
    format!("{}.{:06}", ns / 1_000_000_000, ns % 1_000_000_000 / 1_000)
}

fn distinct<T: Ord + Clone>(items: impl Iterator<Item = T>) -> Vec<T> {
    let mut items: Vec<T> = items.collect();
    items.sort();
    items.dedup();
    items
}

/// A `<select>` over `options` plus "all", setting one field of the filter.
#[component]
fn FilterSelect(
    label: &'static str,
    options: Vec<String>,
    set: impl Fn(Option<String>) + 'static,
) -> impl IntoView {
    view! {
        <label>
            {label} " "
            <select
                aria-label=label
                class="rounded border border-slate-300 bg-transparent px-1 dark:border-slate-700"
                on:change=move |ev| set(Some(event_target_value(&ev)).filter(|v| !v.is_empty()))
            >
                <option value="">"all"</option>
                {options.into_iter().map(|o| view! { <option value=o.clone()>{o.clone()}</option> }).collect_view()}
            </select>
        </label>
    }
}

/// One item of the virtual list: a row (its index in the run's rows, which are never copied),
/// or the note standing for the unlisted middle.
#[derive(Debug, Clone, Copy, PartialEq)]
enum Line {
    Row(usize),
    Gap(u64),
}

/// `1234567` as `1,234,567`.
pub fn thousands(n: u64) -> String {
    let digits = n.to_string();
    let mut out = String::new();
    for (i, c) in digits.chars().enumerate() {
        if i > 0 && (digits.len() - i).is_multiple_of(3) {
            out.push(',');
        }
        out.push(c);
    }
    out
}

/// What the count beside the filters says: how many rows match, of how many, and how the
/// listed rows stand to the whole run.
fn count_text(matching: usize, listed: usize, gap: Option<(usize, u64)>, filtered: bool) -> String {
    let all = listed as u64 + gap.map_or(0, |(_, n)| n);
    let of = match gap {
        Some((head, _)) => format!(
            "the first {} and last {} of {} syscalls",
            thousands(head as u64),
            thousands((listed - head) as u64),
            thousands(all)
        ),
        None => format!("{} syscalls", thousands(all)),
    };
    if filtered {
        format!("{} match, in {of}", thousands(matching as u64))
    } else {
        format!("listed: {of}")
    }
}

#[component]
pub fn SyscallLog(
    /// The run whose rows are listed (and whose `gap` is counted in their place).
    run: Arc<RunView>,
    /// Selecting a row highlights its script line here.
    selected_line: WriteSignal<Option<u32>>,
) -> impl IntoView {
    let (filter, set_filter) = signal(LogFilter::default());
    let (scroll, set_scroll) = signal(0.0f64);
    // The row picked, by its index in the run's rows.
    let (selected, set_selected) = signal(None::<usize>);
    // The row the keyboard is on (an index into the lines): the one row in the tab order.
    let (cursor, set_cursor) = signal(0usize);
    let rows = &run.rows;
    let gap = run.gap;
    let fds = distinct(rows.iter().filter(|r| r.fd >= 0).map(|r| r.fd.to_string()));
    let names = distinct(rows.iter().map(|r| r.syscall))
        .into_iter()
        .map(|k| k.name().to_string())
        .collect();
    let causes = distinct(rows.iter().map(|r| r.cause))
        .into_iter()
        .map(|c| c.label().to_string())
        .collect();
    let total = rows.len();
    let run = StoredValue::new(run);
    let lines = Memo::new(move |_| {
        let filter = filter.get();
        run.with_value(|run| {
            let rows = &run.rows;
            let mut lines = Vec::new();
            for (i, row) in rows.iter().enumerate() {
                if let Some((at, count)) = gap
                    && at == i
                {
                    lines.push(Line::Gap(count));
                }
                if filter.keeps(row) {
                    lines.push(Line::Row(i));
                }
            }
            lines
        })
    });
    let matching = move || lines.with(|l| l.iter().filter(|l| matches!(l, Line::Row(_))).count());
    let visible = move || {
        let first = ((scroll.get() / ROW_PX) as usize).saturating_sub(OVERSCAN);
        let count = (VIEW_PX / ROW_PX) as usize + 2 * OVERSCAN;
        lines.with(|lines| {
            lines
                .iter()
                .enumerate()
                .skip(first)
                .take(count)
                .map(|(i, line)| (i, *line))
                .collect::<Vec<_>>()
        })
    };
    let viewport = NodeRef::<leptos::html::Div>::new();
    let pick = move |index: usize| {
        selected_line.set(run.with_value(|run| run.rows[index].at.map(|(line, _)| line)));
        set_selected.set(Some(index));
    };
    // Arrow keys move the cursor (scrolling it into view, then focusing it once drawn); Enter
    // and Space open what caused the row.
    let on_key = move |ev: leptos::ev::KeyboardEvent| {
        let last = lines.with(|l| l.len().saturating_sub(1));
        let page = (VIEW_PX / ROW_PX) as usize - 1;
        let now = cursor.get_untracked().min(last);
        let next = match ev.key().as_str() {
            "ArrowDown" => now.saturating_add(1).min(last),
            "ArrowUp" => now.saturating_sub(1),
            "PageDown" => now.saturating_add(page).min(last),
            "PageUp" => now.saturating_sub(page),
            "Home" => 0,
            "End" => last,
            "Enter" | " " => {
                ev.prevent_default();
                if let Some(Line::Row(index)) = lines.with(|l| l.get(now).copied()) {
                    pick(index);
                }
                return;
            }
            _ => return,
        };
        ev.prevent_default();
        set_cursor.set(next);
        if let Some(area) = viewport.get_untracked() {
            let top = next as f64 * ROW_PX;
            let shown = f64::from(area.scroll_top());
            if top < shown {
                area.set_scroll_top(top as i32);
            } else if top + ROW_PX > shown + VIEW_PX {
                area.set_scroll_top((top + ROW_PX - VIEW_PX) as i32);
            }
            set_scroll.set(f64::from(area.scroll_top()));
        }
        request_animation_frame(move || {
            if let Some(area) = viewport.get_untracked()
                && let Ok(Some(row)) = area.query_selector(&format!("[data-index=\"{next}\"]"))
                && let Ok(row) = wasm_bindgen::JsCast::dyn_into::<web_sys::HtmlElement>(row)
            {
                let _ = row.focus();
            }
        });
    };
    // The options are the names a learner reads; each names one kind (one cause) exactly.
    let set_syscall = move |name: Option<String>| {
        let kind = name.and_then(|name| SyscallKind::ALL.into_iter().find(|k| k.name() == name));
        set_filter.update(|f| f.syscall = kind);
    };
    let set_cause = move |label: Option<String>| {
        let cause = label.and_then(|label| Cause::ALL.into_iter().find(|c| c.label() == label));
        set_filter.update(|f| f.cause = cause);
    };
    view! {
        <div class="mb-2 flex flex-wrap items-center gap-3 text-sm">
            <FilterSelect
                label="fd"
                options=fds
                set=move |v| set_filter.update(|f| f.fd = v.and_then(|v| v.parse().ok()))
            />
            <FilterSelect label="syscall" options=names set=set_syscall />
            <FilterSelect label="cause" options=causes set=set_cause />
            <label>
                <input
                    data-testid="filter-one-byte"
                    type="checkbox"
                    on:change=move |ev| {
                        let on = event_target_checked(&ev);
                        set_filter.update(|f| f.one_byte = on);
                    }
                />
                " only 1-byte calls"
            </label>
            <span class="text-slate-600 dark:text-slate-300" data-testid="log-count">
                {move || count_text(matching(), total, gap, filter.with(|f| *f != LogFilter::default()))}
            </span>
        </div>
        <div
            node_ref=viewport
            class="overflow-auto rounded-lg border border-slate-200 dark:border-slate-700"
            // As tall as its rows up to a screenful: a short log leaves no empty box (and an
            // embed's frame grows with its log).
            style=format!("max-height: {VIEW_PX}px; min-height: {}px", 2.0 * ROW_PX)
            data-testid="log-viewport"
            on:scroll=move |ev| {
                let element: web_sys::Element = event_target(&ev);
                set_scroll.set(f64::from(element.scroll_top()));
            }
        >
            <table
                role="grid"
                class="w-full text-left font-mono text-xs"
                aria-label="Syscall log"
                data-unlisted=gap.map_or(0, |(_, count)| count).to_string()
                aria-rowcount=move || lines.with(|l| l.len()).to_string()
                style=move || format!("height: {}px; position: relative", lines.with(|l| l.len()) as f64 * ROW_PX)
                on:keydown=on_key
            >
                <tbody>
                    {move || visible()
                        .into_iter()
                        .map(|(i, line)| {
                            let style = format!(
                                "position: absolute; top: {}px; height: {ROW_PX}px; left: 0; right: 0",
                                i as f64 * ROW_PX
                            );
                            // The cursor's row is reachable with Tab; a filter may have made the
                            // cursor point past the end, and then the last row stands in.
                            let tabindex = move || {
                                let last = lines.with(|l| l.len().saturating_sub(1));
                                if cursor.get().min(last) == i { "0" } else { "-1" }
                            };
                            let row_class = "flex items-center whitespace-pre border-b border-slate-100 outline-none focus:bg-amber-100 focus:ring-2 focus:ring-inset focus:ring-amber-600 dark:border-slate-800 dark:focus:bg-slate-800 dark:focus:ring-amber-400";
                            match line {
                                Line::Gap(count) => view! {
                                    <tr style=style aria-rowindex=(i + 1).to_string() class=format!("{row_class} bg-slate-100 dark:bg-slate-800") data-testid="gap" data-index=i tabindex=tabindex on:focus=move |_| set_cursor.set(i)>
                                        <td role="gridcell" class="px-2 text-slate-600 dark:text-slate-300">{format!("… {} syscalls not listed (counted in the summary) …", thousands(count))}</td>
                                    </tr>
                                }.into_any(),
                                Line::Row(index) => run.with_value(|run| {
                                    let row = &run.rows[index];
                                    view! {
                                        <tr
                                            style=style
                                            aria-rowindex=(i + 1).to_string()
                                            data-index=i
                                            tabindex=tabindex
                                            class=format!("{row_class} cursor-pointer hover:bg-amber-50 dark:hover:bg-slate-800")
                                            on:click=move |_| {
                                                set_cursor.set(i);
                                                pick(index);
                                            }
                                            on:focus=move |_| set_cursor.set(i)
                                        >
                                            <td role="gridcell" class="w-12 shrink-0 px-2 text-slate-600 dark:text-slate-400">{row.seq}</td>
                                            <td role="gridcell" class="w-20 shrink-0 px-1 text-slate-600 dark:text-slate-400" title="simulated time, in seconds">{clock(row.time_ns)}</td>
                                            <td role="gridcell" class="w-32 shrink-0 px-1">
                                                <span class=format!("rounded px-1 {}", row.cause.badge_class())>{row.cause.label()}</span>
                                            </td>
                                            <td role="gridcell" class="px-1">{row.strace.clone()}</td>
                                        </tr>
                                    }.into_any()
                                }),
                            }
                        })
                        .collect_view()}
                </tbody>
            </table>
        </div>
        <p class="mt-1 text-xs text-slate-600 dark:text-slate-300">
            "Rows: ↑ ↓ move, Enter opens what caused the call. Columns: number, time (s), cause, the call as strace prints it."
        </p>
        <div class="mt-2 min-h-10 text-xs" data-testid="caused-by" aria-live="polite">
            {move || match selected.get() {
                None => view! { <p class="text-slate-600 dark:text-slate-300">"Click a row (or press Enter on it) to see what caused it."</p> }.into_any(),
                Some(index) => run.with_value(|run| { let row = &run.rows[index]; view! {
                    <p class="font-mono">{row.strace.clone()}</p>
                    <p>
                        "caused by: "
                        {row.at.map(|(l, c)| format!("line {l}:{c} · ")).unwrap_or_default()}
                        <span class="font-mono">{row.stack.join(" → ")}</span>
                    </p>
                }.into_any() }),
            }}
        </div>
    }
}
