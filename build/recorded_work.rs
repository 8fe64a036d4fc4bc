//! Writes `recorded_work.rs` into `OUT_DIR`: for every scenario of the recordings committed in
//! `public/reference/` that the playground can rerun (`bufscope_reference::playground_sink`),
//! its measured wall time and the features of its simulated run. The page
//! shows a scenario's measured time beside a compared run that did exactly that work; carrying
//! these few numbers costs the first load about 2 KB, where fetching and parsing the recording
//! in the page cost 36 KB (measured with `./dev build`).

use std::fmt::Write as _;
use std::fs;
use std::path::Path;

use bufscope_sim::cost::Param;
use bufscope_sim::cost::reference::{features, read};

pub fn write(root: &Path, out: &Path) -> Result<(), String> {
    let dir = root.join("public").join("reference");
    println!("cargo:rerun-if-changed={}", dir.display());
    let mut paths: Vec<_> = fs::read_dir(&dir)
        .map_err(|e| format!("{}: {e}", dir.display()))?
        .map(|entry| entry.map(|e| e.path()).map_err(|e| e.to_string()))
        .collect::<Result<_, _>>()?;
    paths.retain(|path| path.extension().is_some_and(|e| e == "json"));
    paths.sort();
    let mut code = String::from("&[\n");
    for path in &paths {
        let text = fs::read_to_string(path).map_err(|e| format!("{}: {e}", path.display()))?;
        let document = read(&text).map_err(|e| format!("{}: {e}", path.display()))?;
        let machine = document.machine.summary();
        for scenario in &document.scenarios {
            let syscalls = scenario.simulated_syscalls.keys().map(String::as_str);
            if bufscope_reference::playground_sink(&scenario.sink, syscalls).is_none() {
                continue;
            }
            // Every parameter, in `Param::all()`'s order (the page's bufscope-sim is this one).
            let recorded = features(&scenario.features);
            let amounts: String = Param::all()
                .into_iter()
                .map(|param| format!("{:?}, ", recorded.get(param)))
                .collect();
            writeln!(
                code,
                "    RecordedWork {{ scenario: {:?}, machine: {machine:?}, runs: {}, median_ns: {:?}, features: &[{amounts}] }},",
                scenario.id, scenario.runs, scenario.wall_ns.median
            )
            .map_err(|e| e.to_string())?;
        }
    }
    code.push(']');
    let target = out.join("recorded_work.rs");
    fs::write(&target, code).map_err(|e| format!("{}: {e}", target.display()))
}
