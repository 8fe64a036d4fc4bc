//! serde's traits take type, field and variant names as `&'static str` (the derive macro
//! writes them as literals); a script's names live as long as the run, so each distinct name
//! (and list of names) is kept once for the rest of the process.

use std::cell::RefCell;
use std::collections::HashSet;

thread_local! {
    static NAMES: RefCell<HashSet<&'static str>> = RefCell::new(HashSet::new());
    static LISTS: RefCell<HashSet<&'static [&'static str]>> = RefCell::new(HashSet::new());
}

/// `name` as a `&'static str`, the same one every time.
pub fn name(name: &str) -> &'static str {
    NAMES.with(|names| {
        let mut names = names.borrow_mut();
        if let Some(kept) = names.get(name) {
            return *kept;
        }
        let kept: &'static str = Box::leak(name.to_owned().into_boxed_str());
        names.insert(kept);
        kept
    })
}

/// The names as a `&'static [&'static str]` (`FIELDS`, `VARIANTS` of the derive's code).
pub fn list<'a>(names: impl IntoIterator<Item = &'a str>) -> &'static [&'static str] {
    let names: Vec<&'static str> = names.into_iter().map(name).collect();
    LISTS.with(|lists| {
        let mut lists = lists.borrow_mut();
        if let Some(kept) = lists.get(names.as_slice()) {
            return *kept;
        }
        let kept: &'static [&'static str] = Box::leak(names.into_boxed_slice());
        lists.insert(kept);
        kept
    })
}
