//! The bufscope web app (Leptos, client-side rendered).

pub mod app;
pub mod bundle;
pub mod bundle_router;
pub mod charts;
pub mod components;
pub mod course;
pub mod course_app;
pub mod download;
pub mod examples;
pub mod pages;
pub mod playground;
pub mod protocol;
pub mod reference;
pub mod routes;
pub mod sim_client;
pub mod site_app;
pub mod state;
pub mod worker;
