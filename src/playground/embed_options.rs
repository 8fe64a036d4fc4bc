//! What an embedding page may ask of `/embed` beyond the playground's state: the view it opens
//! on, its theme, whether it runs at once, whether the script can be edited, the step it starts
//! at. Every parameter the embed does not know is named to the reader, as the playground names
//! bad values: a typo in a blog's snippet should not pass silently.

use super::url_state::PlaygroundState;

/// The embed's views, as tabs.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum EmbedView {
    /// The stepper (stack and device) and the syscall log: what the embed is for.
    #[default]
    Run,
    /// The syscall log and the run's summary.
    Log,
    /// The script, its settings and Run.
    Code,
    /// Script B beside the script, both runs compared (`compare=`); where it opens when the
    /// link compares and names no view.
    Compare,
}

impl EmbedView {
    /// Every view, in the tabs' order.
    pub const ALL: [EmbedView; 4] = [
        EmbedView::Run,
        EmbedView::Log,
        EmbedView::Code,
        EmbedView::Compare,
    ];

    /// The name in the URL (`view=log`).
    pub fn id(self) -> &'static str {
        match self {
            EmbedView::Run => "run",
            EmbedView::Log => "log",
            EmbedView::Code => "code",
            EmbedView::Compare => "compare",
        }
    }

    /// The tab's label.
    pub fn label(self) -> &'static str {
        match self {
            EmbedView::Run => "Run",
            EmbedView::Log => "Log",
            EmbedView::Code => "Code",
            EmbedView::Compare => "Compare",
        }
    }

    fn from_id(id: &str) -> Option<EmbedView> {
        EmbedView::ALL.into_iter().find(|v| v.id() == id)
    }
}

/// The embed's colours.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum Theme {
    Light,
    Dark,
    /// The reader's system preference (`prefers-color-scheme`).
    #[default]
    Auto,
}

impl Theme {
    /// The class on `<html>` that forces the theme (`style/main.css`'s `dark` variant reads it);
    /// `None` leaves it to the media query.
    pub fn root_class(self) -> Option<&'static str> {
        match self {
            Theme::Light => Some("light"),
            Theme::Dark => Some("dark"),
            Theme::Auto => None,
        }
    }
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct EmbedOptions {
    pub view: EmbedView,
    pub theme: Theme,
    /// Run as soon as the embed loads (the default); `autorun=0` waits for Run, for a post with
    /// many embeds.
    pub autorun: bool,
    /// The script cannot be edited (Run and the stepper still work).
    pub readonly: bool,
    /// The operation the stepper starts at (as its label counts them, from 1); `None` is the end.
    pub step: Option<u64>,
}

impl Default for EmbedOptions {
    fn default() -> Self {
        EmbedOptions {
            view: EmbedView::Run,
            theme: Theme::Auto,
            autorun: true,
            readonly: false,
            step: None,
        }
    }
}

/// A flag's value: present without a value, `1`/`true`, or `0`/`false`.
fn flag(value: &str) -> Option<bool> {
    match value {
        "" | "1" | "true" => Some(true),
        "0" | "false" => Some(false),
        _ => None,
    }
}

impl EmbedOptions {
    /// Reads the embed's parameters from a query. Problems are named, never fatal; a parameter
    /// neither the embed nor the playground's state knows is one of them.
    pub fn from_query(query: &[(String, String)]) -> (EmbedOptions, Vec<String>) {
        let mut options = EmbedOptions::default();
        let mut problems = Vec::new();
        for (key, value) in query {
            match key.as_str() {
                "view" => match EmbedView::from_id(value) {
                    Some(view) => options.view = view,
                    None => problems.push(format!(
                        "view={value}: expected run, log, code or compare; showing run"
                    )),
                },
                "theme" => match value.as_str() {
                    "light" => options.theme = Theme::Light,
                    "dark" => options.theme = Theme::Dark,
                    "auto" => options.theme = Theme::Auto,
                    _ => problems.push(format!(
                        "theme={value}: expected light, dark or auto; following the system"
                    )),
                },
                "autorun" | "readonly" => match flag(value) {
                    Some(on) if key == "autorun" => options.autorun = on,
                    Some(on) => options.readonly = on,
                    None => problems.push(format!(
                        "{key}={value}: expected 1 or 0; left at its default"
                    )),
                },
                "steps" => match value.parse::<u64>() {
                    Ok(step) if step >= 1 => options.step = Some(step),
                    _ => problems.push(format!(
                        "steps={value}: expected a step number from 1; starting at the end of the run"
                    )),
                },
                _ if PlaygroundState::knows(key) => {}
                _ => problems.push(format!(
                    "{key}: not a parameter of the embed (known: view, theme, autorun, readonly, steps, and the playground's own)"
                )),
            }
        }
        (options, problems)
    }
}

#[cfg(all(test, target_arch = "wasm32"))]
mod tests {
    use super::*;
    use crate::playground::url_state::tests::pairs;
    use wasm_bindgen_test::{wasm_bindgen_test as test, wasm_bindgen_test_configure};

    wasm_bindgen_test_configure!(run_in_browser);

    #[test]
    fn every_parameter_is_read() {
        let query = pairs(&[
            ("v", "1"),
            ("example", "poem"),
            ("view", "log"),
            ("theme", "dark"),
            ("autorun", "0"),
            ("readonly", ""),
            ("steps", "7"),
            ("price.syscall.file", "9"),
        ]);
        assert_eq!(
            EmbedOptions::from_query(&query),
            (
                EmbedOptions {
                    view: EmbedView::Log,
                    theme: Theme::Dark,
                    autorun: false,
                    readonly: true,
                    step: Some(7),
                },
                Vec::new()
            )
        );
    }

    #[test]
    fn unknown_parameters_and_bad_values_are_named() {
        let query = pairs(&[
            ("view", "stack"),
            ("theme", "sepia"),
            ("readonly", "yes"),
            ("steps", "0"),
            ("colour", "red"),
        ]);
        assert_eq!(
            EmbedOptions::from_query(&query),
            (
                EmbedOptions::default(),
                vec![
                    "view=stack: expected run, log, code or compare; showing run".to_string(),
                    "theme=sepia: expected light, dark or auto; following the system".to_string(),
                    "readonly=yes: expected 1 or 0; left at its default".to_string(),
                    "steps=0: expected a step number from 1; starting at the end of the run"
                        .to_string(),
                    "colour: not a parameter of the embed (known: view, theme, autorun, readonly, steps, and the playground's own)".to_string(),
                ]
            )
        );
    }
}
