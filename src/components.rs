//! Components, one per thing they show.

pub mod capacity_chart;
pub mod site_footer;
pub mod site_header;
