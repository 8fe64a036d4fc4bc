//! Reference measurements: documents `bufscope record` writes (schema `bufscope-reference/1`),
//! read in the page with the browser's JSON parser (no serde_json), validated with errors that name the JSON path.

pub mod document;
pub mod error;
pub mod json_de;
pub mod json_node;
pub mod load;
pub mod parse;
pub mod strategy_groups;
