//! Scripts: a subset of Rust, parsed with `syn`, lowered to a small tree, interpreted.

pub mod check;
pub mod error;
pub mod interp_budget;
pub mod interp_call;
pub mod interp_closure;
pub mod interp_expr;
pub mod interp_format;
pub mod interp_map;
pub mod interp_match;
pub mod interp_method;
pub mod interp_progress;
pub mod interp_struct;
pub mod interp_user_io;
pub mod interpreter;
pub mod ir;
pub mod iteration;
pub mod known;
pub mod lower;
pub mod lower_assert;
pub mod lower_items;
pub mod lower_macro;
pub mod lower_pattern;
pub mod source;
pub mod user_fmt;
pub mod value;

pub mod std_surface;
pub mod subset_doc;
pub mod surface;
pub mod ty;
