//! One chart on a page: its title, the canvas, a caption, the data as a table on demand, and
//! PNG and CSV downloads.

use std::sync::atomic::{AtomicUsize, Ordering};

use leptos::html::Canvas;
use leptos::prelude::*;
use wasm_bindgen::JsCast;
use wasm_bindgen::closure::Closure;

use super::chart::Chart;
use super::data_table_view::DataTableView;
use super::download::{file_stem, save_text, save_url};
use super::prepared_chart::PreparedChart;
use super::theme::page_theme;

/// Distinguishes the tables of several cards on one page (for `aria-controls`).
static NEXT_CARD: AtomicUsize = AtomicUsize::new(0);

#[component]
pub fn ChartCard<C>(
    /// The heading above the chart; downloads are named after it.
    #[prop(into)]
    title: Signal<String>,
    /// What to draw. The canvas, its description, the table and the downloads follow it.
    #[prop(into)]
    chart: Signal<C>,
    /// The chart's widest size in CSS pixels; it takes the card's width, keeping this shape.
    #[prop(default = 720)]
    width: u32,
    /// The chart's height at its widest, in CSS pixels.
    #[prop(default = 360)]
    height: u32,
) -> impl IntoView
where
    C: Chart + Clone + Send + Sync + 'static,
{
    // Only this line is compiled once per kind of chart; the card itself once in all.
    let prepared = Memo::new(move |_| PreparedChart::of(chart.get()));
    view! { <PreparedChartCard title chart=prepared width height /> }
}

#[component]
fn PreparedChartCard(
    /// The heading above the chart; downloads are named after it.
    title: Signal<String>,
    /// The chart, prepared: what to draw, say and tabulate.
    #[prop(into)]
    chart: Signal<PreparedChart>,
    /// The canvas' width in pixels.
    width: u32,
    /// The canvas' height in pixels.
    height: u32,
) -> impl IntoView {
    let canvas_ref = NodeRef::<Canvas>::new();
    let (show_data, set_show_data) = signal(false);
    let table_id = format!("chart-data-{}", NEXT_CARD.fetch_add(1, Ordering::Relaxed));
    // The width the canvas is shown at, in CSS pixels, followed as the card resizes.
    let shown_width = RwSignal::new(0.0f64);
    Effect::new(move |_| {
        let Some(canvas) = canvas_ref.get() else {
            return;
        };
        shown_width.set(f64::from(canvas.client_width()));
        let observed = canvas.clone();
        let on_resize = Closure::<dyn FnMut()>::new(move || {
            shown_width.set(f64::from(observed.client_width()));
        });
        if let Ok(observer) = web_sys::ResizeObserver::new(on_resize.as_ref().unchecked_ref()) {
            observer.observe(&canvas);
            on_cleanup(move || observer.disconnect());
        }
        on_resize.forget();
    });

    // Drawing on a canvas is a side effect outside Leptos' DOM: an Effect keeps it in sync with
    // the data, the card's width and the system's light or dark scheme.
    Effect::new(move |_| {
        let canvas = canvas_ref.get();
        let css_width = shown_width.get();
        chart.with(|chart| {
            let Some(canvas) = canvas else { return };
            if css_width > 0.0 {
                // The shape is kept while there is room; a narrow card keeps a readable height.
                let css_height = (css_width * f64::from(height) / f64::from(width))
                    .clamp(240.0_f64.min(f64::from(height)), f64::from(height));
                let ratio = web_sys::window().map_or(1.0, |w| w.device_pixel_ratio());
                canvas.set_width((css_width * ratio).round() as u32);
                canvas.set_height((css_height * ratio).round() as u32);
                let _ = web_sys::HtmlElement::style(&canvas)
                    .set_property("height", &format!("{css_height}px"));
            }
            if let Err(message) = chart.draw(canvas, &page_theme()) {
                leptos::logging::warn!("chart not drawn: {message}");
            }
        });
    });

    let download_png = move |_| {
        let Some(canvas) = canvas_ref.get_untracked() else {
            return;
        };
        let saved = canvas
            .to_data_url()
            .and_then(|url| save_url(&url, &format!("{}.png", file_stem(&title.get_untracked()))));
        if let Err(error) = saved {
            leptos::logging::warn!("PNG not saved: {error:?}");
        }
    };
    let download_csv = move |_| {
        let csv = chart.with_untracked(|chart| chart.table.to_csv());
        let name = format!("{}.csv", file_stem(&title.get_untracked()));
        if let Err(error) = save_text(&csv, "text/csv;charset=utf-8", &name) {
            leptos::logging::warn!("CSV not saved: {error:?}");
        }
    };
    let table = Signal::derive(move || chart.with(|chart| chart.table.clone()));
    let button = "rounded-md border border-slate-300 px-3 py-1 text-sm hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-amber-500 dark:border-slate-600 dark:hover:bg-slate-800";

    view! {
        <figure class="mt-6 rounded-xl border border-slate-200 bg-white p-4 dark:border-slate-700 dark:bg-slate-900">
            <h2 class="text-lg font-semibold">{title}</h2>
            <canvas
                node_ref=canvas_ref
                width=width
                height=height
                class="mt-3 block w-full max-w-full"
                role="img"
                aria-label=move || chart.with(|chart| chart.description.clone())
            ></canvas>
            <figcaption class="mt-2 text-sm text-slate-600 dark:text-slate-400">
                {move || chart.with(|chart| chart.caption.clone())}
            </figcaption>
            <div class="mt-3 flex flex-wrap gap-2">
                <button
                    type="button"
                    class=button
                    aria-expanded=move || show_data.get().to_string()
                    aria-controls=table_id.clone()
                    on:click=move |_| set_show_data.update(|shown| *shown = !*shown)
                >
                    <span aria-hidden="true">{move || if show_data.get() { "▾ " } else { "▸ " }}</span>
                    "Show data"
                </button>
                <button type="button" class=button on:click=download_png>
                    "Download PNG"
                </button>
                <button type="button" class=button on:click=download_csv>
                    "Download CSV"
                </button>
            </div>
            // Hidden rather than removed, so that the toggle's aria-controls always names it.
            <div hidden=move || !show_data.get()>
                <DataTableView table=table id=table_id />
            </div>
        </figure>
    }
}
