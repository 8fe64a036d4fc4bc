//! The streams at one step: each layer a box, its buffer drawn as cells, every stream drawn at
//! every step so a buffer the step did not touch still shows the bytes waiting in it.

use leptos::prelude::*;

use bufscope_sim::trace::Passes;

use crate::protocol::{LayerView, StreamView};

/// Cells drawn per buffer; the rest of a big buffer is summarised.
const CELLS: usize = 64;

/// How a byte shows in a cell.
fn cell_text(byte: u8) -> String {
    match byte {
        b'\n' => "↵".into(),
        b'\r' => "␍".into(),
        b' ' => "␣".into(),
        0x1b => "⎋".into(),
        33..=126 => (byte as char).to_string(),
        _ => "·".into(),
    }
}

/// What a layer does with the bytes it is given, in words.
fn fill_text(layer: &LayerView, below: Option<&LayerView>) -> String {
    if !layer.exists {
        return "not created yet".to_string();
    }
    if let Some(capacity) = layer.capacity {
        return format!("{} / {capacity} bytes buffered", layer.buffered);
    }
    match (layer.passes, below) {
        // `Stdout` holds no buffer of its own: std's `LineWriter<StdoutRaw>` under it does.
        (Passes::Down, Some(below)) => format!(
            "no buffer of its own: hands every call to {}",
            below.type_name
        ),
        (
            Passes::Memory {
                len,
                position: None,
            },
            _,
        ) => {
            format!("in memory, no syscall: holds {len} bytes")
        }
        (
            Passes::Memory {
                len,
                position: Some(at),
            },
            _,
        ) => {
            format!("in memory, no syscall: at byte {at} of {len}")
        }
        (Passes::Nowhere, _) => "no fd under it: no syscall".to_string(),
        (Passes::Script, _) => {
            "your own write and flush: a syscall only if they make one".to_string()
        }
        (Passes::Syscall | Passes::Down, _) => "no buffer: every call is a syscall".to_string(),
    }
}

#[component]
fn LayerBox(layer: LayerView, below: Option<LayerView>) -> impl IntoView {
    let cells = layer.capacity.map(|capacity| {
        let drawn = (capacity as usize).min(CELLS);
        (0..drawn)
            .map(|i| {
                let filled = i < layer.buffered as usize;
                let text = layer
                    .data
                    .get(i)
                    .map(|&b| cell_text(b))
                    .unwrap_or_default();
                let class = if filled {
                    "flex h-5 w-4 items-center justify-center rounded-sm bg-amber-300 text-[10px] text-slate-900"
                } else {
                    "h-5 w-4 rounded-sm border border-slate-300 dark:border-slate-600"
                };
                view! { <span class=class>{text}</span> }
            })
            .collect_view()
    });
    let fill = fill_text(&layer, below.as_ref());
    let class = if layer.exists {
        "rounded-lg border border-slate-300 p-2 dark:border-slate-600"
    } else {
        "rounded-lg border border-dashed border-slate-300 p-2 opacity-60 dark:border-slate-600"
    };
    view! {
        <li class=class data-testid="layer" data-buffered=layer.buffered.to_string()>
            <div class="flex flex-wrap items-baseline justify-between gap-2 font-mono text-xs">
                <strong>{layer.type_name.clone()}</strong>
                <span class="text-slate-600 dark:text-slate-300" data-testid="layer-fill">{fill}</span>
            </div>
            {cells.map(|cells| view! { <div class="mt-1 flex flex-wrap gap-0.5" data-testid="cells">{cells}</div> })}
        </li>
    }
}

/// One stream: its layers, outermost first; outlined when the step went through it.
#[component]
pub fn StreamBox(stream: StreamView) -> impl IntoView {
    let class = if stream.touched {
        "rounded-lg p-1 ring-2 ring-amber-500"
    } else {
        "rounded-lg p-1 ring-1 ring-slate-200 dark:ring-slate-700"
    };
    let name = stream
        .layers
        .first()
        .map(|l| l.type_name.clone())
        .unwrap_or_default();
    let below: Vec<Option<LayerView>> = stream
        .layers
        .iter()
        .skip(1)
        .cloned()
        .map(Some)
        .chain([None])
        .collect();
    view! {
        <li class=class data-testid="stream" data-touched=stream.touched.to_string()>
            <ol class="space-y-1" aria-label=format!("Stream {name}")>
                {stream
                    .layers
                    .into_iter()
                    .zip(below)
                    .map(|(layer, below)| view! { <LayerBox layer=layer below=below /> })
                    .collect_view()}
            </ol>
        </li>
    }
}

/// Bytes waiting in a stream's buffers, for the step's announcement: `37 bytes wait in
/// LineWriter<Stdout>`.
pub fn waiting(streams: &[StreamView]) -> Vec<String> {
    streams
        .iter()
        .flat_map(|s| s.layers.iter())
        .filter(|l| l.exists && l.buffered > 0)
        .map(|l| format!("{} bytes wait in {}", l.buffered, l.type_name))
        .collect()
}
