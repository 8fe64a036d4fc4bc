//! Components, one per thing they show.

pub mod capacity_chart;
pub mod error_grade;
pub mod held_out_table;
pub mod machine_card;
pub mod page_frame;
pub mod page_title;
pub mod reference_compare;
pub mod reference_loader;
pub mod scenario_table;
pub mod site_footer;
pub mod site_header;
pub mod strategies_panel;
