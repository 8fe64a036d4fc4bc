//! Turning a trace into time: parameters, features, models and presets.

pub mod features;
pub mod model;
pub mod params;
pub mod presets;
pub mod reference;

pub use features::Features;
pub use model::{Cost, CostModel};
pub use params::{Param, TimeKind};
