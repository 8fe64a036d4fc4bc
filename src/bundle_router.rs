//! A bundle's router, made from the route table (`routes.rs`): each shell gives only how its
//! pages look, never a path.

use std::borrow::Cow;

use leptos::children::ToChildren;
use leptos::prelude::*;
use leptos::tachys::view::iterators::StaticVec;
use leptos_router::components::{RouteChildren, Routes, RoutesProps};
use leptos_router::{NestedRoute, PartialPathMatch, PathSegment, PossibleRouteMatch};

use crate::bundle::Bundle;
use crate::pages::not_found::NotFoundPage;
use crate::routes::{Page, ROUTES, Route};

/// A table route as the router's path matcher, so the router and the build match paths alike.
#[derive(Debug, Clone, Copy)]
struct TablePath(&'static Route);

impl PossibleRouteMatch for TablePath {
    fn optional(&self) -> bool {
        false
    }

    fn test<'a>(&self, path: &'a str) -> Option<PartialPathMatch<'a>> {
        let found = self.0.match_start(path)?;
        let params = found
            .params
            .into_iter()
            .map(|(name, value)| (Cow::Borrowed(name), value.to_string()))
            .collect();
        Some(PartialPathMatch::new(
            found.remaining,
            params,
            found.matched,
        ))
    }

    fn generate_path(&self, path: &mut Vec<PathSegment>) {
        path.extend(
            self.0
                .segments()
                .map(|segment| match segment.strip_prefix(':') {
                    Some(name) => PathSegment::Param(name.into()),
                    None => PathSegment::Static(segment.into()),
                }),
        );
    }
}

/// The routes of bundle `here`, each showing `view(page)`; any other path shows "not found".
#[component]
pub fn BundleRoutes(
    /// The bundle whose routes these are.
    here: Bundle,
    /// The component of each of its pages.
    view: fn(Page) -> AnyView,
) -> impl IntoView {
    let routes: Vec<_> = ROUTES
        .iter()
        .filter(|route| route.bundle == here)
        .map(|route| {
            let page = route.page;
            NestedRoute::new(TablePath(route), move || view(page))
        })
        .collect();
    Routes(
        RoutesProps::builder()
            .fallback(NotFoundPage)
            .children(RouteChildren::to_children(move || StaticVec::from(routes)))
            .build(),
    )
}
