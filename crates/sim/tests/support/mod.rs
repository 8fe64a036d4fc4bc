//! Shared by the corpus tests: reading a corpus script's settings and making its inputs.

#![allow(dead_code)]

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};

use bufscope_sim::kernel::{Environment, StreamTarget};

/// The corpus folder.
pub fn corpus_dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/corpus")
}

/// One corpus script and the settings in its `// bufscope:` header lines.
#[derive(Debug, Clone)]
pub struct CorpusScript {
    pub name: String,
    pub source: String,
    pub stdout: StreamTarget,
    pub stderr: StreamTarget,
    /// Files the script opens, by the path it uses.
    pub files: BTreeMap<String, Vec<u8>>,
    pub stdin: Option<Vec<u8>>,
    /// Peers by address, with what they send.
    pub peers: BTreeMap<String, Vec<u8>>,
    /// Clients of the script's server, in connection order: its address and what each sends.
    pub clients: Vec<(String, Vec<u8>)>,
    /// UDP clients of the script's sockets and UDP peers it sends to.
    pub datagrams: bufscope_sim::kernel::datagram::Datagrams,
    /// The command line and variables its header sets.
    pub process: bufscope_sim::kernel::Process,
}

impl CorpusScript {
    pub fn environment(&self) -> Environment {
        Environment {
            stdin: self.stdin.clone().unwrap_or_default(),
            stdout: self.stdout,
            stderr: self.stderr,
            files: self.files.clone(),
            peers: self.peers.clone(),
            clients: self.clients.clone(),
            datagrams: self.datagrams.clone(),
            process: self.process.clone(),
            ..Environment::default()
        }
    }
}

/// Scripts whose real traces (from strace) are kept in `corpus/expected/`, for the browser
/// test to compare the simulator in wasm with.
pub const BROWSER_SAMPLE: [&str; 11] = [
    "println_loop",
    "eprintln_folded_literal",
    "bufwriter_file",
    "linewriter_poem",
    "bufwriter_stdout_lock",
    "bufwriter_write_vectored",
    "read_bytes_raw",
    "serde_from_reader_buffered",
    "stdin_read_to_end",
    "tcp_bufreader",
    "from_raw_fd_stdout",
];

/// The playground's examples (`examples/` at the repository's root; build.rs keeps its
/// manifest and its scripts one to one): run and checked against strace with the corpus.
pub fn examples_dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../../examples")
}

/// Every script in the corpus and every example, sorted by name.
pub fn load_corpus() -> Vec<CorpusScript> {
    let mut paths: Vec<PathBuf> = [corpus_dir(), examples_dir()]
        .iter()
        .flat_map(|dir| std::fs::read_dir(dir).expect("corpus or examples folder"))
        .map(|entry| entry.expect("entry").path())
        .filter(|path| path.extension().is_some_and(|ext| ext == "rs"))
        .collect();
    paths.sort_by(|a, b| a.file_name().cmp(&b.file_name()));
    let mut scripts: Vec<CorpusScript> = paths.iter().flat_map(|path| parse_script(path)).collect();
    scripts.sort_by(|a, b| a.name.cmp(&b.name));
    for pair in scripts.windows(2) {
        // Programs and their runs are named after the script.
        assert_ne!(
            pair[0].name, pair[1].name,
            "a corpus script and an example share a name"
        );
    }
    scripts
}

/// A script's runs: one, or one per `// corpus run NAME: SETTINGS` line, named `stem_NAME`,
/// each with its own line read as `// bufscope: SETTINGS` (the same program run with other
/// arguments, without a copy of it per run; line numbers stay those of the file).
fn parse_script(path: &Path) -> Vec<CorpusScript> {
    let source = std::fs::read_to_string(path).expect("read corpus script");
    let stem = path
        .file_stem()
        .expect("stem")
        .to_string_lossy()
        .into_owned();
    let runs: Vec<(&str, &str)> = source
        .lines()
        .filter_map(|line| line.strip_prefix(RUN_LINE)?.split_once(':'))
        .collect();
    if runs.is_empty() {
        return vec![parse_script_text(&stem, &source)];
    }
    runs.iter()
        .map(|&(run, settings)| {
            let own_line = format!("{RUN_LINE}{run}:{settings}");
            let source: String = source
                .lines()
                .map(|line| match line == own_line {
                    true => format!("// bufscope:{settings}\n"),
                    false => format!("{line}\n"),
                })
                .collect();
            parse_script_text(&format!("{stem}_{run}"), &source)
        })
        .collect()
}

/// The line that names one run of a corpus script that runs several times.
const RUN_LINE: &str = "// corpus run ";

/// A corpus script from its name and text (no file access: also used in the browser test).
/// Unless its header says otherwise, a corpus script's streams go to files.
pub fn parse_script_text(name: &str, source: &str) -> CorpusScript {
    let defaults = Environment {
        stdout: StreamTarget::File,
        stderr: StreamTarget::File,
        ..Environment::default()
    };
    let environment = bufscope_sim::header::environment_from_header(source, defaults)
        .unwrap_or_else(|e| panic!("{name}: {e}"));
    CorpusScript {
        name: name.to_string(),
        source: source.to_string(),
        stdout: environment.stdout,
        stderr: environment.stderr,
        stdin: source
            .contains("// bufscope: input -=")
            .then(|| environment.stdin.clone()),
        files: environment.files,
        peers: environment.peers,
        clients: environment.clients,
        datagrams: environment.datagrams,
        process: environment.process,
    }
}

/// The first line of `script`'s rejection, `LINE:COLUMN: error: MESSAGE`; panics if it runs.
pub fn rejection(script: &str) -> String {
    let run = bufscope_sim::run::run(
        script,
        &Environment::default(),
        bufscope_sim::script::interpreter::Limits::default(),
    );
    match run {
        Ok(report) => panic!("ran instead of being rejected: {:?}", report.ending),
        Err(error) => error
            .to_string()
            .lines()
            .next()
            .unwrap_or_default()
            .to_string(),
    }
}
