//! The course in the app: lessons rendered at build time, exercises checked by the simulator
//! worker, progress in the browser, and assignments as links.

pub mod assignment_builder;
pub mod assignment_link;
pub mod assignment_run;
pub mod catalog;
pub mod class_results;
pub mod course_client;
pub mod exercise_card;
pub mod lesson_prose;
pub mod lesson_widget;
pub mod order_input;
pub mod progress;
pub mod progress_store;
pub mod results;
pub mod store_problems;
