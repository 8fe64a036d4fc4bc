//! The app's components in a real browser (headless Chromium via wasm-bindgen-test-runner).
#![cfg(target_arch = "wasm32")]

use bufscope::components::capacity_chart::CapacityChart;
use leptos::mount::mount_to;
use leptos::prelude::*;
use leptos::task::tick;
use wasm_bindgen::JsCast;
use wasm_bindgen_test::*;

wasm_bindgen_test_configure!(run_in_browser);

fn fresh_container() -> web_sys::HtmlElement {
    let container = document().create_element("div").expect("div");
    let container: web_sys::HtmlElement = container.unchecked_into();
    document()
        .body()
        .expect("body")
        .append_child(&container)
        .expect("append");
    container
}

fn canvas_in(container: &web_sys::HtmlElement) -> web_sys::HtmlCanvasElement {
    let canvas = container
        .query_selector("canvas")
        .expect("query")
        .expect("a canvas");
    canvas.unchecked_into()
}

/// The canvas as a PNG data URL: equal URLs mean equal pixels.
fn pixels(canvas: &web_sys::HtmlCanvasElement) -> String {
    canvas.to_data_url().expect("data url")
}

#[wasm_bindgen_test]
async fn capacity_chart_follows_the_slider() {
    let container = fresh_container();
    let _handle = mount_to(container.clone(), CapacityChart);
    tick().await;

    let text = container.text_content().unwrap_or_default();
    assert!(
        text.contains("Unbuffered, this workload takes 1000000 write syscalls."),
        "{text}"
    );
    let canvas = canvas_in(&container);
    assert_eq!((canvas.width(), canvas.height()), (720, 360));
    let drawn = pixels(&canvas);
    let blank = pixels(
        &document()
            .create_element("canvas")
            .expect("canvas")
            .unchecked_into(),
    );
    assert_ne!(
        drawn, blank,
        "the chart effect must have drawn on the canvas"
    );

    let slider: web_sys::HtmlInputElement = container
        .query_selector("#chunk-size")
        .expect("query")
        .expect("slider")
        .unchecked_into();
    slider.set_value("7");
    slider
        .dispatch_event(&web_sys::Event::new("input").expect("event"))
        .expect("dispatch");
    tick().await;

    let text = container.text_content().unwrap_or_default();
    assert!(text.contains("Bytes per write_all: 16384"), "{text}");
    assert!(
        text.contains("Unbuffered, this workload takes 62 write syscalls."),
        "{text}"
    );
    assert_ne!(
        pixels(&canvas),
        drawn,
        "moving the slider must redraw the chart"
    );
}

#[path = "../crates/sim/tests/support/mod.rs"]
mod support;

/// A sample of the corpus and the examples (`$folder`), with the traces strace recorded for the
/// real programs.
macro_rules! browser_sample {
    ($($folder:literal $name:literal),* $(,)?) => {
        [$((
            $name,
            include_str!(concat!("../", $folder, "/", $name, ".rs")),
            include_str!(concat!("../crates/sim/tests/corpus/expected/", $name, ".compact")),
        )),*]
    };
}

#[wasm_bindgen_test]
fn the_simulator_in_the_browser_makes_the_real_programs_syscalls() {
    let sample = browser_sample![
        "crates/sim/tests/corpus" "println_loop",
        "crates/sim/tests/corpus" "eprintln_folded_literal",
        "examples" "bufwriter_file",
        "examples" "linewriter_poem",
        "examples" "bufwriter_stdout_lock",
        "crates/sim/tests/corpus" "bufwriter_write_vectored",
        "examples" "read_bytes_raw",
        "examples" "serde_from_reader_buffered",
        "crates/sim/tests/corpus" "stdin_read_to_end",
        "crates/sim/tests/corpus" "tcp_bufreader",
        "examples" "from_raw_fd_stdout",
    ];
    let names: Vec<&str> = sample.iter().map(|(name, _, _)| *name).collect();
    assert_eq!(
        names,
        support::BROWSER_SAMPLE,
        "the sample here and in the differential test must match"
    );
    for (name, source, expected) in sample {
        let script = support::parse_script_text(name, source);
        let limits = bufscope_sim::script::interpreter::Limits {
            syscall_window: 1_000_000,
            ..Default::default()
        };
        let report = bufscope_sim::run::run(&script.source, &script.environment(), limits)
            .unwrap_or_else(|error| panic!("{name}: {error}"));
        let simulated: String = bufscope_sim::render::compact::compact(report.syscalls.iter())
            .iter()
            .map(|line| format!("{line}\n"))
            .collect();
        assert_eq!(simulated, expected, "{name}");
    }
}

/// A request through the worker's message handler, as the page sends it.
fn ask_worker(job: bufscope::protocol::Job) -> bufscope::protocol::Reply {
    let request = bufscope::protocol::Request { id: 7, job };
    let bytes = bufscope::worker::handle(&bufscope::protocol::encode(&request));
    let response: bufscope::protocol::Response =
        bufscope::protocol::decode(&bytes).expect("a response");
    assert_eq!(response.id, 7);
    response.reply
}

#[wasm_bindgen_test]
fn a_request_the_worker_cannot_read_is_answered_with_its_own_id() {
    use bufscope::protocol::{Reply, Response, decode};
    // Request 9, then a job variant no version of the protocol has.
    let mut bytes = postcard::to_allocvec(&9u32).expect("an id");
    bytes.push(99);
    let response: Response = decode(&bufscope::worker::handle(&bytes)).expect("a response");
    assert_eq!(response.id, 9);
    let Reply::Malformed(message) = &response.reply else {
        panic!("a malformed reply, not {:?}", response.reply);
    };
    assert_eq!(
        (message.as_str(), response.reply.failure().as_deref()),
        (
            "Serde Deserialization Error",
            Some("the simulator could not read this request: Serde Deserialization Error")
        )
    );
    // Not even an id: answered to the unknown id, which the page gives the request the worker
    // is on.
    let response: Response = decode(&bufscope::worker::handle(&[])).expect("a response");
    assert_eq!(
        response,
        Response {
            id: bufscope::protocol::UNKNOWN_ID,
            reply: Reply::Malformed("Hit the end of buffer, expected more data".into()),
        }
    );
}

#[wasm_bindgen_test]
fn an_answer_the_page_cannot_read_is_unreadable_and_still_reaches_its_request() {
    use bufscope::protocol::{Reply, Response, UNKNOWN_ID};
    use bufscope::sim_client::read_response;
    // Response 12, then a reply variant this page does not know (a worker of another build).
    let mut bytes = postcard::to_allocvec(&12u32).expect("an id");
    bytes.push(99);
    let unknown_variant = "Serde Deserialization Error";
    assert_eq!(
        read_response(&bytes),
        Response {
            id: 12,
            reply: Reply::Unreadable(unknown_variant.into()),
        }
    );
    assert_eq!(
        read_response(&bytes).reply.failure().as_deref(),
        Some(
            "this page could not read the simulator's answer (reload the page to get matching versions): Serde Deserialization Error"
        )
    );
    // No id at all.
    assert_eq!(
        read_response(&[]),
        Response {
            id: UNKNOWN_ID,
            reply: Reply::Unreadable("Hit the end of buffer, expected more data".into()),
        }
    );
    // A course job asked of the playground's worker says so, not that it was malformed.
    let reply = bufscope::worker::answer_with(
        bufscope::protocol::Job::Lesson { slug: "x".into() },
        bufscope::worker::course_elsewhere,
    );
    assert_eq!(
        reply.failure().as_deref(),
        Some("the simulator cannot do this here: the playground's worker has no course")
    );
}

fn run_request(script: &str) -> bufscope::protocol::RunRequest {
    bufscope::protocol::RunRequest {
        script: script.into(),
        stdout: bufscope_sim::kernel::StreamTarget::Terminal,
        stderr: bufscope_sim::kernel::StreamTarget::Terminal,
        stdout_policy: bufscope_sim::whatif::StdoutPolicy::Today,
        faults: Default::default(),
        files: Vec::new(),
    }
}

#[wasm_bindgen_test]
fn the_worker_steps_through_buffers_and_the_screen() {
    use bufscope::protocol::{Job, Reply};
    let script = "print!(\"a\");\nprintln!(\"b\");\n";
    let Reply::Ran(Ok(run)) = ask_worker(Job::Run(run_request(script))) else {
        panic!("the script runs");
    };
    type Layers = Vec<(String, u64, String)>;
    let steps: Vec<(u32, &str, Layers, &str, u64)> = run
        .steps
        .iter()
        .map(|s| {
            let layers = s
                .streams
                .iter()
                .flat_map(|stream| stream.layers.iter())
                .map(|l| {
                    let data = String::from_utf8_lossy(&l.data).into_owned();
                    (l.type_name.clone(), l.buffered, data)
                })
                .collect();
            let screen = run.screens[s.screen].as_str();
            (s.line, s.label.as_str(), layers, screen, s.syscalls_after)
        })
        .collect();
    // stdout's LineWriter keeps "a" (no newline yet); `println!` sends "ab\n" in one write.
    let stdout_layers = |buffered: u64, data: &str| {
        vec![
            (
                "LineWriter<StdoutRaw>".to_string(),
                buffered,
                data.to_string(),
            ),
            ("StdoutRaw".to_string(), 0, String::new()),
        ]
    };
    assert_eq!(
        steps,
        [
            (1, "print!(\"a\")", stdout_layers(1, "a"), "", 0),
            (2, "println!(\"b\")", stdout_layers(0, ""), "ab", 1),
        ]
    );
    assert_eq!(run.rows.len(), 1);
    assert_eq!(run.rows[0].strace, "write(1, \"ab\\n\", 3) = 3");
    assert_eq!(run.rows[0].at, Some((2, 1)));
}

#[wasm_bindgen_test]
fn the_worker_rejects_with_a_place_and_sweeps_capacities() {
    use bufscope::protocol::{Job, Reply};
    let Reply::Ran(Err(rejection)) =
        ask_worker(Job::Run(run_request("let fs = vec![|x: i32| x];")))
    else {
        panic!("a closure in a vector is outside the subset");
    };
    assert_eq!(rejection.at, Some((1, 15)));
    let script = "use std::io::{BufWriter, Write};\nuse std::fs::File;\nfn main() -> std::io::Result<()> {\n    let mut w = BufWriter::new(File::create(\"o\")?);\n    for _ in 0..64 {\n        w.write_all(b\"ab\")?;\n    }\n    Ok(())\n}\n";
    let Reply::Swept(Ok(points)) = ask_worker(Job::Sweep(run_request(script), vec![1, 8, 128]))
    else {
        panic!("the sweep runs");
    };
    // openat + close, plus the writes: 128 bytes in 2-byte pieces. A 1-byte buffer passes
    // every piece straight through (64 writes); 8 bytes hold four pieces (16 writes); 128
    // bytes hold everything until the drop (1 write).
    let counts: Vec<(u64, u64)> = points.iter().map(|p| (p.capacity, p.syscalls)).collect();
    assert_eq!(counts, [(1, 66), (8, 18), (128, 3)]);
}

#[wasm_bindgen_test]
fn the_poem_keeps_every_stream_drawn_at_every_step() {
    use bufscope::protocol::{Job, Reply};
    use bufscope_sim::kernel::DeviceKind;
    let Reply::Ran(Ok(run)) = ask_worker(Job::Run(run_request(include_str!(
        "../examples/seed_poem.rs"
    )))) else {
        panic!("the poem runs");
    };
    // Per step: the label's start, bytes in each layer, whether the writer's stream was used,
    // and the device it wrote to.
    let steps: Vec<(String, Vec<u64>, bool, Option<DeviceKind>)> = run
        .steps
        .iter()
        .map(|s| {
            let label: String = s.label.chars().take(14).collect();
            let buffered = s
                .streams
                .iter()
                .flat_map(|st| st.layers.iter().map(|l| l.buffered))
                .collect();
            let device = s.device.map(|at| run.devices[at.device].kind);
            (label, buffered, s.streams[0].touched, device)
        })
        .collect();
    let names: Vec<Vec<&str>> = run.steps[0]
        .streams
        .iter()
        .map(|s| s.layers.iter().map(|l| l.type_name.as_str()).collect())
        .collect();
    assert_eq!(
        names,
        [
            vec![
                "LineWriter<Stdout>",
                "Stdout",
                "LineWriter<StdoutRaw>",
                "StdoutRaw"
            ],
            vec!["StderrRaw"],
        ]
    );
    let terminal = Some(DeviceKind::Terminal);
    let step = |label: &str, writer: u64, touched: bool, device: &Option<DeviceKind>| {
        (
            label.to_string(),
            vec![writer, 0, 0, 0, 0],
            touched,
            *device,
        )
    };
    // The 37 bytes of the first line wait in the LineWriter through the note and the pause;
    // the last line's 47 wait until flush.
    assert_eq!(
        steps,
        [
            step("LineWriter::ne", 0, true, &None),
            step("writer.write_a", 37, true, &None),
            step("eprintln!(\"[wa", 37, false, &terminal),
            step("thread::sleep(", 37, false, &terminal),
            step("writer.write_a", 0, true, &terminal),
            step("eprintln!(\"\\n[", 0, false, &terminal),
            step("thread::sleep(", 0, false, &terminal),
            step("writer.write_a", 47, true, &terminal),
            step("eprintln!(\"\\n[", 47, false, &terminal),
            step("thread::sleep(", 47, false, &terminal),
            step("writer.flush()", 0, true, &terminal),
            step("drop(writer)", 0, false, &terminal),
        ]
    );
}
