//! Fitting the cost model to measurements: non-negative least squares, one fit per kind of
//! time (user, sys, wait), on relative errors, with held-out scenarios to report honestly how
//! well the fit predicts runs it never saw.

use ndarray::{Array1, Array2};

use bufscope_sim::cost::{CostModel, Features, Param, TimeKind};

/// One measured scenario: what the simulator counted, and what the real runs took.
#[derive(Debug, Clone)]
pub struct Observation {
    pub id: String,
    pub features: Features,
    /// Medians over the runs. In nanoseconds.
    pub user_ns: f64,
    pub sys_ns: f64,
    pub wall_ns: f64,
}

impl Observation {
    fn target(&self, kind: TimeKind) -> f64 {
        match kind {
            TimeKind::User => self.user_ns,
            TimeKind::Sys => self.sys_ns,
            TimeKind::Wait => (self.wall_ns - self.user_ns - self.sys_ns).max(0.0),
        }
    }
}

/// A prediction for a scenario the fit did not see.
#[derive(Debug, Clone, PartialEq)]
pub struct Prediction {
    pub id: String,
    pub measured_wall_ns: f64,
    pub predicted_wall_ns: f64,
    /// |predicted − measured| / measured.
    pub relative_error: f64,
}

/// A fitted model and how well it predicts held-out scenarios.
#[derive(Debug, Clone)]
pub struct Calibration {
    pub model: CostModel,
    pub fitted_on: Vec<String>,
    pub held_out: Vec<Prediction>,
    pub median_error: f64,
    pub worst_error: f64,
}

/// Prices that are always paid together (the same amount in every run): only their sum shows in
/// the wall time, and the split between user and sys time has to come from the kernel's split.
const PAIRS: [(Param, Param); 2] = [
    (Param::StartupUser, Param::StartupSys),
    (Param::SyscallUser, Param::SyscallBase),
];

/// Fits every price to `observations`.
///
/// The prices are fitted jointly to the wall time: the kernel's split of a run's CPU time into
/// user and sys is sampled at clock ticks and too coarse for short runs. Only where two prices
/// always come together (`PAIRS`) is that split used, for their ratio: it comes from fitting
/// user-time prices to user time and sys-time prices to sys time.
pub fn fit(name: &str, observations: &[&Observation]) -> CostModel {
    let params = Param::all();
    let mut prices: std::collections::BTreeMap<Param, f64> = params
        .iter()
        .copied()
        .zip(fit_group(&params, observations, None))
        .collect();
    let mut by_kind = std::collections::BTreeMap::new();
    for kind in [TimeKind::User, TimeKind::Sys] {
        let group: Vec<Param> = params
            .iter()
            .copied()
            .filter(|p| p.time_kind() == kind)
            .collect();
        by_kind.extend(
            group
                .iter()
                .copied()
                .zip(fit_group(&group, observations, Some(kind))),
        );
    }
    for (user, sys) in PAIRS {
        let sum = prices[&user] + prices[&sys];
        let (u, s) = (by_kind[&user], by_kind[&sys]);
        let user_share = if u + s > 0.0 { u / (u + s) } else { 0.5 };
        prices.insert(user, sum * user_share);
        prices.insert(sys, sum * (1.0 - user_share));
    }
    CostModel {
        name: name.to_string(),
        prices,
    }
}

/// The shortest wall time a row is weighted by: below it, the kernel's split of a run into user
/// and sys time (sampled at clock ticks) is too coarse to trust as a relative measure.
const MIN_WEIGHT_NS: f64 = 5_000_000.0;

/// NNLS for `params` against one kind of time (or the wall time, `None`). Each row is divided
/// by its run's wall time, so every scenario counts in
/// relative terms (a 2 ms run as much as a 2 s one). Columns are scaled to 1 for conditioning.
fn fit_group(params: &[Param], observations: &[&Observation], kind: Option<TimeKind>) -> Vec<f64> {
    let (runs, cols) = (observations.len(), params.len());
    if runs == 0 {
        return vec![0.0; cols];
    }
    let rows = runs;
    let mut a = Array2::<f64>::zeros((rows, cols));
    let mut b = Array1::<f64>::zeros(rows);
    for (i, observation) in observations.iter().enumerate() {
        let weight = 1.0 / observation.wall_ns.max(MIN_WEIGHT_NS);
        for (j, param) in params.iter().enumerate() {
            a[[i, j]] = observation.features.get(*param) * weight;
        }
        b[i] = kind.map_or(observation.wall_ns, |kind| observation.target(kind)) * weight;
    }
    let scales: Vec<f64> = (0..cols)
        .map(|j| a.column(j).iter().fold(0.0f64, |m, v| m.max(v.abs())))
        .collect();
    for (j, &scale) in scales.iter().enumerate() {
        if scale > 0.0 {
            a.column_mut(j).mapv_inplace(|v| v / scale);
        }
    }
    let (x, _residual) = nnls::nnls(a.view(), b.view());
    x.iter()
        .zip(&scales)
        .map(|(&value, &scale)| if scale > 0.0 { value / scale } else { 0.0 })
        .collect()
}

/// Splits the scenarios, fits on one part and predicts the other.
///
/// A scenario is the main evidence for a price when no other one uses as much of it relative to
/// its own run time (judged with the stated laptop prices): those always stay in the fit, since
/// nothing else could teach the model that price. Every other remaining scenario is held out.
pub fn calibrate(name: &str, observations: &[Observation]) -> Calibration {
    let reference = bufscope_sim::cost::presets::generic_linux_laptop();
    let mut anchors = std::collections::BTreeSet::new();
    for param in Param::all() {
        let share =
            |o: &Observation| o.features.get(param) * reference.price(param) / o.wall_ns.max(1.0);
        let best = observations
            .iter()
            .enumerate()
            .max_by(|(_, a), (_, b)| share(a).total_cmp(&share(b)));
        if let Some((i, o)) = best
            && share(o) > 0.0
        {
            anchors.insert(i);
        }
    }
    let candidates: Vec<usize> = (0..observations.len())
        .filter(|i| !anchors.contains(i))
        .collect();
    let held: std::collections::BTreeSet<usize> =
        candidates.iter().skip(1).step_by(2).copied().collect();
    let fitted: Vec<&Observation> = observations
        .iter()
        .enumerate()
        .filter(|(i, _)| !held.contains(i))
        .map(|(_, o)| o)
        .collect();
    let model = fit(name, &fitted);
    let held_out: Vec<Prediction> = held
        .iter()
        .map(|&i| {
            let observation = &observations[i];
            let predicted = model.cost(&observation.features).wall_ns();
            Prediction {
                id: observation.id.clone(),
                measured_wall_ns: observation.wall_ns,
                predicted_wall_ns: predicted,
                relative_error: (predicted - observation.wall_ns).abs()
                    / observation.wall_ns.max(1.0),
            }
        })
        .collect();
    let mut errors: Vec<f64> = held_out.iter().map(|p| p.relative_error).collect();
    errors.sort_by(f64::total_cmp);
    Calibration {
        model,
        fitted_on: fitted.iter().map(|o| o.id.clone()).collect(),
        median_error: median(&errors),
        worst_error: errors.last().copied().unwrap_or(0.0),
        held_out,
    }
}

/// The median of sorted values (0 for none).
pub fn median(sorted: &[f64]) -> f64 {
    match sorted.len() {
        0 => 0.0,
        n if n % 2 == 1 => sorted[n / 2],
        n => (sorted[n / 2 - 1] + sorted[n / 2]) / 2.0,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A deterministic pseudo-random stream (xorshift), so the test needs no extra crate.
    struct Noise(u64);

    impl Noise {
        fn next(&mut self) -> f64 {
            self.0 ^= self.0 << 13;
            self.0 ^= self.0 >> 7;
            self.0 ^= self.0 << 17;
            (self.0 % 1_000_000) as f64 / 1_000_000.0
        }
    }

    #[test]
    fn the_fit_recovers_known_prices_from_synthetic_runs_within_five_percent() {
        let truth = bufscope_sim::cost::presets::generic_linux_laptop();
        let params = Param::all();
        let mut noise = Noise(0x9e3779b97f4a7c15);
        let observations: Vec<Observation> = (0..120)
            .map(|i| {
                // Each synthetic run uses every parameter in a random amount, sized so that each
                // contributes between 10 µs and 10 ms: every price then shows in the times.
                let values = params
                    .iter()
                    .map(|&p| {
                        let amount = match p {
                            Param::StartupSys | Param::StartupUser => 1.0,
                            _ => ((10f64).powf(4.0 + 3.0 * noise.next())
                                / truth.price(p).max(0.01))
                            .round(),
                        };
                        (p, amount)
                    })
                    .collect();
                let features = Features { values };
                let cost = truth.cost(&features);
                // ±0.5% measurement noise.
                let jitter = |t: f64, n: f64| t * (1.0 + (n - 0.5) * 0.01);
                let (user, sys, wait) = (
                    jitter(cost.user_ns, noise.next()),
                    jitter(cost.sys_ns, noise.next()),
                    jitter(cost.wait_ns, noise.next()),
                );
                Observation {
                    id: format!("synthetic-{i}"),
                    features,
                    user_ns: user,
                    sys_ns: sys,
                    wall_ns: user + sys + wait,
                }
            })
            .collect();
        let all: Vec<&Observation> = observations.iter().collect();
        let fitted = fit("fitted", &all);
        let mut off = Vec::new();
        for param in params {
            let (want, got) = (truth.price(param), fitted.price(param));
            let error = if want == 0.0 {
                got.abs()
            } else {
                (got - want).abs() / want
            };
            if error > 0.05 && !(want == 0.0 && got < 1e-6) {
                off.push(format!(
                    "{}: want {want}, got {got:.4} ({:.1}%)",
                    param.id(),
                    error * 100.0
                ));
            }
        }
        assert!(
            off.is_empty(),
            "prices off by more than 5%:\n{}",
            off.join("\n")
        );
        let calibration = calibrate("held out", &observations);
        assert!(
            calibration.held_out.len() >= 40,
            "{} held out",
            calibration.held_out.len()
        );
        assert!(
            calibration.worst_error < 0.05,
            "worst held-out error {}",
            calibration.worst_error
        );
    }

    #[test]
    fn median_of_even_and_odd_counts() {
        assert_eq!(median(&[]), 0.0);
        assert_eq!(median(&[1.0, 2.0, 9.0]), 2.0);
        assert_eq!(median(&[1.0, 2.0, 4.0, 9.0]), 3.0);
    }
}
