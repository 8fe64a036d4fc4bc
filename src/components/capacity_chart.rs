//! A chart of write syscalls against BufWriter capacity, for a workload the reader picks.
//!
//! The points come from `bufscope_sim::capacity_sweep`, which runs std's real `BufWriter`.

use leptos::html::Canvas;
use leptos::prelude::*;
use plotters::prelude::*;
use plotters_canvas::CanvasBackend;

use bufscope_sim::capacity_sweep::{SweepPoint, Workload, power_of_two_capacities, sweep};

/// The total the chart writes: 1 MB, as in the classic "write a megabyte" experiment.
const TOTAL_BYTES: usize = 1_000_000;

/// Slider positions map to these `write_all` sizes. In bytes.
const CHUNK_SIZES: [usize; 8] = [1, 4, 16, 64, 256, 1024, 4096, 16384];

#[component]
pub fn CapacityChart() -> impl IntoView {
    let (chunk_index, set_chunk_index) = signal(0usize);
    let chunk = move || CHUNK_SIZES[chunk_index.get().min(CHUNK_SIZES.len() - 1)];
    let points = Memo::new(move |_| {
        sweep(
            Workload {
                total: TOTAL_BYTES,
                chunk: chunk(),
            },
            &power_of_two_capacities(),
        )
    });
    let canvas_ref = NodeRef::<Canvas>::new();

    // Drawing on a canvas is a side effect outside Leptos' DOM: an Effect keeps it in sync.
    Effect::new(move |_| {
        let points = points.get();
        if let Some(canvas) = canvas_ref.get() {
            let dark = prefers_dark();
            if let Err(message) = draw(canvas, &points, chunk(), dark) {
                leptos::logging::warn!("chart not drawn: {message}");
            }
        }
    });

    view! {
        <section class="mt-10 rounded-xl border border-slate-200 p-4 dark:border-slate-700">
            <h2 class="text-xl font-semibold">"Syscalls to write 1 MB, by buffer size"</h2>
            <label class="mt-4 block" for="chunk-size">
                "Bytes per " <code>"write_all"</code> ": "
                <output data-testid="chunk-size">{chunk}</output>
            </label>
            <input
                id="chunk-size"
                type="range"
                min="0"
                max=CHUNK_SIZES.len() - 1
                step="1"
                class="w-full accent-amber-500"
                prop:value=move || chunk_index.get().to_string()
                on:input=move |ev| {
                    if let Ok(i) = event_target_value(&ev).parse::<usize>() {
                        set_chunk_index.set(i);
                    }
                }
            />
            <canvas
                node_ref=canvas_ref
                width="720"
                height="360"
                class="mt-4 w-full"
                role="img"
                aria-label="Write syscalls against BufWriter capacity, log-log"
            ></canvas>
            <p class="mt-2 text-sm text-slate-600 dark:text-slate-400">
                "Unbuffered, this workload takes "
                <strong data-testid="unbuffered-syscalls">
                    {move || Workload { total: TOTAL_BYTES, chunk: chunk() }.unbuffered_syscalls()}
                </strong>
                " write syscalls. A buffer only helps while it is larger than each write: std's BufWriter passes a write of at least its capacity straight through."
            </p>
        </section>
    }
}

fn prefers_dark() -> bool {
    window()
        .match_media("(prefers-color-scheme: dark)")
        .ok()
        .flatten()
        .is_some_and(|query| query.matches())
}

/// Log-axis ticks fall on powers of ten: `100 B`, `10 kB`, `1 MB`.
fn byte_tick(bytes: u64) -> String {
    match bytes {
        b if b >= 1_000_000 && b % 1_000_000 == 0 => format!("{} MB", b / 1_000_000),
        b if b >= 1_000 && b % 1_000 == 0 => format!("{} kB", b / 1_000),
        b => format!("{b} B"),
    }
}

/// `1M`, `100k`, `10`: log-axis tick labels stay short.
fn decimal_count(count: u64) -> String {
    match count {
        c if c >= 1_000_000 && c % 1_000_000 == 0 => format!("{}M", c / 1_000_000),
        c if c >= 1_000 && c % 1_000 == 0 => format!("{}k", c / 1_000),
        c => c.to_string(),
    }
}

fn draw(
    canvas: web_sys::HtmlCanvasElement,
    points: &[SweepPoint],
    chunk: usize,
    dark: bool,
) -> Result<(), String> {
    let backend = CanvasBackend::with_canvas_object(canvas).ok_or("no 2d context")?;
    let root = backend.into_drawing_area();
    let (background, foreground) = if dark {
        (RGBColor(15, 23, 42), WHITE)
    } else {
        (WHITE, BLACK)
    };
    root.fill(&background).map_err(|e| e.to_string())?;
    let max_calls = points.iter().map(|p| p.syscalls).max().unwrap_or(1).max(1);
    let max_capacity = points.last().map_or(1, |p| p.capacity) as u64;
    let mut chart = ChartBuilder::on(&root)
        .margin(16)
        .margin_right(28)
        .x_label_area_size(40)
        .y_label_area_size(56)
        .build_cartesian_2d(
            (1u64..max_capacity).log_scale(),
            (1u64..max_calls * 2).log_scale(),
        )
        .map_err(|e| e.to_string())?;
    chart
        .configure_mesh()
        .x_desc("BufWriter capacity (bytes)")
        .y_desc("write syscalls")
        .x_label_formatter(&|bytes| byte_tick(*bytes))
        .y_label_formatter(&|count| decimal_count(*count))
        .label_style(("sans-serif", 13).into_font().color(&foreground))
        .axis_style(foreground.mix(0.6))
        .light_line_style(foreground.mix(0.08))
        .bold_line_style(foreground.mix(0.2))
        .draw()
        .map_err(|e| e.to_string())?;
    let amber = RGBColor(245, 158, 11);
    let series = points
        .iter()
        .map(|p| (p.capacity as u64, p.syscalls.max(1)));
    chart
        .draw_series(LineSeries::new(series.clone(), amber.stroke_width(2)))
        .map_err(|e| e.to_string())?
        .label(format!("{chunk}-byte writes"))
        .legend(move |(x, y)| PathElement::new([(x, y), (x + 16, y)], amber.stroke_width(2)));
    chart
        .draw_series(series.map(|xy| Circle::new(xy, 3, amber.filled())))
        .map_err(|e| e.to_string())?;
    chart
        .configure_series_labels()
        .label_font(("sans-serif", 13).into_font().color(&foreground))
        .background_style(background.mix(0.8))
        .border_style(foreground.mix(0.3))
        .draw()
        .map_err(|e| e.to_string())?;
    root.present().map_err(|e| e.to_string())
}
