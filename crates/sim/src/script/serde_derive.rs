//! serde for the script's own types: `#[derive(Serialize, Deserialize)]` structs and enums.
//!
//! bufscope does not generate code; it implements serde's traits for the interpreter's values
//! the way `serde_derive` would for the declared types, so serde_json itself writes the JSON
//! and reports its own errors (`missing field `age` at line 5 column 1`).

mod deserialize;
mod names;
mod serialize;

pub use deserialize::deserialize;
pub use serialize::Serialized;
