//! The playground's pieces, one per thing shown.

pub mod run_summary;
pub mod run_view;
pub mod script_editor;
pub mod syscall_log;
