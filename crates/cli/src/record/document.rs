//! The `bufscope-reference/1` document a recording writes: measurements, the fitted model,
//! its calibration and per-scenario predictions.

use std::time::Duration;

use anyhow::Result;
use bufscope_reference as schema;
use bufscope_sim::cost::{CostModel, Features, Param};

use super::machine::machine;
use super::{Measured, RecordOptions};
use crate::calibrate::Calibration;

pub(super) fn model_of(model: &CostModel) -> schema::Model {
    let parameters = Param::all()
        .into_iter()
        .map(|param| {
            let parameter = schema::Parameter {
                value: model.price(param),
                unit: param.unit().to_string(),
                time: format!("{:?}", param.time_kind()).to_lowercase(),
                explanation: param.explanation(),
            };
            (param.id(), parameter)
        })
        .collect();
    schema::Model {
        name: model.name.clone(),
        parameters,
    }
}

pub(super) fn document(
    options: &RecordOptions,
    measured: &[Measured],
    calibration: &Calibration,
    took: Duration,
) -> schema::Document {
    let scenarios = measured
        .iter()
        .map(|m| schema::Scenario {
            id: m.scenario.id.clone(),
            title: m.scenario.title.clone(),
            claim: m.scenario.claim.to_string(),
            script: m.scenario.script.clone(),
            sink: m.scenario.sink.name().to_string(),
            deterministic: m.scenario.deterministic,
            runs: u32::try_from(m.wall.samples.len()).unwrap_or(u32::MAX),
            wall_ns: m.wall.to_stats(),
            user_ns: m.user.to_stats(),
            sys_ns: m.sys.to_stats(),
            syscalls: m.real.clone(),
            simulated_syscalls: m.simulated.clone(),
            bytes: m.bytes,
            features: m
                .features
                .values
                .iter()
                .map(|(p, v)| (p.id(), *v))
                .collect(),
            predicted: predicted(calibration, &m.scenario.id, &m.features, m.wall.median),
        })
        .collect();
    schema::Document {
        schema: schema::SCHEMA.to_string(),
        quick: options.quick,
        machine: machine(),
        recording_seconds: took.as_secs_f64().round(),
        scenarios,
        calibration: calibration_of(calibration),
    }
}

/// The document as the file holds it: members sorted (through `serde_json::Value`), indented,
/// with a final newline.
pub(super) fn document_text(document: &schema::Document) -> Result<String> {
    Ok(serde_json::to_string_pretty(&serde_json::to_value(document)?)? + "\n")
}

/// The fitted model's prediction for one scenario, and its error when held out.
pub(super) fn predicted(
    calibration: &Calibration,
    id: &str,
    features: &Features,
    measured_wall_ns: f64,
) -> schema::Predicted {
    let predicted = calibration.model.cost(features);
    let held_out = calibration.held_out.iter().find(|p| p.id == id);
    schema::Predicted {
        wall_ns: predicted.wall_ns().round(),
        user_ns: predicted.user_ns.round(),
        sys_ns: predicted.sys_ns.round(),
        wait_ns: predicted.wait_ns.round(),
        relative_error: (predicted.wall_ns() - measured_wall_ns).abs() / measured_wall_ns.max(1.0),
        held_out_wall_ns: held_out.map(|p| p.predicted_wall_ns.round()),
        held_out_relative_error: held_out.map(|p| p.relative_error),
    }
}

pub(super) fn calibration_of(calibration: &Calibration) -> schema::Calibration {
    schema::Calibration {
        method: "non-negative least squares of every price against the median wall time, rows weighted by 1/wall; fitted on `fitted_on`, errors on `held_out` (of the scenarios that are no price's main evidence, every other one)".into(),
        model: model_of(&calibration.model),
        fitted_on: calibration.fitted_on.clone(),
        held_out: calibration
            .held_out
            .iter()
            .map(|p| schema::HeldOut {
                id: p.id.clone(),
                measured_wall_ns: p.measured_wall_ns.round(),
                predicted_wall_ns: p.predicted_wall_ns.round(),
                relative_error: p.relative_error,
            })
            .collect(),
        median_error: calibration.median_error,
        worst_error: calibration.worst_error,
    }
}
