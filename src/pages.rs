//! Pages, one per route.

pub mod charts;
pub mod embed;
pub mod home;
pub mod not_found;
pub mod playground;
pub mod reference;
pub mod sources;
