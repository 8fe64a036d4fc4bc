//! The cost model stored in a reference file written by `bufscope record`.

use super::model::CostModel;
use super::params::Param;

/// The fitted model of a reference document (`calibration.model`), if it has one. Prices it
/// does not list are 0.
pub fn fitted_model(document: &serde_json::Value) -> Option<CostModel> {
    let model = &document["calibration"]["model"];
    let parameters = model["parameters"].as_object()?;
    let prices = parameters
        .iter()
        .filter_map(|(id, entry)| Some((Param::from_id(id)?, entry["value"].as_f64()?)))
        .collect();
    Some(CostModel {
        name: model["name"].as_str().unwrap_or("fitted").to_string(),
        prices,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The dataset committed as the default reference.
    const COMMITTED: &str =
        include_str!("../../../../public/reference/intel-xeon-processor-2c.json");

    #[test]
    fn the_committed_reference_has_a_price_for_every_parameter() {
        let document: serde_json::Value = serde_json::from_str(COMMITTED).expect("valid JSON");
        assert_eq!(document["schema"], "bufscope-reference/1");
        let model = fitted_model(&document).expect("a fitted model");
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
        let document: serde_json::Value = serde_json::from_str(COMMITTED).expect("valid JSON");
        let scenarios = document["scenarios"].as_array().expect("scenarios");
        assert!(scenarios.len() >= 30, "{} scenarios", scenarios.len());
        for scenario in scenarios.iter().filter(|s| s["deterministic"] == true) {
            assert_eq!(
                scenario["syscalls"], scenario["simulated_syscalls"],
                "{}",
                scenario["id"]
            );
            assert!(
                scenario["runs"].as_u64().unwrap_or(0) >= 10,
                "{}",
                scenario["id"]
            );
        }
    }
}
