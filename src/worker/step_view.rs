//! The steps of a run as the stepper draws them: every stream at every step (a buffer that a
//! step did not touch still holds its bytes, and that is what a learner must see), the terminal
//! screen after each step, and the device each step wrote to.
//!
//! The core records, per operation, only the layers of the stream that operation used. A layer
//! is known here by its type and the types below it (`LineWriter<StdoutRaw>/StdoutRaw`), so
//! `println!` and a `LineWriter<Stdout>` over it share the process-wide `LineWriter<StdoutRaw>`,
//! as they do in std. Two streams of the same types (two `BufWriter<File>`s) share one drawing.

use std::collections::HashMap;

use bufscope_sim::kernel::SyscallRecord;
use bufscope_sim::run::RunReport;
use bufscope_sim::screen_replay::ScreenReplay;
use bufscope_sim::trace::{LayerSnapshot, OpRecord};

use crate::protocol::{DeviceAt, DeviceView, LayerView, Output, StepView, StreamView};

/// Layers std makes before `main` starts: drawn (empty) from the first step.
const STD_LAYERS: [&str; 5] = [
    "LineWriter<StdoutRaw>/StdoutRaw",
    "StdoutRaw",
    "StderrRaw",
    "BufReader<StdinRaw>/StdinRaw",
    "StdinRaw",
];

/// Each layer's key: its type and every type below it.
fn layer_keys(layers: &[LayerSnapshot]) -> Vec<String> {
    (0..layers.len())
        .map(|i| {
            layers[i..]
                .iter()
                .map(|l| l.type_name.as_str())
                .collect::<Vec<_>>()
                .join("/")
        })
        .collect()
}

fn layer_view(layer: &LayerSnapshot, exists: bool) -> LayerView {
    LayerView {
        type_name: layer.type_name.clone(),
        capacity: layer.capacity.map(|c| c as u64),
        buffered: layer.buffered as u64,
        data: layer.data.clone(),
        exists,
        passes: layer.passes,
    }
}

/// The streams of the stepped operations: each the longest chain of layers seen (a chain that
/// is the lower part of a longer one is drawn inside it), as keys, in order of first use; and
/// every layer as first seen, emptied, to draw before it exists.
fn streams_of(ops: &[OpRecord]) -> (Vec<Vec<String>>, HashMap<String, LayerView>) {
    let mut chains: Vec<Vec<String>> = Vec::new();
    let mut before: HashMap<String, LayerView> = HashMap::new();
    for op in ops {
        let keys = layer_keys(&op.layers);
        for (key, layer) in keys.iter().zip(&op.layers) {
            before.entry(key.clone()).or_insert_with(|| LayerView {
                buffered: 0,
                data: Vec::new(),
                ..layer_view(layer, STD_LAYERS.contains(&key.as_str()))
            });
        }
        if !keys.is_empty() && !chains.contains(&keys) {
            chains.push(keys);
        }
    }
    let inside_another = |chain: &Vec<String>| {
        chains
            .iter()
            .any(|other| other.len() > chain.len() && other[1..].contains(&chain[0]))
    };
    let outermost = chains
        .iter()
        .filter(|chain| !inside_another(chain))
        .cloned()
        .collect();
    (outermost, before)
}

/// What each device received, replayed from the listed syscalls.
#[derive(Default)]
struct Devices {
    views: Vec<DeviceView>,
    bytes: Vec<Vec<u8>>,
}

impl Devices {
    /// Applies one syscall; returns the device it wrote to and how many bytes.
    fn apply(&mut self, record: &SyscallRecord) -> Option<(usize, u64)> {
        if !record.kind.is_output() {
            return None;
        }
        let moved = record.result.ok()? as usize;
        // A write that moved bytes reached a device.
        let kind = record.device?;
        let index = match self.views.iter().position(|d| d.path == record.path) {
            Some(index) => index,
            None => {
                self.views.push(DeviceView {
                    path: record.path.clone(),
                    kind,
                    fd: record.fd,
                    received: Output::default(),
                });
                self.bytes.push(Vec::new());
                self.views.len() - 1
            }
        };
        let payload = &record.payload[..moved.min(record.payload.len())];
        self.bytes[index].extend_from_slice(payload);
        Some((index, payload.len() as u64))
    }

    fn finish(self) -> Vec<DeviceView> {
        self.views
            .into_iter()
            .zip(self.bytes)
            .map(|(view, bytes)| DeviceView {
                received: Output::of(&bytes),
                ..view
            })
            .collect()
    }
}

/// The stepped operations (the window's head), the distinct terminal screens they point at,
/// and the devices they wrote to.
pub fn steps(report: &RunReport) -> (Vec<StepView>, Vec<String>, Vec<DeviceView>) {
    let ops = report.ops.head();
    let (chains, before) = streams_of(ops);
    let mut latest: HashMap<String, LayerView> = HashMap::new();
    let mut terminal = ScreenReplay::new(report);
    let mut screens = vec![terminal.screen()];
    let mut stdout_len = 0;
    // Only the listed syscalls carry their bytes: past an unlisted middle, the devices are not
    // replayed.
    let listed: Vec<&SyscallRecord> = if report.syscalls.omitted() == 0 {
        report.syscalls.iter().collect()
    } else {
        report.syscalls.head().iter().collect()
    };
    let mut next_syscall = 0usize;
    let mut devices = Devices::default();
    let mut device: Option<DeviceAt> = None;
    let steps = ops
        .iter()
        .map(|op| {
            if terminal.advance_to(op) {
                let screen = terminal.screen();
                if screens.last() != Some(&screen) {
                    screens.push(screen);
                }
            }
            // fd 1 may be closed by a later step; what reached it stays reached.
            stdout_len = op.stdout_bytes_after.max(stdout_len);

            let keys = layer_keys(&op.layers);
            for (key, layer) in keys.iter().zip(&op.layers) {
                latest.insert(key.clone(), layer_view(layer, true));
            }
            let streams = chains
                .iter()
                .map(|chain| StreamView {
                    layers: chain
                        .iter()
                        .map(|key| latest.get(key).unwrap_or(&before[key]).clone())
                        .collect(),
                    touched: keys.first().is_some_and(|k| chain.contains(k)),
                })
                .collect();

            if let Some(at) = device.as_mut() {
                at.newest = 0;
            }
            while let Some(&record) = listed.get(next_syscall)
                && record.seq <= op.syscalls_after
            {
                next_syscall += 1;
                if let Some((index, bytes)) = devices.apply(record) {
                    let len = devices.bytes[index].len() as u64;
                    device = Some(match device {
                        Some(at) if at.device == index => DeviceAt {
                            device: index,
                            len,
                            newest: at.newest + bytes,
                        },
                        _ => DeviceAt {
                            device: index,
                            len,
                            newest: bytes,
                        },
                    });
                }
            }
            // A step whose syscalls are past the listed ones: its device is not known.
            let device_known = op.syscalls_after <= listed.last().map_or(0, |r| r.seq);
            StepView {
                index: op.index,
                line: op.span.line,
                column: op.span.column,
                label: op.label.clone(),
                syscalls_before: op.syscalls_before,
                syscalls_after: op.syscalls_after,
                end_ns: op.end_ns,
                streams,
                screen: screens.len() - 1,
                stdout_len,
                device: device.filter(|_| device_known || op.syscalls_after == 0),
            }
        })
        .collect();
    (steps, screens, devices.finish())
}
