//! Compare shows a measured time beside a run that did exactly a recorded scenario's work.
//! The recording's two println! programs are one Compare change apart: the line-by-line one
//! wrapped in a BufWriter by Compare must be the BufWriter scenario's work, on every sink the
//! playground has, so a learner who opens the first and picks "wrap in a BufWriter" sees both
//! measurements. Run optimized (a million lines each), by `./dev test`'s release stage.

use bufscope_course::script_change::ScriptChange;
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
fn wrapping_the_println_scenario_in_a_bufwriter_is_the_bufwriter_scenarios_work() {
    let document = read(COMMITTED).expect("the committed reference reads");
    let scenario = |id: &str| {
        document
            .scenarios
            .iter()
            .find(|s| s.id == id)
            .unwrap_or_else(|| panic!("{id} is recorded"))
    };
    for (sink, target) in [
        ("file", StreamTarget::File),
        ("pty", StreamTarget::Terminal),
    ] {
        let line = scenario(&format!("println-line-{sink}"));
        let block = scenario(&format!("println-block-{sink}"));
        let changed = ScriptChange::WrapBufWriter
            .apply(&line.script)
            .expect("Compare offers the change");
        let environment = Environment {
            stdout: target,
            stderr: target,
            ..Environment::default()
        };
        let report = run(&changed, &environment, Limits::default()).expect("runs");
        let now = Features::of(&report);
        let recorded = features(&block.features);
        let differing: Vec<String> = Param::all()
            .into_iter()
            .filter(|&p| now.get(p) != recorded.get(p))
            .map(|p| format!("{p:?}: {} vs {}", recorded.get(p), now.get(p)))
            .collect();
        assert_eq!(differing, Vec::<String>::new(), "{sink}: {changed}");
    }
}
