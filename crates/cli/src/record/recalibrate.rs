//! `bufscope calibrate`: refits a recorded file from its own measurements.

use std::path::Path;

use anyhow::{Context, Result};
use bufscope_reference as schema;

use super::document::{calibration_of, document_text, predicted};
use crate::calibrate::{Observation, calibrate};

/// Refits the calibration of a recorded file from its own measurements and features, and
/// rewrites the file: how a dataset is re-fitted after the model changes.
pub fn recalibrate(path: &Path) -> Result<()> {
    let mut document: schema::Document = serde_json::from_str(&std::fs::read_to_string(path)?)
        .with_context(|| format!("reading {}", path.display()))?;
    let observations: Vec<Observation> = document
        .scenarios
        .iter()
        .map(|s| Observation {
            id: s.id.clone(),
            features: bufscope_sim::cost::reference::features(&s.features),
            user_ns: s.user_ns.median,
            sys_ns: s.sys_ns.median,
            wall_ns: s.wall_ns.median,
        })
        .collect();
    let calibration = calibrate("this machine (fitted)", &observations);
    for (scenario, observation) in document.scenarios.iter_mut().zip(&observations) {
        scenario.predicted = predicted(
            &calibration,
            &observation.id,
            &observation.features,
            observation.wall_ns,
        );
    }
    document.calibration = calibration_of(&calibration);
    std::fs::write(path, document_text(&document)?)?;
    eprintln!(
        "refitted {}: held-out wall-time error median {:.1}%, worst {:.1}%",
        path.display(),
        calibration.median_error * 100.0,
        calibration.worst_error * 100.0
    );
    Ok(())
}
