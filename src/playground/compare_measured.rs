//! The measured reference beside a compared run: when a scenario of a committed recording did
//! exactly the work a run did (the same features, so the same syscalls on the same devices,
//! bytes, operations, layer calls…), its measured time on a real machine is shown next to the
//! simulated one, and when both runs have one, how much faster the faster one really was.
//!
//! The recordings' times and features are compiled in by `build/recorded_work.rs`: a few
//! numbers instead of fetching and parsing the recording on the playground's first load.

use bufscope_sim::cost::{Features, Param};
use leptos::prelude::*;

use crate::charts::units::format_ns;
use crate::routes::Page;

/// One recorded scenario: what its simulated run did and how long the real program took.
#[derive(Debug)]
pub struct RecordedWork {
    pub scenario: &'static str,
    /// `Intel(R) Xeon(R) Processor, 2 cores`.
    pub machine: &'static str,
    pub runs: u32,
    /// Median wall time of the counted runs. In nanoseconds.
    pub median_ns: f64,
    /// The simulated run's features, one per parameter in `Param::all()`'s order.
    pub features: &'static [f64],
}

/// Every scenario of the committed recordings, in file order.
pub const RECORDED: &[RecordedWork] = include!(concat!(env!("OUT_DIR"), "/recorded_work.rs"));

/// The first recorded scenario that did exactly the work `features` count.
pub fn same_work(features: &Features) -> Option<&'static RecordedWork> {
    let amounts: Vec<f64> = Param::all().into_iter().map(|p| features.get(p)).collect();
    RECORDED
        .iter()
        .find(|recorded| recorded.features == amounts)
}

/// `Measured on …: A took …, B …; B was 29.9× faster than A.`
pub fn measured_sentence(a: &RecordedWork, b: &RecordedWork) -> String {
    let (faster, slower, ratio) = if a.median_ns <= b.median_ns {
        ("A", "B", b.median_ns / a.median_ns.max(1.0))
    } else {
        ("B", "A", a.median_ns / b.median_ns.max(1.0))
    };
    let how = if ratio < 1.05 {
        "A and B took the same time".to_string()
    } else {
        format!("{faster} was {ratio:.1}× faster than {slower}")
    };
    format!(
        "Measured on {}: A took {} ({}), B {} ({}); {how}.",
        a.machine,
        format_ns(a.median_ns),
        a.scenario,
        format_ns(b.median_ns),
        b.scenario
    )
}

/// One run's line: its measured time, or that nothing recorded did this work.
#[component]
pub fn MeasuredLine(measured: Option<&'static RecordedWork>, testid: String) -> impl IntoView {
    match measured {
        Some(m) => view! {
            <p class="text-sm" data-testid=testid>
                "measured "
                <strong>{format_ns(m.median_ns)}</strong>
                {format!(" (median of {} runs of the same work on {}, ", m.runs, m.machine)}
                <a class="text-sky-800 underline dark:text-sky-300" href=format!("{}#{}", Page::Reference.route().href(), m.scenario)>
                    {m.scenario}
                </a>
                ")"
            </p>
        }
        .into_any(),
        None => view! {
            <p class="text-xs text-slate-600 dark:text-slate-400" data-testid=testid>
                "no recorded scenario did exactly this work"
            </p>
        }
        .into_any(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use wasm_bindgen_test::{wasm_bindgen_test as test, wasm_bindgen_test_configure};

    wasm_bindgen_test_configure!(run_in_browser);

    fn at(scenario: &'static str, median_ns: f64) -> RecordedWork {
        RecordedWork {
            scenario,
            machine: "Intel(R) Xeon(R) Processor, 2 cores",
            runs: 10,
            median_ns,
            features: &[],
        }
    }

    #[test]
    fn the_measured_sentence_names_the_faster_run_and_both_times() {
        assert_eq!(
            measured_sentence(
                &at("println-line-file", 358_364_179.0),
                &at("println-block-file", 12_000_000.0)
            ),
            "Measured on Intel(R) Xeon(R) Processor, 2 cores: A took 358 ms (println-line-file), B 12 ms (println-block-file); B was 29.9× faster than A."
        );
        assert_eq!(
            measured_sentence(&at("x", 1_000_000.0), &at("y", 1_020_000.0)),
            "Measured on Intel(R) Xeon(R) Processor, 2 cores: A took 1 ms (x), B 1.02 ms (y); A and B took the same time."
        );
    }
}
