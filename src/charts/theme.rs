//! Colours and fonts for charts, light or dark as the reader's system prefers.

use std::cell::OnceCell;

use leptos::prelude::{ArcRwSignal, Get, Set};
use plotters::style::{IntoFont, RGBColor, TextStyle};
use wasm_bindgen::JsCast;
use wasm_bindgen::closure::Closure;

/// The palette one chart is drawn with.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Theme {
    pub background: RGBColor,
    /// Text, axes and whiskers.
    pub foreground: RGBColor,
    /// The first series: syscalls, simulated time (Tailwind's amber).
    pub primary: RGBColor,
    /// The second series: simulated time beside syscalls, measured time (sky).
    pub secondary: RGBColor,
    /// What the reader's own program does now (rose).
    pub marker: RGBColor,
}

impl Theme {
    /// On the page's light background (white, as the cards are).
    pub const LIGHT: Theme = Theme {
        background: RGBColor(255, 255, 255),
        foreground: RGBColor(15, 23, 42),
        primary: RGBColor(217, 119, 6),
        secondary: RGBColor(2, 132, 199),
        marker: RGBColor(225, 29, 72),
    };

    /// On the page's dark background (slate-900).
    pub const DARK: Theme = Theme {
        background: RGBColor(15, 23, 42),
        foreground: RGBColor(241, 245, 249),
        primary: RGBColor(245, 158, 11),
        secondary: RGBColor(56, 189, 248),
        marker: RGBColor(251, 113, 133),
    };

    /// The theme matching `prefers-color-scheme`, which is what the page's `dark:` classes follow.
    pub fn of_page() -> Theme {
        if prefers_dark() {
            Theme::DARK
        } else {
            Theme::LIGHT
        }
    }

    /// Tick labels, legends and annotations.
    pub fn label_font(&self) -> TextStyle<'static> {
        ("sans-serif", 13).into_font().color(&self.foreground)
    }
}

const DARK_QUERY: &str = "(prefers-color-scheme: dark)";

/// Whether the reader's system asks for dark colours. False outside a browser window.
pub fn prefers_dark() -> bool {
    dark_query().is_some_and(|query| query.matches())
}

fn dark_query() -> Option<web_sys::MediaQueryList> {
    web_sys::window()?.match_media(DARK_QUERY).ok().flatten()
}

thread_local! {
    static PAGE_THEME: OnceCell<ArcRwSignal<Theme>> = const { OnceCell::new() };
}

/// The page's theme, read reactively: an effect that reads it runs again when the reader's
/// system switches between light and dark while the page is open.
pub fn page_theme() -> Theme {
    PAGE_THEME
        .with(|cell| cell.get_or_init(follow_the_system).clone())
        .get()
}

/// A signal set from the media query's `change` events. One listener for the page's whole
/// life, so its closure is leaked on purpose.
fn follow_the_system() -> ArcRwSignal<Theme> {
    let theme = ArcRwSignal::new(Theme::of_page());
    if let Some(query) = dark_query() {
        let setter = theme.clone();
        let on_change = Closure::<dyn FnMut()>::new(move || setter.set(Theme::of_page()));
        if query
            .add_event_listener_with_callback("change", on_change.as_ref().unchecked_ref())
            .is_ok()
        {
            on_change.forget();
        }
    }
    theme
}
