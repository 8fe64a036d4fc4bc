//! Colours and fonts for charts, light or dark as the reader's system prefers.

use plotters::style::{IntoFont, RGBColor, TextStyle};

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

/// Whether the reader's system asks for dark colours. False outside a browser window.
pub fn prefers_dark() -> bool {
    web_sys::window()
        .and_then(|window| {
            window
                .match_media("(prefers-color-scheme: dark)")
                .ok()
                .flatten()
        })
        .is_some_and(|query| query.matches())
}
