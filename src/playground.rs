//! The playground's pieces, one per thing shown.

pub mod charts_panel;
pub mod cost_panel;
pub mod highlight;
pub mod inputs_panel;
pub mod languages_panel;
pub mod log_filter;
pub mod pricing;
pub mod run_summary;
pub mod script_editor;
pub mod share;
pub mod stepper;
pub mod syscall_log;
pub mod url_state;
