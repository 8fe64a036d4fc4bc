//! The page shows a scenario's measured time beside a run that did exactly the work the
//! scenario's simulation did (the same cost-model features). That holds only while the
//! committed recording's features are what today's simulator computes: each scenario the
//! playground can open (a write-only program, no prepared inputs, a sink the playground has) is
//! run here with the playground's environment, and its features must equal the recorded ones.
//! Run optimized (eight of them are a million lines), by `./dev test`'s release stage.

use bufscope_sim::cost::reference::{features, read};
use bufscope_sim::cost::{Features, Param};
use bufscope_sim::kernel::{Environment, StreamTarget};
use bufscope_sim::run::run;
use bufscope_sim::script::interpreter::Limits;

const COMMITTED: &str = include_str!("../../../public/reference/intel-xeon-processor-2c.json");

#[test]
#[cfg_attr(
    debug_assertions,
    ignore = "a million lines per run: ./dev test runs it optimized"
)]
fn every_scenario_the_playground_opens_does_the_recorded_work() {
    let document = read(COMMITTED).expect("the committed reference reads");
    let mut checked = Vec::new();
    for scenario in &document.scenarios {
        let syscalls = scenario.simulated_syscalls.keys().map(String::as_str);
        let Some(sink) = bufscope_reference::playground_sink(&scenario.sink, syscalls) else {
            continue;
        };
        let target = StreamTarget::parse(sink).expect("a playground target");
        let environment = Environment {
            stdout: target,
            stderr: target,
            ..Environment::default()
        };
        let report = run(&scenario.script, &environment, Limits::default())
            .unwrap_or_else(|e| panic!("{}: {e:?}", scenario.id));
        let now = Features::of(&report);
        let recorded = features(&scenario.features);
        let differing: Vec<String> = Param::all()
            .into_iter()
            .filter(|&p| now.get(p) != recorded.get(p))
            .map(|p| format!("{p:?}: recorded {}, now {}", recorded.get(p), now.get(p)))
            .collect();
        assert!(
            differing.is_empty(),
            "{}: re-record with `bufscope record`: {differing:?}",
            scenario.id
        );
        checked.push(scenario.id.as_str());
    }
    assert_eq!(
        checked.join(" "),
        "println-line-file println-block-file println-line-null println-block-null \
         println-line-pipe println-block-pipe println-line-pty println-block-pty \
         stdout-raw-pty stdout-line-pty stdout-block-pty stderr-raw-pty stderr-line-pty \
         stderr-block-pty tui-frames-0-pty tui-frames-100-pty tui-frames-1024-pty \
         tui-frames-8192-pty tui-frames-65536-pty bufwriter-no-flush-file \
         bufwriter-flush-per-line-file memory-vec memory-cursor-vec memory-bufwriter-vec"
    );
}
