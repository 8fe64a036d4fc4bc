//! "Order these syscalls": the learner arranges a script's calls with buttons (no dragging, so
//! the keyboard and a screen reader do it as well as a mouse), and each move is announced.
//!
//! The order is handed to the exercise's form as one hidden `answer` field, a call a line, as
//! the worker checks it.

use leptos::prelude::*;
use wasm_bindgen::JsCast;

/// The starting order: a saved answer's lines when they are these items, else the items as
/// given (the lesson lists them shuffled). Indexes into `items`; equal items keep their order.
pub fn initial_order(items: &[String], saved: &str) -> Vec<usize> {
    let mut order = Vec::with_capacity(items.len());
    for line in saved.lines() {
        let next = (0..items.len()).find(|i| items[*i].trim() == line.trim() && !order.contains(i));
        match next {
            Some(i) => order.push(i),
            None => break,
        }
    }
    if order.len() == items.len() {
        order
    } else {
        (0..items.len()).collect()
    }
}

/// `order` after moving the item at `from` by one place up (`-1`) or down (`1`); `None` past
/// either end.
pub fn moved(order: &[usize], from: usize, by: isize) -> Option<Vec<usize>> {
    let to = from.checked_add_signed(by).filter(|to| *to < order.len())?;
    let mut next = order.to_vec();
    next.swap(from, to);
    Some(next)
}

fn focus(id: &str) {
    if let Some(button) = web_sys::window()
        .and_then(|w| w.document())
        .and_then(|d| d.get_element_by_id(id))
        .and_then(|e| e.dyn_into::<web_sys::HtmlElement>().ok())
    {
        let _ = button.focus();
    }
}

/// The calls of `items` as a list with "Move up" and "Move down" buttons.
#[component]
pub fn OrderInput(
    /// Unique in the page: prefixes the buttons' ids (the focus follows a moved call).
    id: String,
    /// The calls, in the order first shown.
    items: Vec<String>,
    /// The answer given earlier, a call a line.
    initial: String,
    /// While checking and after answering, the order is fixed.
    #[prop(into)]
    locked: Signal<bool>,
) -> impl IntoView {
    let order = RwSignal::new(initial_order(&items, &initial));
    let items = StoredValue::new(items);
    let total = items.with_value(Vec::len);
    let announcement = RwSignal::new(String::new());
    let answer = move || {
        order.with(|order| {
            items.with_value(|items| {
                order
                    .iter()
                    .map(|i| items[*i].as_str())
                    .collect::<Vec<_>>()
                    .join("\n")
            })
        })
    };
    let prefix = StoredValue::new(id);
    let button_id = move |item: usize, up: bool| {
        prefix.with_value(|p| format!("{p}-call-{item}-{}", if up { "up" } else { "down" }))
    };
    let step = move |item: usize, by: isize| {
        let Some(from) = order.with_untracked(|o| o.iter().position(|i| *i == item)) else {
            return;
        };
        let Some(next) = order.with_untracked(|o| moved(o, from, by)) else {
            return;
        };
        let to = next.iter().position(|i| *i == item).unwrap_or(from);
        order.set(next);
        let call = items.with_value(|items| items[item].clone());
        announcement.set(format!("{call} moved to position {} of {total}.", to + 1));
        // The list re-orders its nodes, which takes the focus away: it follows the call, onto
        // the other button when this one has reached the end.
        let up = by < 0;
        let at_end = if up { to == 0 } else { to + 1 == total };
        let target = button_id(item, if at_end { !up } else { up });
        request_animation_frame(move || focus(&target));
    };
    let button = "rounded border border-slate-300 px-2 text-sm hover:bg-slate-100 disabled:opacity-40 dark:border-slate-700 dark:hover:bg-slate-800";
    view! {
        <div class="w-full">
            <p class="text-sm text-slate-600 dark:text-slate-300">"First call at the top. Move each call with its buttons."</p>
            <ol class="mt-2 space-y-1" aria-label="The calls, first to last" data-testid="order-list">
                // Rebuilt on each move (a keyed <For> cost the course's wasm 3.7 KB gzipped);
                // the focus is put back by id.
                {move || order.get().into_iter().enumerate().map(|(at, item)| {
                    let call = items.with_value(|items| items[item].clone());
                    let buttons = [(-1, "up", "↑", at == 0), (1, "down", "↓", at + 1 == total)]
                        .map(|(by, way, arrow, at_end)| view! {
                            <button
                                type="button"
                                id=button_id(item, by < 0)
                                class=button
                                aria-label=format!("Move {way}: {call}")
                                data-testid=format!("move-{way}")
                                disabled=move || locked.get() || at_end
                                on:click=move |_| step(item, by)
                            >{arrow}</button>
                        });
                    view! {
                        <li class="flex items-center gap-2 rounded border border-slate-200 bg-white px-2 py-1 dark:border-slate-700 dark:bg-slate-950" data-testid="order-item">
                            <span class="w-6 text-right text-sm text-slate-500 dark:text-slate-400" aria-hidden="true">{format!("{}.", at + 1)}</span>
                            <code class="flex-1 text-sm" data-testid="order-call">{call.clone()}</code>
                            {buttons.into_iter().collect_view()}
                        </li>
                    }
                }).collect_view()}
            </ol>
            <p class="sr-only" aria-live="polite" data-testid="order-status">{announcement}</p>
            <input type="hidden" name="answer" prop:value=answer />
        </div>
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    #[cfg(target_arch = "wasm32")]
    use wasm_bindgen_test::wasm_bindgen_test as test;

    fn calls(names: &[&str]) -> Vec<String> {
        names.iter().map(|n| n.to_string()).collect()
    }

    #[test]
    fn a_saved_answer_restores_its_order_and_anything_else_starts_as_listed() {
        let items = calls(&["write(2)", "write(1)", "write(2)"]);
        assert_eq!(
            initial_order(&items, "write(1)\nwrite(2)\nwrite(2)"),
            vec![1, 0, 2]
        );
        assert_eq!(initial_order(&items, ""), vec![0, 1, 2]);
        assert_eq!(
            initial_order(&items, "write(1)\nwrite(3)\nwrite(2)"),
            vec![0, 1, 2]
        );
        assert_eq!(
            initial_order(&items, "write(1)\nwrite(1)\nwrite(2)"),
            vec![0, 1, 2]
        );
    }

    #[test]
    fn a_move_swaps_neighbours_and_stops_at_either_end() {
        assert_eq!(moved(&[0, 1, 2], 1, -1), Some(vec![1, 0, 2]));
        assert_eq!(moved(&[0, 1, 2], 1, 1), Some(vec![0, 2, 1]));
        assert_eq!(moved(&[0, 1, 2], 0, -1), None);
        assert_eq!(moved(&[0, 1, 2], 2, 1), None);
    }
}
