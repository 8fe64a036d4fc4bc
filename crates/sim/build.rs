//! Writes `recorded_model.rs` into `OUT_DIR`: the prices of `calibration.model` in the
//! reference committed in `public/reference/`, the default cost model. The worker carried the
//! whole 114 KB recording (14 KB gzipped) and parsed it at start-up to read these few numbers;
//! now the build reads it once, through the schema's own types.

use std::env;
use std::fmt::Write as _;
use std::fs;
use std::path::PathBuf;

/// The recording the default model is fitted to (`bufscope record` writes it).
const COMMITTED: &str = "../../public/reference/intel-xeon-processor-2c.json";

fn main() {
    println!("cargo:rerun-if-changed={COMMITTED}");
    let text = fs::read_to_string(COMMITTED).unwrap_or_else(|e| panic!("{COMMITTED}: {e}"));
    let document: bufscope_reference::Document =
        serde_json::from_str(&text).unwrap_or_else(|e| panic!("{COMMITTED}: {e}"));
    let mut code = String::from("&[\n");
    for (id, parameter) in &document.calibration.model.parameters {
        // `{:?}` of an f64 reads back as the same f64.
        writeln!(code, "    ({id:?}, {:?}),", parameter.value).expect("a String takes writes");
    }
    code.push(']');
    let out = PathBuf::from(env::var_os("OUT_DIR").expect("cargo sets OUT_DIR"));
    fs::write(out.join("recorded_model.rs"), code).expect("OUT_DIR is writable");
}
