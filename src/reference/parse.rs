//! Reading a `bufscope-reference/1` document (as `crates/cli/src/record.rs` writes it) into a
//! [`Reference`], with an error naming the JSON path of the first value that does not fit.
//!
//! Members the app does not use (`predicted`, `bytes`, the parameters' units) are not checked.
//! Cost parameter ids the simulator does not know are skipped and missing ones are 0, as
//! `CostModel::from_ids` and `bufscope_sim::cost::reference` do.

use std::collections::BTreeMap;

use bufscope_sim::cost::{CostModel, Features, Param};

use super::document::{
    Calibration, HeldOut, MAX_BYTES, Machine, Reference, SCHEMA, Scenario, Stats,
};
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
    let schema = root.field("schema")?;
    if schema.string().ok().as_deref() != Some(SCHEMA) {
        return Err(schema.invalid(format!("\"{SCHEMA}\"")));
    }
    Ok(Reference {
        quick: root.field("quick")?.boolean()?,
        machine: machine(&root.field("machine")?)?,
        scenarios: root
            .field("scenarios")?
            .items()?
            .iter()
            .map(scenario)
            .collect::<Result<_, _>>()?,
        calibration: calibration(&root.field("calibration")?)?,
    })
}

fn machine(node: &JsonNode) -> Result<Machine, ReferenceError> {
    let text = |key: &str| node.field(key)?.string();
    Ok(Machine {
        id: text("id")?,
        cpu_model: text("cpu_model")?,
        cores: node.field("cores")?.small_count()?,
        kernel: text("kernel")?,
        rustc: text("rustc")?,
        date: text("date")?,
        tmp_filesystem: text("tmp_filesystem")?,
    })
}

fn scenario(node: &JsonNode) -> Result<Scenario, ReferenceError> {
    let text = |key: &str| node.field(key)?.string();
    let runs_node = node.field("runs")?;
    let runs = runs_node.small_count()?;
    let timing = |key: &str| stats(&node.field(key)?, runs);
    Ok(Scenario {
        id: text("id")?,
        title: text("title")?,
        claim: text("claim")?,
        sink: text("sink")?,
        script: text("script")?,
        deterministic: node.field("deterministic")?.boolean()?,
        runs,
        syscalls: counts(&node.field("syscalls")?)?,
        simulated_syscalls: counts(&node.field("simulated_syscalls")?)?,
        features: features(&node.field("features")?)?,
        wall_ns: timing("wall_ns")?,
        user_ns: timing("user_ns")?,
        sys_ns: timing("sys_ns")?,
    })
}

/// A summary of `runs` measurements: one sample per run, and min ≤ median ≤ max.
fn stats(node: &JsonNode, runs: u32) -> Result<Stats, ReferenceError> {
    let number = |key: &str| node.field(key)?.number();
    let samples_node = node.field("samples")?;
    let samples = samples_node
        .items()?
        .iter()
        .map(JsonNode::number)
        .collect::<Result<Vec<_>, _>>()?;
    if samples.len() != runs as usize {
        return Err(ReferenceError::Invalid {
            path: samples_node.path().to_string(),
            expected: format!("{runs} samples (one per run)"),
            found: samples.len().to_string(),
        });
    }
    let stats = Stats {
        median: number("median")?,
        mean: number("mean")?,
        stddev: number("stddev")?,
        min: number("min")?,
        max: number("max")?,
        samples,
    };
    if !(stats.min <= stats.median && stats.median <= stats.max) {
        return Err(ReferenceError::Invalid {
            path: node.path().to_string(),
            expected: "min ≤ median ≤ max".to_string(),
            found: format!("{} ≤ {} ≤ {}", stats.min, stats.median, stats.max),
        });
    }
    Ok(stats)
}

fn counts(node: &JsonNode) -> Result<BTreeMap<String, u64>, ReferenceError> {
    node.entries()?
        .into_iter()
        .map(|(name, count)| Ok((name, count.count()?)))
        .collect()
}

fn features(node: &JsonNode) -> Result<Features, ReferenceError> {
    let mut amounts = BTreeMap::new();
    for (id, amount) in node.entries()? {
        let amount = amount.number()?;
        if let Some(param) = Param::from_id(&id) {
            amounts.insert(param, amount);
        }
    }
    Ok(Features {
        values: Param::all()
            .into_iter()
            .map(|param| (param, amounts.get(&param).copied().unwrap_or(0.0)))
            .collect(),
    })
}

fn calibration(node: &JsonNode) -> Result<Calibration, ReferenceError> {
    let model = node.field("model")?;
    let name = model.field("name")?.string()?;
    let prices = model
        .field("parameters")?
        .entries()?
        .into_iter()
        .map(|(id, parameter)| Ok((id, parameter.field("value")?.number()?)))
        .collect::<Result<Vec<(String, f64)>, ReferenceError>>()?;
    let prices: Vec<(&str, f64)> = prices
        .iter()
        .map(|(id, price)| (id.as_str(), *price))
        .collect();
    Ok(Calibration {
        model: CostModel::from_ids(&name, &prices),
        fitted_on: node
            .field("fitted_on")?
            .items()?
            .iter()
            .map(JsonNode::string)
            .collect::<Result<_, _>>()?,
        held_out: node
            .field("held_out")?
            .items()?
            .iter()
            .map(held_out)
            .collect::<Result<_, _>>()?,
        median_error: node.field("median_error")?.number()?,
        worst_error: node.field("worst_error")?.number()?,
    })
}

fn held_out(node: &JsonNode) -> Result<HeldOut, ReferenceError> {
    let number = |key: &str| node.field(key)?.number();
    Ok(HeldOut {
        id: node.field("id")?.string()?,
        measured_wall_ns: number("measured_wall_ns")?,
        predicted_wall_ns: number("predicted_wall_ns")?,
        relative_error: number("relative_error")?,
    })
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
