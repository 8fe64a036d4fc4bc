//! The playground's pieces, one per thing shown.

pub mod cause_badge;
pub mod charts_panel;
pub mod cost_panel;
pub mod device_view;
pub mod embed_options;
pub mod embed_panel;
pub mod embed_snippets;
pub mod embed_tabs;
pub mod export_panel;
pub mod highlight;
pub mod history;
pub mod inputs_panel;
pub mod languages_panel;
pub mod link_codec;
pub mod log_filter;
pub mod price_names;
pub mod pricing;
pub mod run_progress;
pub mod run_summary;
pub mod script_editor;
pub mod share;
pub mod stack_view;
pub mod stepper;
pub mod syscall_log;
pub mod url_state;
