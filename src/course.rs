//! The course in the app: lessons rendered at build time, exercises checked by the simulator
//! worker, progress in the browser, and assignments as links.

pub mod assignment_link;
pub mod catalog;
pub mod checker;
pub mod progress;
pub mod progress_store;
