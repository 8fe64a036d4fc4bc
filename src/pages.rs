//! Pages, one per route.

pub mod assignment;
pub mod course;
pub mod embed;
pub mod home;
pub mod lesson;
pub mod not_found;
pub mod playground;
pub mod sources;
