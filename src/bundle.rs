//! The site is several wasm bundles, one per group of routes, so a page downloads only what it
//! shows: the playground's first load stays small however many pages the site grows. Links
//! within a bundle navigate in place; links to another bundle load that page. Which bundle
//! serves which route is in the route table (`routes.rs`, which also defines `Bundle::of`: the
//! table depends on the bundles, never the other way round).
//!
//! Plain data with no dependency: `xtask` compiles this file as its own module.

/// One bundle of routes.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Bundle {
    /// The playground (`/`) and `/embed` (`src/main.rs`): the first load, kept small.
    Playground,
    /// The site around it: about, charts, reference, sources (`src/bin/site_app.rs`).
    Site,
    /// The course: the map, lessons, assignments (`src/bin/course_app.rs`).
    Course,
}

impl Bundle {
    /// Every bundle, the playground first (its build makes `dist/`; the others go inside).
    pub const ALL: [Bundle; 3] = [Bundle::Playground, Bundle::Site, Bundle::Course];

    /// The HTML file Trunk builds it from.
    pub fn html(self) -> &'static str {
        match self {
            Bundle::Playground => "index.html",
            Bundle::Site => "site.html",
            Bundle::Course => "course.html",
        }
    }

    /// The folder of `dist/` its files are served from (its `--public-url`); the playground's
    /// are at the root.
    pub fn folder(self) -> Option<&'static str> {
        match self {
            Bundle::Playground => None,
            Bundle::Site => Some("_site"),
            Bundle::Course => Some("_course"),
        }
    }

    /// The binary whose wasm is its page (`data-bin` in its HTML file).
    pub fn page_bin(self) -> &'static str {
        match self {
            Bundle::Playground => "bufscope",
            Bundle::Site => "site_app",
            Bundle::Course => "course_app",
        }
    }
}
