//! The site is several wasm bundles, one per group of routes, so a page downloads only what it
//! shows: the playground's first load stays small however many pages the site grows. Links
//! within a bundle navigate in place; links to another bundle load that page.

/// One bundle of routes.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Bundle {
    /// The playground (`/`) and `/embed` (`src/main.rs`): the first load, kept small.
    Playground,
    /// The site around it: `/about`, `/charts`, `/reference`, `/sources` (`src/bin/site_app.rs`).
    Site,
    /// The course: `/course`, `/course/<slug>`, `/assignment` (`src/bin/course_app.rs`).
    Course,
}

impl Bundle {
    /// The bundle that serves `path`.
    pub fn of(path: &str) -> Bundle {
        if ["/course", "/assignment"]
            .iter()
            .any(|route| path.starts_with(route))
        {
            Bundle::Course
        } else if ["/about", "/charts", "/reference", "/sources"]
            .iter()
            .any(|route| path.starts_with(route))
        {
            Bundle::Site
        } else {
            Bundle::Playground
        }
    }
}
