//! Pages, one per route.

pub mod assignment;
pub mod assignment_results;
pub mod charts;
pub mod course;
pub mod embed;
pub mod home;
pub mod lesson;
pub mod not_found;
pub mod playground;
pub mod reference;
pub mod sources;
