//! The site's routes, written once. Every reader takes them from this table: the three shells'
//! routers (`site_router.rs`), the header's links and their `aria-current`, `Bundle::of` (which
//! wasm serves a path, so which links load a page) and the build (`xtask`, which writes one
//! entry file per route so a static host needs no rewrite rules, and checks `dist/` against
//! this table).
//!
//! Plain data with no dependency: `xtask` compiles this file and `bundle.rs` as its own modules.

use crate::bundle::Bundle;

/// What a route shows: each shell maps the pages of its bundle to their components.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Page {
    Playground,
    Embed,
    Course,
    Lesson,
    Assignment,
    AssignmentResults,
    About,
    Charts,
    Reference,
    Sources,
}

/// One route of the site.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Route {
    /// The path: `/`-separated segments, `:name` for a parameter (`/course/:slug`). A trailing
    /// slash is also accepted: a static host serves `/about` from `about/index.html` and may
    /// redirect to `/about/` first.
    pub path: &'static str,
    /// What it shows.
    pub page: Page,
    /// The wasm bundle that serves it.
    pub bundle: Bundle,
    /// Its label in the header's navigation (in table order); `None` leaves it out.
    pub nav: Option<&'static str>,
}

/// Every route. The header lists the routes with a `nav` label in this order.
pub const ROUTES: &[Route] = &[
    route(
        "/",
        Page::Playground,
        Bundle::Playground,
        Some("Playground"),
    ),
    route("/embed", Page::Embed, Bundle::Playground, None),
    route("/course", Page::Course, Bundle::Course, Some("Course")),
    // One per lesson: the build reads the slugs from `lessons/manifest.toml`.
    route("/course/:slug", Page::Lesson, Bundle::Course, None),
    route("/assignment", Page::Assignment, Bundle::Course, None),
    route(
        "/assignment/results",
        Page::AssignmentResults,
        Bundle::Course,
        None,
    ),
    route("/about", Page::About, Bundle::Site, Some("About")),
    route("/charts", Page::Charts, Bundle::Site, None),
    route(
        "/reference",
        Page::Reference,
        Bundle::Site,
        Some("Reference"),
    ),
    route("/sources", Page::Sources, Bundle::Site, Some("Sources")),
];

const fn route(path: &'static str, page: Page, bundle: Bundle, nav: Option<&'static str>) -> Route {
    Route {
        path,
        page,
        bundle,
        nav,
    }
}

/// What a route's pattern matched at the start of a path.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PathMatch<'a> {
    /// The parameters, by name, with their values.
    pub params: Vec<(&'static str, &'a str)>,
    /// The part of the path the pattern matched.
    pub matched: &'a str,
    /// What follows it.
    pub remaining: &'a str,
}

impl PathMatch<'_> {
    /// Whether the pattern took the whole path (a trailing slash aside).
    pub fn is_complete(&self) -> bool {
        self.remaining.is_empty() || self.remaining == "/"
    }
}

impl Route {
    /// The route's segments: `"about"`, or `":slug"` for a parameter.
    pub fn segments(&self) -> impl Iterator<Item = &'static str> {
        self.path.split('/').filter(|segment| !segment.is_empty())
    }

    /// Matches the start of `path` segment by segment; `None` when a segment differs.
    pub fn match_start<'a>(&self, path: &'a str) -> Option<PathMatch<'a>> {
        let mut params = Vec::new();
        let mut rest = path;
        for segment in self.segments() {
            let after_slash = rest.strip_prefix('/')?;
            let end = after_slash.find('/').unwrap_or(after_slash.len());
            let value = &after_slash[..end];
            match segment.strip_prefix(':') {
                Some(name) if !value.is_empty() => params.push((name, value)),
                None if value == segment => {}
                _ => return None,
            }
            rest = &after_slash[end..];
        }
        let matched = &path[..path.len() - rest.len()];
        Some(PathMatch {
            params,
            matched,
            remaining: rest,
        })
    }

    /// Whether this route serves `path` (a trailing slash aside).
    pub fn serves(&self, path: &str) -> bool {
        self.match_start(path).is_some_and(|m| m.is_complete())
    }

    /// The href of its header link: the folder of its entry file (`/about/`), so a static host
    /// answers without a redirect, and relative links resolve inside it.
    pub fn href(&self) -> String {
        if self.path == "/" {
            "/".to_string()
        } else {
            format!("{}/", self.path)
        }
    }

    /// The href of a link to this route with its one parameter (`:slug`) set to `value`:
    /// `/course/buffers/`.
    pub fn href_with(&self, value: &str) -> String {
        let path: Vec<&str> = self
            .path
            .split('/')
            .map(|segment| {
                if segment.starts_with(':') {
                    value
                } else {
                    segment
                }
            })
            .collect();
        format!("{}/", path.join("/"))
    }

    /// Whether this route is the page at `location`: only the current page is marked in the
    /// header, never a section that contains it.
    pub fn is_current(&self, location: &str) -> bool {
        !self.path.contains(':') && self.serves(location)
    }

    /// The folders of its entry files in the build (`about`, `course/<slug>` for every value
    /// `values` gives the parameter), or `None` for `/`, whose entry file is the bundle's page.
    pub fn entry_dirs(&self, mut values: impl FnMut(&str) -> Vec<String>) -> Option<Vec<String>> {
        if self.path == "/" {
            return None;
        }
        let mut dirs = vec![String::new()];
        for segment in self.segments() {
            let choices = match segment.strip_prefix(':') {
                Some(name) => values(name),
                None => vec![segment.to_string()],
            };
            dirs = dirs
                .iter()
                .flat_map(|dir| {
                    choices.iter().map(move |choice| match dir.is_empty() {
                        true => choice.clone(),
                        false => format!("{dir}/{choice}"),
                    })
                })
                .collect();
        }
        Some(dirs)
    }
}

impl Page {
    /// Every page (a test checks each has one route).
    pub const ALL: [Page; 10] = [
        Page::Playground,
        Page::Embed,
        Page::Course,
        Page::Lesson,
        Page::Assignment,
        Page::AssignmentResults,
        Page::About,
        Page::Charts,
        Page::Reference,
        Page::Sources,
    ];

    /// The route that shows this page: a link to it is `Page::Course.route().href()`.
    pub fn route(self) -> &'static Route {
        // Every page has its route: a test walks them all.
        ROUTES
            .iter()
            .find(|route| route.page == self)
            .unwrap_or(&ROUTES[0])
    }
}

impl Bundle {
    /// The bundle that serves `path`. A path no route serves gets the playground's page
    /// (static hosts answer it with `404.html`, a copy of that page, which shows "not found").
    pub fn of(path: &str) -> Bundle {
        route_of(path).map_or(Bundle::Playground, |route| route.bundle)
    }
}

/// The route that serves `path`, if any.
pub fn route_of(path: &str) -> Option<&'static Route> {
    ROUTES.iter().find(|route| route.serves(path))
}

/// The header's links, in order: `(label, route)`.
pub fn nav_links() -> impl Iterator<Item = (&'static str, &'static Route)> {
    ROUTES
        .iter()
        .filter_map(|route| route.nav.map(|label| (label, route)))
}

// Native only: `xtask`'s tests run them (the app's own tests run in a browser).
#[cfg(all(test, not(target_arch = "wasm32")))]
mod tests {
    use super::*;

    fn at(path: &str) -> Option<Page> {
        route_of(path).map(|route| route.page)
    }

    #[test]
    fn every_path_finds_its_page_with_or_without_a_trailing_slash() {
        assert_eq!(at("/"), Some(Page::Playground));
        assert_eq!(at(""), Some(Page::Playground));
        assert_eq!(at("/embed"), Some(Page::Embed));
        assert_eq!(at("/embed/"), Some(Page::Embed));
        assert_eq!(at("/course/"), Some(Page::Course));
        assert_eq!(at("/course/bufwriter"), Some(Page::Lesson));
        assert_eq!(at("/course/bufwriter/"), Some(Page::Lesson));
        assert_eq!(at("/assignment/results/"), Some(Page::AssignmentResults));
        assert_eq!(at("/charts"), Some(Page::Charts));
        assert_eq!(at("/embedded"), None);
        assert_eq!(at("/course/a/b"), None);
        assert_eq!(at("/about//"), None);
    }

    #[test]
    fn links_are_the_entry_folders() {
        assert_eq!(Page::Playground.route().href(), "/");
        assert_eq!(Page::Reference.route().href(), "/reference/");
        assert_eq!(
            Page::Lesson.route().href_with("bufwriter"),
            "/course/bufwriter/"
        );
        assert_eq!(
            at(&Page::Lesson.route().href_with("bufwriter")),
            Some(Page::Lesson)
        );
    }

    #[test]
    fn a_parameter_takes_one_whole_segment() {
        let lesson = ROUTES
            .iter()
            .find(|r| r.page == Page::Lesson)
            .expect("lesson route");
        let matched = lesson.match_start("/course/flush/").expect("matches");
        assert_eq!(
            matched,
            PathMatch {
                params: vec![("slug", "flush")],
                matched: "/course/flush",
                remaining: "/"
            }
        );
        assert_eq!(lesson.match_start("/course/"), None);
    }

    #[test]
    fn only_the_current_page_is_current() {
        let course = route_of("/course").expect("course");
        assert!(course.is_current("/course/"));
        assert!(!course.is_current("/course/flush"));
        assert!(!route_of("/").expect("home").is_current("/about"));
    }

    #[test]
    fn entry_folders_expand_parameters() {
        let lesson = route_of("/course/x").expect("lesson");
        let slugs = |name: &str| {
            assert_eq!(name, "slug");
            vec!["one".to_string(), "two".to_string()]
        };
        assert_eq!(
            lesson.entry_dirs(slugs),
            Some(vec!["course/one".to_string(), "course/two".to_string()])
        );
        assert_eq!(route_of("/").expect("home").entry_dirs(|_| vec![]), None);
        assert_eq!(
            route_of("/assignment/results")
                .expect("results")
                .entry_dirs(|_| vec![]),
            Some(vec!["assignment/results".to_string()])
        );
    }

    #[test]
    fn every_page_has_exactly_one_route() {
        for page in Page::ALL {
            let routes: Vec<&str> = ROUTES
                .iter()
                .filter(|r| r.page == page)
                .map(|r| r.path)
                .collect();
            assert_eq!(routes.len(), 1, "{page:?}: {routes:?}");
            assert_eq!(page.route().path, routes[0]);
        }
        assert_eq!(ROUTES.len(), Page::ALL.len());
    }

    #[test]
    fn the_header_lists_playground_course_about_reference_sources() {
        let links: Vec<(&str, String)> = nav_links().map(|(l, r)| (l, r.href())).collect();
        assert_eq!(
            links,
            [
                ("Playground", "/"),
                ("Course", "/course/"),
                ("About", "/about/"),
                ("Reference", "/reference/"),
                ("Sources", "/sources/"),
            ]
            .map(|(l, h)| (l, h.to_string()))
        );
    }
}
