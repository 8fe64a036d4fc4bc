//! The bufscope web app (Leptos, client-side rendered).

pub mod app;
pub mod components;
pub mod course;
pub mod examples;
pub mod pages;
pub mod playground;
pub mod protocol;
pub mod sim_client;
pub mod worker;
