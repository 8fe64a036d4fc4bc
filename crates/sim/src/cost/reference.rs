//! The cost model stored in a reference file written by `bufscope record` (the schema is
//! `bufscope_reference`).

use std::collections::BTreeMap;

use bufscope_reference::{Document, Model};

use super::features::Features;
use super::model::CostModel;
use super::params::Param;

/// The fitted model of a reference document (`calibration.model`).
pub fn fitted_model(document: &Document) -> CostModel {
    cost_model(&document.calibration.model)
}

/// A model as a document stores it. Parameters this simulator does not know are left out;
/// prices the document does not list are 0.
pub fn cost_model(model: &Model) -> CostModel {
    CostModel {
        name: model.name.clone(),
        prices: super::model::price_map(
            model
                .parameters
                .iter()
                .filter_map(|(id, parameter)| Some((Param::from_id(id)?, parameter.value))),
        ),
    }
}

/// A scenario's features as a document stores them (by parameter id): every parameter, those
/// not listed 0, ids this simulator does not know left out.
pub fn features(amounts: &BTreeMap<String, f64>) -> Features {
    Features {
        values: Param::all()
            .into_iter()
            .map(|param| (param, amounts.get(&param.id()).copied().unwrap_or(0.0)))
            .collect(),
    }
}

/// Reads a reference document.
pub fn read(text: &str) -> Result<Document, serde_json::Error> {
    serde_json::from_str(text)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The dataset committed as the default reference.
    const COMMITTED: &str =
        include_str!("../../../../public/reference/intel-xeon-processor-2c.json");

    #[test]
    fn the_committed_reference_has_a_price_for_every_parameter() {
        let document = read(COMMITTED).expect("the schema");
        assert_eq!(document.schema, bufscope_reference::SCHEMA);
        let model = fitted_model(&document);
        for param in Param::all() {
            assert!(
                model.prices.contains_key(&param),
                "no price for {}",
                param.id()
            );
        }
    }

    #[test]
    fn the_committed_reference_counts_equal_the_simulated_counts() {
        let document = read(COMMITTED).expect("the schema");
        assert!(
            document.scenarios.len() >= 30,
            "{} scenarios",
            document.scenarios.len()
        );
        for scenario in document.scenarios.iter().filter(|s| s.deterministic) {
            assert_eq!(
                scenario.syscalls, scenario.simulated_syscalls,
                "{}",
                scenario.id
            );
            assert!(scenario.runs >= 10, "{}", scenario.id);
        }
    }
}
