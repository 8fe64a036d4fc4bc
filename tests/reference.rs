//! The reference parser in a real browser, against the committed recording read a second,
//! independent way (plain JavaScript), and against broken copies of it.
#![cfg(target_arch = "wasm32")]

use bufscope::reference::document::{MAX_BYTES, Reference};
use bufscope::reference::error::ReferenceError;
use bufscope::reference::parse::parse_reference;
use bufscope::reference::strategy_groups::STRATEGY_GROUPS;
use bufscope_sim::cost::Param;
use js_sys::{Array, Function, JSON, Reflect};
use wasm_bindgen::JsValue;
use wasm_bindgen_test::*;

wasm_bindgen_test_configure!(run_in_browser);

const COMMITTED: &str = include_str!("../public/reference/intel-xeon-processor-2c.json");

/// Runs `body` as a JavaScript function of `text` (the committed document) and returns its
/// result: the test's independent reading of the file.
fn js(body: &str) -> JsValue {
    Function::new_with_args("text", body)
        .call1(&JsValue::NULL, &JsValue::from_str(COMMITTED))
        .expect("the JavaScript ran")
}

/// The committed document changed by `edit` (JavaScript acting on `d`), as text.
fn edited(edit: &str) -> String {
    js(&format!(
        "const d = JSON.parse(text); {edit}; return JSON.stringify(d);"
    ))
    .as_string()
    .expect("a string")
}

fn json(value: &JsValue) -> String {
    JSON::stringify(value)
        .expect("stringify")
        .as_string()
        .expect("string")
}

fn strings(values: impl IntoIterator<Item = String>) -> JsValue {
    values
        .into_iter()
        .map(|s| JsValue::from_str(&s))
        .collect::<Array>()
        .into()
}

fn numbers(values: impl IntoIterator<Item = f64>) -> JsValue {
    values
        .into_iter()
        .map(JsValue::from_f64)
        .collect::<Array>()
        .into()
}

fn row(values: impl IntoIterator<Item = JsValue>) -> JsValue {
    values.into_iter().collect::<Array>().into()
}

fn committed() -> Reference {
    parse_reference(COMMITTED).expect("the committed reference parses")
}

#[wasm_bindgen_test]
fn the_committed_reference_reads_as_plain_javascript_reads_it() {
    let reference = committed();
    let m = &reference.machine;
    let machine = row([
        JsValue::from_str(&m.id),
        JsValue::from_str(&m.cpu_model),
        JsValue::from_f64(m.cores.into()),
        JsValue::from_str(&m.kernel),
        JsValue::from_str(&m.rustc),
        JsValue::from_str(&m.date),
        JsValue::from_str(&m.tmp_filesystem),
    ]);
    let expected_machine = js(
        "const m = JSON.parse(text).machine; return [m.id, m.cpu_model, m.cores, m.kernel, m.rustc, m.date, m.tmp_filesystem];",
    );
    assert_eq!(json(&machine), json(&expected_machine));

    let counts = |map: &std::collections::BTreeMap<String, u64>| {
        row(map
            .iter()
            .map(|(name, count)| row([JsValue::from_str(name), JsValue::from_f64(*count as f64)])))
    };
    let scenarios = row(reference.scenarios.iter().map(|s| {
        let stats = |t: &bufscope::reference::document::Stats| {
            row([
                JsValue::from_f64(t.median),
                JsValue::from_f64(t.mean),
                JsValue::from_f64(t.stddev),
                JsValue::from_f64(t.min),
                JsValue::from_f64(t.max),
                numbers(t.samples.iter().copied()),
            ])
        };
        row([
            JsValue::from_str(&s.id),
            JsValue::from_str(&s.title),
            JsValue::from_str(&s.claim),
            JsValue::from_str(&s.sink),
            JsValue::from_str(&s.script),
            JsValue::from_bool(s.deterministic),
            JsValue::from_f64(s.runs.into()),
            counts(&s.syscalls),
            counts(&s.simulated_syscalls),
            stats(&s.wall_ns),
            stats(&s.user_ns),
            stats(&s.sys_ns),
        ])
    }));
    let expected_scenarios = js(r#"
        const byName = (m) => Object.entries(m).sort((a, b) => (a[0] < b[0] ? -1 : 1));
        const stats = (t) => [t.median, t.mean, t.stddev, t.min, t.max, t.samples];
        return JSON.parse(text).scenarios.map((s) => [
            s.id, s.title, s.claim, s.sink, s.script, s.deterministic, s.runs,
            byName(s.syscalls), byName(s.simulated_syscalls),
            stats(s.wall_ns), stats(s.user_ns), stats(s.sys_ns),
        ]);
    "#);
    assert_eq!(json(&scenarios), json(&expected_scenarios));

    let c = &reference.calibration;
    let calibration = row([
        strings(c.fitted_on.iter().cloned()),
        row(c.held_out.iter().map(|h| {
            row([
                JsValue::from_str(&h.id),
                JsValue::from_f64(h.measured_wall_ns),
                JsValue::from_f64(h.predicted_wall_ns),
                JsValue::from_f64(h.relative_error),
            ])
        })),
        JsValue::from_f64(c.median_error),
        JsValue::from_f64(c.worst_error),
        JsValue::from_str(&c.model.name),
    ]);
    let expected_calibration = js(r#"
        const c = JSON.parse(text).calibration;
        return [c.fitted_on,
            c.held_out.map((h) => [h.id, h.measured_wall_ns, h.predicted_wall_ns, h.relative_error]),
            c.median_error, c.worst_error, c.model.name];
    "#);
    assert_eq!(json(&calibration), json(&expected_calibration));
}

#[wasm_bindgen_test]
fn prices_and_features_are_the_files_under_the_simulators_parameter_ids() {
    let reference = committed();
    let prices = js(
        "return Object.entries(JSON.parse(text).calibration.model.parameters).map(([id, p]) => [id, p.value]);",
    );
    let prices: Vec<(String, f64)> = Array::from(&prices)
        .iter()
        .map(|pair| {
            let pair = Array::from(&pair);
            (
                pair.get(0).as_string().expect("id"),
                pair.get(1).as_f64().expect("value"),
            )
        })
        .collect();
    let known: Vec<(Param, f64)> = prices
        .iter()
        .filter_map(|(id, value)| Param::from_id(id).map(|p| (p, *value)))
        .collect();
    assert_eq!(known.len(), reference.calibration.model.prices.len());
    for (param, value) in known {
        assert_eq!(
            reference.calibration.model.price(param),
            value,
            "{}",
            param.id()
        );
    }

    let features = js("return JSON.parse(text).scenarios.map((s) => s.features);");
    for (scenario, in_file) in reference
        .scenarios
        .iter()
        .zip(Array::from(&features).iter())
    {
        for (param, amount) in &scenario.features.values {
            let expected = Reflect::get(&in_file, &JsValue::from_str(&param.id()))
                .ok()
                .and_then(|v| v.as_f64())
                .unwrap_or(0.0);
            assert_eq!(*amount, expected, "{} {}", scenario.id, param.id());
        }
    }
}

#[wasm_bindgen_test]
fn the_fitted_model_reproduces_the_recorders_own_predictions() {
    let reference = committed();
    let predicted = js("return JSON.parse(text).scenarios.map((s) => s.predicted.wall_ns);");
    let predicted: Vec<f64> = Array::from(&predicted)
        .iter()
        .map(|v| v.as_f64().expect("number"))
        .collect();
    assert_eq!(predicted.len(), reference.scenarios.len());
    for (scenario, recorded) in reference.scenarios.iter().zip(predicted) {
        let simulated = scenario.simulated(&reference.calibration.model).wall_ns();
        // The recorder rounds to whole nanoseconds.
        assert!(
            (simulated - recorded).abs() <= 0.5 + 1e-9 * recorded,
            "{}: simulated {simulated}, recorded {recorded}",
            scenario.id
        );
    }
}

fn error_of(text: &str) -> String {
    match parse_reference(text) {
        Ok(_) => panic!("a broken document parsed"),
        Err(error) => error.to_string(),
    }
}

#[wasm_bindgen_test]
fn broken_documents_are_refused_with_the_path_of_what_is_wrong() {
    let cases = [
        (
            "d.scenarios[3].wall_ns.median = 'abc'",
            r#"scenarios[3].wall_ns.median: expected a number, found "abc""#,
        ),
        (
            "delete d.machine.cpu_model",
            "machine.cpu_model: expected a string, found nothing",
        ),
        (
            "d.schema = 'bufscope-reference/2'",
            r#"schema: expected "bufscope-reference/1", found "bufscope-reference/2""#,
        ),
        (
            "d.scenarios[0].features['syscall.file'] = null",
            r#"scenarios[0].features["syscall.file"]: expected a number, found null"#,
        ),
        (
            "d.calibration.held_out[1] = 7",
            "calibration.held_out[1]: expected an object, found 7",
        ),
        (
            "d.scenarios[2].runs = 2.5",
            "scenarios[2].runs: expected a whole number of at least 0, found 2.5",
        ),
        (
            "d.scenarios[5].syscalls.write = -1",
            "scenarios[5].syscalls.write: expected a whole number of at least 0, found -1",
        ),
        (
            "d.scenarios = {}",
            "scenarios: expected an array, found an object",
        ),
        (
            "d.calibration.model.parameters.syscall = { unit: 'ns' }",
            "calibration.model.parameters.syscall.value: expected a number, found nothing",
        ),
        // Every member of the schema is read, those the page does not show too.
        (
            "delete d.scenarios[0].predicted",
            "scenarios[0].predicted: expected an object, found nothing",
        ),
        (
            "d.calibration.model.parameters.syscall.unit = 3",
            "calibration.model.parameters.syscall.unit: expected a string, found 3",
        ),
        (
            "d.scenarios[1].predicted.held_out_wall_ns = 'soon'",
            r#"scenarios[1].predicted.held_out_wall_ns: expected a number, found "soon""#,
        ),
        (
            "d.machine.cpu_model = 'x'.repeat(100)",
            // Accepted: any string names a CPU. Checked below to parse.
            "",
        ),
        (
            "d.machine.cores = 'x'.repeat(100)",
            "machine.cores: expected a whole number of at least 0, found \"xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx\"…",
        ),
    ];
    for (edit, expected) in cases {
        let text = edited(edit);
        if expected.is_empty() {
            assert!(parse_reference(&text).is_ok(), "{edit}");
        } else {
            assert_eq!(error_of(&text), expected, "{edit}");
        }
    }
}

#[wasm_bindgen_test]
fn samples_must_be_one_per_run_and_ordered_statistics_hold() {
    let runs = js("return JSON.parse(text).scenarios[1].runs;")
        .as_f64()
        .expect("runs");
    assert_eq!(
        error_of(&edited("d.scenarios[1].user_ns.samples.pop()")),
        format!(
            "scenarios[1].user_ns.samples: expected {runs} samples (one per run), found {}",
            runs - 1.0
        )
    );
    let text = edited("d.scenarios[4].sys_ns.min = d.scenarios[4].sys_ns.max + 1");
    let (min, median, max) = {
        let sys = js(
            "const s = JSON.parse(text).scenarios[4].sys_ns; return [s.max + 1, s.median, s.max];",
        );
        let sys = Array::from(&sys);
        let n = |i| sys.get(i).as_f64().expect("number");
        (n(0), n(1), n(2))
    };
    assert_eq!(
        error_of(&text),
        format!("scenarios[4].sys_ns: expected min ≤ median ≤ max, found {min} ≤ {median} ≤ {max}")
    );
}

#[wasm_bindgen_test]
fn text_that_is_not_a_reference_document_is_refused_before_any_path() {
    assert_eq!(
        error_of("[1, 2]"),
        "the document: expected an object, found an array"
    );
    assert_eq!(
        error_of("{}"),
        r#"schema: expected "bufscope-reference/1", found nothing"#
    );
    let truncated = &COMMITTED[..COMMITTED.len() / 2];
    let message = error_of(truncated);
    assert!(message.starts_with("not JSON: "), "{message}");
    assert!(
        message.len() > "not JSON: ".len(),
        "the parser's reason is kept"
    );

    let huge = " ".repeat(MAX_BYTES + 1);
    assert_eq!(
        parse_reference(&huge).err(),
        Some(ReferenceError::TooLarge {
            bytes: (MAX_BYTES + 1) as u64
        })
    );
}

#[wasm_bindgen_test]
fn every_committed_scenario_is_in_exactly_one_strategy_group() {
    let reference = committed();
    for scenario in &reference.scenarios {
        let groups: Vec<&str> = STRATEGY_GROUPS
            .iter()
            .filter(|g| g.members(&reference).iter().any(|s| s.id == scenario.id))
            .map(|g| g.title)
            .collect();
        assert_eq!(groups.len(), 1, "{}: {groups:?}", scenario.id);
    }
    for group in STRATEGY_GROUPS {
        let strategies = group.strategies(&reference);
        let mut labels: Vec<&str> = strategies.bars.iter().map(|b| b.label.as_str()).collect();
        labels.sort_unstable();
        labels.dedup();
        assert_eq!(
            labels.len(),
            strategies.bars.len(),
            "{}: labels must differ",
            group.title
        );
        assert_eq!(strategies.machine, reference.machine.summary());
    }
}

#[wasm_bindgen_test]
fn bar_labels_drop_the_family_prefix_and_point_at_the_sink() {
    let reference = committed();
    let labels = |title_start: &str| -> Vec<String> {
        let group = STRATEGY_GROUPS
            .iter()
            .find(|g| g.title.starts_with(title_start))
            .expect("a group");
        group
            .strategies(&reference)
            .bars
            .into_iter()
            .map(|bar| bar.label)
            .collect()
    };
    assert_eq!(
        labels("println!"),
        [
            "line → file",
            "block → file",
            "line → tmpfs",
            "block → tmpfs",
            "line → null",
            "block → null",
            "line → pipe",
            "block → pipe",
            "line → pty",
            "block → pty"
        ]
    );
    assert_eq!(
        labels("Reading"),
        [
            "serde from reader raw",
            "serde from reader bufreader",
            "tcp 1 byte reads raw",
            "tcp 1 byte reads bufreader",
            "large reads raw",
            "large reads bufreader"
        ]
    );
}

#[wasm_bindgen_test]
fn a_scenario_opens_in_the_playground_with_its_script_and_sink() {
    let reference = committed();
    let line = reference.scenario("println-line-file").expect("recorded");
    let pairs = |pairs: &[(&str, &str)]| -> Vec<(String, String)> {
        pairs
            .iter()
            .map(|(k, v)| (k.to_string(), v.to_string()))
            .collect()
    };
    assert_eq!(
        line.playground_query(),
        Some(pairs(&[
            ("v", "1"),
            (
                "script",
                "for i in 1..=1000000 {\n    println!(\"{}\", i);\n}\n"
            ),
            ("stdout", "file"),
            ("stderr", "file"),
        ]))
    );
    let pty = reference.scenario("println-line-pty").expect("recorded");
    assert_eq!(
        pty.playground_query(),
        Some(pairs(&[("v", "1"), ("script", pty.script.as_str())]))
    );
    // tmpfs is no playground target; prepared input files and TCP peers are not in the document.
    for id in [
        "println-line-tmpfs",
        "serde-from-reader-raw",
        "tcp-1-byte-reads-raw",
        "large-reads-raw",
    ] {
        assert_eq!(
            reference.scenario(id).expect(id).playground_query(),
            None,
            "{id}"
        );
    }
}

#[wasm_bindgen_test]
fn the_page_carries_every_scenarios_measured_time_and_work() {
    use bufscope::playground::compare_measured::{RECORDED, same_work};
    let reference = committed();
    let machine = reference.machine.summary();
    let carried: Vec<_> = RECORDED
        .iter()
        .map(|r| (r.scenario, r.machine, r.runs, r.median_ns))
        .collect();
    // What the playground can rerun: programs that only write, to a sink it has.
    let openable: Vec<_> = reference
        .scenarios
        .iter()
        .filter(|s| s.playground_query().is_some())
        .collect();
    let read: Vec<_> = openable
        .iter()
        .map(|s| (s.id.as_str(), machine.as_str(), s.runs, s.wall_ns.median))
        .collect();
    assert_eq!(carried, read);
    assert_eq!(carried.len(), 24);
    for scenario in &reference.scenarios {
        let found = same_work(&scenario.features).map(|r| r.scenario);
        // Scenarios that differ only in which stream they write did the same work; the
        // first of them is the measurement shown.
        let first = openable
            .iter()
            .find(|s| s.features == scenario.features)
            .map(|s| s.id.as_str());
        assert_eq!(found, first, "{}", scenario.id);
    }
    assert_eq!(
        same_work(
            &reference
                .scenario("stderr-raw-pty")
                .expect("recorded")
                .features
        )
        .map(|r| r.scenario),
        Some("stdout-raw-pty")
    );
    let mut changed = reference
        .scenario("println-line-file")
        .expect("recorded")
        .features
        .clone();
    for (param, value) in &mut changed.values {
        if *param == Param::Operation {
            *value += 1.0;
        }
    }
    assert!(same_work(&changed).is_none());
}
