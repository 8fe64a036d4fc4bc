//! Reading a `bufscope-reference/1` document (the schema's types, `bufscope_reference`, as
//! `bufscope record` writes them) into a [`Reference`], with an error naming the JSON path of
//! the first value that does not fit.
//!
//! Every member of the schema is checked. Cost parameter ids the simulator does not know are
//! skipped and missing ones are 0, as `bufscope_sim::cost::reference` does.

use bufscope_reference as schema;
use bufscope_sim::cost::reference;
use serde::Deserialize;

use super::document::{Calibration, HeldOut, MAX_BYTES, Reference, SCHEMA, Scenario};
use super::error::ReferenceError;
use super::json_node::JsonNode;

/// Parses and validates a reference document.
pub fn parse_reference(text: &str) -> Result<Reference, ReferenceError> {
    if text.len() > MAX_BYTES {
        return Err(ReferenceError::TooLarge {
            bytes: text.len() as u64,
        });
    }
    let value =
        js_sys::JSON::parse(text).map_err(|error| ReferenceError::NotJson(js_message(&error)))?;
    let root = JsonNode::root(value);
    // The version first: a document of another schema is refused as such, not by its members.
    let schema = root.field("schema")?;
    if schema.string().ok().as_deref() != Some(SCHEMA) {
        return Err(schema.invalid(format!("\"{SCHEMA}\"")));
    }
    let document = schema::Document::deserialize(root)?;
    let scenarios = document
        .scenarios
        .into_iter()
        .enumerate()
        .map(|(index, s)| scenario(index, s))
        .collect::<Result<_, _>>()?;
    Ok(Reference {
        quick: document.quick,
        machine: document.machine,
        scenarios,
        calibration: calibration(document.calibration),
    })
}

fn scenario(index: usize, s: schema::Scenario) -> Result<Scenario, ReferenceError> {
    let timing = |key: &str, stats_of: schema::Stats| {
        stats(&format!("scenarios[{index}].{key}"), stats_of, s.runs)
    };
    Ok(Scenario {
        wall_ns: timing("wall_ns", s.wall_ns.clone())?,
        user_ns: timing("user_ns", s.user_ns.clone())?,
        sys_ns: timing("sys_ns", s.sys_ns.clone())?,
        features: reference::features(&s.features),
        id: s.id,
        title: s.title,
        claim: s.claim,
        sink: s.sink,
        script: s.script,
        deterministic: s.deterministic,
        runs: s.runs,
        syscalls: s.syscalls,
        simulated_syscalls: s.simulated_syscalls,
    })
}

/// A summary of `runs` measurements at `path`: one sample per run, and min ≤ median ≤ max.
fn stats(path: &str, stats: schema::Stats, runs: u32) -> Result<schema::Stats, ReferenceError> {
    if stats.samples.len() != runs as usize {
        return Err(ReferenceError::Invalid {
            path: format!("{path}.samples"),
            expected: format!("{runs} samples (one per run)"),
            found: stats.samples.len().to_string(),
        });
    }
    if !(stats.min <= stats.median && stats.median <= stats.max) {
        return Err(ReferenceError::Invalid {
            path: path.to_string(),
            expected: "min ≤ median ≤ max".to_string(),
            found: format!("{} ≤ {} ≤ {}", stats.min, stats.median, stats.max),
        });
    }
    Ok(stats)
}

fn calibration(calibration: schema::Calibration) -> Calibration {
    Calibration {
        model: reference::cost_model(&calibration.model),
        fitted_on: calibration.fitted_on,
        held_out: calibration
            .held_out
            .into_iter()
            .map(|h| HeldOut {
                id: h.id,
                measured_wall_ns: h.measured_wall_ns,
                predicted_wall_ns: h.predicted_wall_ns,
                relative_error: h.relative_error,
            })
            .collect(),
        median_error: calibration.median_error,
        worst_error: calibration.worst_error,
    }
}

/// The message of a JavaScript exception (`JSON.parse`'s says where the syntax broke).
pub fn js_message(error: &wasm_bindgen::JsValue) -> String {
    use wasm_bindgen::JsCast;
    error
        .dyn_ref::<js_sys::Error>()
        .map(|e| String::from(e.message()))
        .or_else(|| error.as_string())
        .unwrap_or_else(|| "unknown error".to_string())
}
