//! The playground's state in the address bar: written as it changes (an entry per step the
//! learner took, `history.rs`), compressed when long, and read back on Back and Forward.

use leptos::prelude::*;

use super::history::{Change, HistoryPolicy};
use super::page_state::initial_state;
use super::share::{expand_link, query_string, write_url};
use super::state_signals::StateSignals;
use super::url_state::PlaygroundState;

/// Keeps the URL in step with `signals`, starting from `written` (the state the page opened
/// with); on Back and Forward, sets every field from the URL and calls `restored`.
pub fn sync_url(
    signals: StateSignals,
    link_query: Signal<String>,
    written: PlaygroundState,
    history: StoredValue<HistoryPolicy>,
    restored: impl Fn() + Copy + 'static,
) {
    let current = signals.current();
    // The address bar holds a long state compressed too: a reload must not send a server a
    // 100 KB request line. The readable URL is written first (below), then replaced in place.
    Effect::new(move |_| {
        let query = link_query.get();
        if query.starts_with("?v=2&")
            && web_sys::window()
                .and_then(|w| w.location().search().ok())
                .is_some_and(|search| search == query_string(&current.get_untracked()))
            && let Some(Ok(history)) = web_sys::window().map(|w| w.history())
        {
            let _ = history.replace_state_with_url(
                &wasm_bindgen::JsValue::NULL,
                "",
                Some(&format!("/{query}")),
            );
        }
    });
    // The URL follows the state; the history gains an entry per step a learner took, not per
    // keystroke (`history.rs`).
    let last_written = StoredValue::new(written);
    Effect::new(move |_| {
        let now = current.get();
        let change = Change::between(&last_written.get_value(), &now);
        let mut policy = history.get_value();
        if let Some(write) = policy.write(change, js_sys::Date::now()) {
            write_url(&now, write);
            last_written.set_value(now);
        }
        history.set_value(policy);
    });
    // Back and Forward bring back the script and every setting their URL holds, and its
    // results.
    let apply_url = move || {
        let (state, _) = initial_state();
        last_written.set_value(state.clone());
        history.update_value(HistoryPolicy::checkpoint);
        signals.set_all(state);
        restored();
    };
    let popped = window_event_listener(leptos::ev::popstate, move |_| {
        // An entry may hold a compressed link: the browser decompresses it first.
        leptos::task::spawn_local(async move {
            expand_link().await;
            apply_url();
        });
    });
    on_cleanup(move || popped.remove());
}
