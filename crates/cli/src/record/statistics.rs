//! The statistics of repeated measurements: median, mean, spread.

use bufscope_reference as schema;

use crate::calibrate::median;

/// Measurements of one quantity over the runs. In nanoseconds.
#[derive(Debug, Clone, PartialEq)]
pub struct Summary {
    pub samples: Vec<f64>,
    pub median: f64,
    pub mean: f64,
    pub stddev: f64,
    pub min: f64,
    pub max: f64,
}

impl Summary {
    pub fn of(samples: Vec<f64>) -> Summary {
        let mut sorted = samples.clone();
        sorted.sort_by(f64::total_cmp);
        let n = samples.len().max(1) as f64;
        let mean = samples.iter().sum::<f64>() / n;
        let variance = samples.iter().map(|s| (s - mean).powi(2)).sum::<f64>() / (n - 1.0).max(1.0);
        Summary {
            median: median(&sorted),
            mean,
            stddev: variance.sqrt(),
            min: sorted.first().copied().unwrap_or(0.0),
            max: sorted.last().copied().unwrap_or(0.0),
            samples,
        }
    }

    /// As the document holds it: whole nanoseconds.
    pub(super) fn to_stats(&self) -> schema::Stats {
        schema::Stats {
            median: self.median.round(),
            mean: self.mean.round(),
            stddev: self.stddev.round(),
            min: self.min.round(),
            max: self.max.round(),
            samples: self.samples.iter().map(|s| s.round()).collect(),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn summaries_have_the_usual_statistics() {
        let summary = Summary::of(vec![3.0, 1.0, 2.0, 10.0]);
        assert_eq!(
            (summary.median, summary.mean, summary.min, summary.max),
            (2.5, 4.0, 1.0, 10.0)
        );
        assert!((summary.stddev - 4.0826).abs() < 1e-3, "{}", summary.stddev);
    }
}
