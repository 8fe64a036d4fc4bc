//! The playground's whole state in the URL, so a link (or an iframe) reproduces it exactly.
//!
//! Format, version 1 (`v=1`, may be left out): readable query parameters, defaults left out.
//! - `script`: the script text (URL-encoded);
//! - `example`: an example's id, used when there is no `script`;
//! - `stdout`, `stderr`: `terminal` (default), `file`, `pipe`, `/dev/null`;
//! - `policy`: `today` (default) or `proposed` (stdout block-buffered when not a terminal);
//! - `preset`: the cost preset's index (default 0, the recorded machine);
//! - `fault.max-write`, `fault.max-read`, `fault.disk-full`: injected faults, in bytes;
//! - `price.<parameter id>`: a price moved away from the preset (`price.syscall.file=900`);
//! - `compare`: Compare is on, script B being A with these changes made, in order
//!   (`compare=stdout-file,bufwriter`; `copy` for none; ids in `bufscope_course::script_change`);
//! - `compare.script`: B's own text, once the learner edited it (wins over the changes);
//! - `predict`: ask a prediction before showing results: `1` (the page picks the question),
//!   `writes`, `faster` (A or B) or `first-line`.
//!
//! Links only ever gain parameters: a later version reads every older link the same way.
//! Version 2 is this query compressed into one parameter, `z` (`link_codec.rs`).

use bufscope_sim::kernel::StreamTarget;
use bufscope_sim::whatif::StdoutPolicy;

use super::compare_state::{CompareState, PredictSetting};

/// The readable URL format.
pub const VERSION: u32 = 1;

/// The newest format this version reads (`v=2`: the readable query compressed into `z`).
pub const NEWEST_VERSION: u32 = 2;

#[derive(Debug, Clone, PartialEq, Default)]
pub struct PlaygroundState {
    pub script: String,
    /// The example the script came from, while it is unedited.
    pub example: Option<String>,
    pub stdout: StreamTarget,
    pub stderr: StreamTarget,
    /// stdout's buffering: std's today, or rust-lang/rust#60673's proposal.
    pub policy: StdoutPolicy,
    pub preset: usize,
    /// Prices moved away from the preset: `(parameter id, price)`.
    pub prices: Vec<(String, f64)>,
    pub faults: crate::protocol::FaultSettings,
    /// Script B, when comparing.
    pub compare: Option<CompareState>,
    /// Ask for a prediction before the results show.
    pub predict: Option<PredictSetting>,
}

/// The URL names of the faults.
const FAULTS: [&str; 3] = ["fault.max-write", "fault.max-read", "fault.disk-full"];

fn fault_slot<'s>(
    faults: &'s mut crate::protocol::FaultSettings,
    key: &str,
) -> Option<&'s mut Option<u64>> {
    match key {
        "fault.max-write" => Some(&mut faults.max_write),
        "fault.max-read" => Some(&mut faults.max_read),
        "fault.disk-full" => Some(&mut faults.disk_full_after),
        _ => None,
    }
}

impl PlaygroundState {
    /// Whether `key` is a parameter of this format (a price names any parameter: whether the
    /// parameter exists is `from_query`'s to say).
    pub fn knows(key: &str) -> bool {
        matches!(
            key,
            "v" | "z"
                | "script"
                | "example"
                | "stdout"
                | "stderr"
                | "policy"
                | "preset"
                | "compare"
                | "compare.script"
                | "predict"
        ) || FAULTS.contains(&key)
            || key.starts_with("price.")
    }

    /// The state a fresh page starts in.
    pub fn starting(script: &str, example: &str) -> PlaygroundState {
        PlaygroundState {
            script: script.to_string(),
            example: Some(example.to_string()),
            stdout: StreamTarget::default(),
            stderr: StreamTarget::default(),
            policy: StdoutPolicy::default(),
            preset: 0,
            prices: Vec::new(),
            faults: crate::protocol::FaultSettings::default(),
            compare: None,
            predict: None,
        }
    }

    /// What the worker is asked to run for script B: A's settings, B's script.
    pub fn run_request_b(
        &self,
        files: Vec<(String, Vec<u8>)>,
    ) -> Option<crate::protocol::RunRequest> {
        let compare = self.compare.as_ref()?;
        let mut request = self.run_request(files);
        request.script = compare.script_b(&self.script);
        Some(request)
    }

    /// What the worker is asked to run for this state, with the files the learner uploaded.
    pub fn run_request(&self, files: Vec<(String, Vec<u8>)>) -> crate::protocol::RunRequest {
        crate::protocol::RunRequest {
            script: self.script.clone(),
            stdout: self.stdout,
            stderr: self.stderr,
            stdout_policy: self.policy,
            faults: self.faults.clone(),
            files,
        }
    }

    /// The query parameters for this state, defaults left out.
    pub fn to_query(&self) -> Vec<(String, String)> {
        let mut query = vec![("v".to_string(), VERSION.to_string())];
        match &self.example {
            Some(example) => query.push(("example".into(), example.clone())),
            None => query.push(("script".into(), self.script.clone())),
        }
        if self.stdout != StreamTarget::default() {
            query.push(("stdout".into(), self.stdout.name().into()));
        }
        if self.stderr != StreamTarget::default() {
            query.push(("stderr".into(), self.stderr.name().into()));
        }
        if self.policy != StdoutPolicy::default() {
            query.push(("policy".into(), self.policy.name().into()));
        }
        if self.preset != 0 {
            query.push(("preset".into(), self.preset.to_string()));
        }
        for (id, price) in &self.prices {
            query.push((format!("price.{id}"), format!("{price}")));
        }
        let mut faults = self.faults.clone();
        for key in FAULTS {
            if let Some(Some(bytes)) = fault_slot(&mut faults, key) {
                query.push((key.to_string(), bytes.to_string()));
            }
        }
        if let Some(compare) = &self.compare {
            query.push(("compare".into(), compare.changes_param()));
            if let Some(script) = &compare.script {
                query.push(("compare.script".into(), script.clone()));
            }
        }
        if let Some(predict) = self.predict {
            query.push(("predict".into(), predict.id().into()));
        }
        query
    }

    /// Reads a query over `defaults`. Problems are reported, never fatal: each one names the
    /// parameter, and the rest of the link still applies.
    pub fn from_query(
        query: &[(String, String)],
        defaults: PlaygroundState,
        example_script: impl Fn(&str) -> Option<String>,
        presets: usize,
    ) -> (PlaygroundState, Vec<String>) {
        let mut state = defaults;
        let mut problems = Vec::new();
        for (key, value) in query {
            match key.as_str() {
                "v" => match value.parse::<u32>() {
                    Ok(v) if v <= NEWEST_VERSION => {}
                    _ => problems.push(format!(
                        "v={value}: this link is from a newer bufscope; reading what this one knows"
                    )),
                },
                // Left by `link_codec::expand` only when it could not be read (the page says
                // why, `initial_state`).
                "z" => {}
                "script" => {
                    state.script = value.clone();
                    state.example = None;
                }
                "example" => {
                    if query.iter().any(|(k, _)| k == "script") {
                        continue;
                    }
                    match example_script(value) {
                        Some(script) => {
                            state.script = script;
                            state.example = Some(value.clone());
                        }
                        None => problems.push(format!("example={value}: no such example")),
                    }
                }
                "stdout" | "stderr" => {
                    // Only the names the selectors show (`tty`, which the header also reads,
                    // never appears in a link).
                    match StreamTarget::ALL.into_iter().find(|t| t.name() == value) {
                        Some(target) if key == "stdout" => state.stdout = target,
                        Some(target) => state.stderr = target,
                        None => problems.push(format!(
                            "{key}={value}: expected one of {}; kept {}",
                            StreamTarget::ALL.map(StreamTarget::name).join(", "),
                            StreamTarget::default().name()
                        )),
                    }
                }
                "policy" => match StdoutPolicy::parse(value) {
                    Some(policy) => state.policy = policy,
                    None => problems.push(format!(
                        "policy={value}: expected today or proposed; kept today"
                    )),
                },
                "compare" => {
                    let (compare, found) = CompareState::from_param(value);
                    problems.extend(found);
                    let script = state.compare.take().and_then(|c| c.script);
                    state.compare = Some(CompareState { script, ..compare });
                }
                "compare.script" => {
                    state
                        .compare
                        .get_or_insert_with(CompareState::default)
                        .script = Some(value.clone());
                }
                "predict" => match PredictSetting::parse(value) {
                    Some(predict) => state.predict = Some(predict),
                    None => problems.push(format!(
                        "predict={value}: expected 1, writes, faster or first-line; left off"
                    )),
                },
                "preset" => match value.parse::<usize>() {
                    Ok(i) if i < presets.max(1) => state.preset = i,
                    _ => problems.push(format!("preset={value}: no such preset; kept the first")),
                },
                _ if FAULTS.contains(&key.as_str()) => match value.parse::<u64>() {
                    Ok(bytes) if bytes > 0 || key == "fault.disk-full" => {
                        if let Some(slot) = fault_slot(&mut state.faults, key) {
                            *slot = Some(bytes);
                        }
                    }
                    _ => problems.push(format!(
                        "{key}={value}: expected a number of bytes; left off"
                    )),
                },
                _ => match key.strip_prefix("price.") {
                    Some(id) if bufscope_sim::cost::params::Param::from_id(id).is_some() => {
                        match value.parse::<f64>() {
                            Ok(price) if price.is_finite() && price >= 0.0 => {
                                state.prices.retain(|(k, _)| k != id);
                                state.prices.push((id.to_string(), price));
                            }
                            _ => problems.push(format!(
                                "{key}={value}: a price is a number ≥ 0; kept the preset's"
                            )),
                        }
                    }
                    Some(_) => problems.push(format!("{key}: no such cost parameter")),
                    // Unknown parameters are ignored: an embedding page may add its own.
                    None => {}
                },
            }
        }
        (state, problems)
    }
}

#[cfg(all(test, target_arch = "wasm32"))]
pub(crate) mod tests {
    use super::*;
    use wasm_bindgen_test::{wasm_bindgen_test as test, wasm_bindgen_test_configure};

    wasm_bindgen_test_configure!(run_in_browser);

    /// Query pairs from string slices.
    pub(crate) fn pairs(items: &[(&str, &str)]) -> Vec<(String, String)> {
        items
            .iter()
            .map(|(k, v)| (k.to_string(), v.to_string()))
            .collect()
    }

    fn examples(id: &str) -> Option<String> {
        (id == "poem").then(|| "println!(\"poem\");".to_string())
    }

    #[test]
    fn a_state_survives_the_round_trip() {
        let state = PlaygroundState {
            script: "fn main() {\n    println!(\"a&b=c ü\");\n}\n".into(),
            example: None,
            stdout: StreamTarget::Null,
            stderr: StreamTarget::Pipe,
            policy: StdoutPolicy::BlockWhenNotTerminal,
            preset: 2,
            prices: vec![("syscall.file".into(), 900.5)],
            faults: crate::protocol::FaultSettings {
                max_write: Some(3),
                max_read: None,
                disk_full_after: Some(0),
            },
            compare: Some(CompareState {
                changes: vec![
                    bufscope_course::script_change::ScriptChange::StdoutToFile,
                    bufscope_course::script_change::ScriptChange::WrapBufWriter,
                ],
                script: Some("println!(\"b\");\n".into()),
            }),
            predict: Some(PredictSetting::Faster),
        };
        let (back, problems) = PlaygroundState::from_query(
            &state.to_query(),
            PlaygroundState::starting("", "poem"),
            examples,
            3,
        );
        assert_eq!((back, problems), (state, Vec::<String>::new()));
    }

    #[test]
    fn defaults_are_left_out() {
        let state = PlaygroundState::starting("println!(\"poem\");", "poem");
        assert_eq!(state.to_query(), pairs(&[("v", "1"), ("example", "poem")]));
    }

    #[test]
    fn bad_parameters_are_named_and_the_rest_applies() {
        let query = pairs(&[
            ("v", "7"),
            ("stdout", "printer"),
            ("stderr", "file"),
            ("preset", "x"),
            ("policy", "someday"),
            ("fault.max-read", "many"),
            ("price.syscall", "-1"),
            ("price.nonsense", "3"),
            ("example", "missing"),
            ("compare", "stdout-file,bigger"),
            ("predict", "maybe"),
            ("utm_source", "blog"),
        ]);
        let (state, problems) = PlaygroundState::from_query(
            &query,
            PlaygroundState::starting("kept", "poem"),
            examples,
            3,
        );
        assert_eq!(
            state,
            PlaygroundState {
                stderr: StreamTarget::File,
                compare: Some(CompareState {
                    changes: vec![bufscope_course::script_change::ScriptChange::StdoutToFile],
                    script: None,
                }),
                ..PlaygroundState::starting("kept", "poem")
            }
        );
        assert_eq!(
            problems,
            [
                "v=7: this link is from a newer bufscope; reading what this one knows",
                "stdout=printer: expected one of terminal, file, pipe, /dev/null; kept terminal",
                "preset=x: no such preset; kept the first",
                "policy=someday: expected today or proposed; kept today",
                "fault.max-read=many: expected a number of bytes; left off",
                "price.syscall=-1: a price is a number ≥ 0; kept the preset's",
                "price.nonsense: no such cost parameter",
                "example=missing: no such example",
                "compare=stdout-file,bigger: no change `bigger` (copy, stdout-file, bufwriter, bufreader, stderr-like-stdout, flush-once, linewriter-to-bufwriter, capacity-x8); left out",
                "predict=maybe: expected 1, writes, faster or first-line; left off",
            ]
        );
    }
}
