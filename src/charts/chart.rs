//! What every chart provides: a pure drawing, the numbers it plots, and words for readers who
//! cannot see it.

use plotters::coord::Shift;
use plotters::prelude::{DrawingArea, DrawingBackend, IntoDrawingArea};
use plotters_canvas::CanvasBackend;

use super::data_table::DataTable;
use super::hi_dpi::HiDpi;
use super::theme::Theme;

/// A chart drawn from plain data.
pub trait Chart {
    /// One sentence for the canvas' `aria-label`: what is plotted against what.
    fn description(&self) -> String;

    /// What a reader should take from the chart, shown under it and as the data table's
    /// caption. Names the source of the numbers (a machine, a cost model).
    fn caption(&self) -> String;

    /// Exactly the numbers the chart plots, for the "Show data" table and the CSV.
    fn table(&self) -> DataTable;

    /// Draws the chart on `root`, which is already filled with the theme's background.
    fn draw<DB: DrawingBackend>(
        &self,
        root: &DrawingArea<DB, Shift>,
        theme: &Theme,
    ) -> Result<(), String>;
}

/// Fills `root` with the theme's background, then draws `chart` on it.
pub fn draw_chart<C: Chart, DB: DrawingBackend>(
    chart: &C,
    root: &DrawingArea<DB, Shift>,
    theme: &Theme,
) -> Result<(), String> {
    root.fill(&theme.background).map_err(drawing_failed)?;
    chart.draw(root, theme)?;
    root.present().map_err(drawing_failed)
}

/// Draws `chart` on a `<canvas>`, laid out in CSS pixels: a canvas holding more pixels than it
/// shows (`devicePixelRatio`) gets a sharper drawing of the same layout.
pub fn draw_on_canvas<C: Chart>(
    chart: &C,
    canvas: web_sys::HtmlCanvasElement,
    theme: &Theme,
) -> Result<(), String> {
    let shown = canvas.client_width();
    let scale = if shown > 0 {
        f64::from(canvas.width()) / f64::from(shown)
    } else {
        1.0
    };
    let context = canvas
        .get_context("2d")
        .ok()
        .flatten()
        .and_then(|c| wasm_bindgen::JsCast::dyn_into::<web_sys::CanvasRenderingContext2d>(c).ok())
        .ok_or("the canvas has no 2d context")?;
    context
        .set_transform(scale, 0.0, 0.0, scale, 0.0, 0.0)
        .map_err(|e| format!("{e:?}"))?;
    let backend =
        CanvasBackend::with_canvas_object(canvas).ok_or("the canvas has no 2d context")?;
    let backend = HiDpi {
        inner: backend,
        scale,
    };
    draw_chart(chart, &backend.into_drawing_area(), theme)
}

/// How many axis labels fit `root`'s width when each needs `spacing` pixels: at most
/// `wanted`, at least two. A chart on a phone gets fewer labels, not smaller ones.
pub fn label_count<DB: DrawingBackend>(
    root: &DrawingArea<DB, Shift>,
    wanted: usize,
    spacing: u32,
) -> usize {
    let (width, _) = root.dim_in_pixel();
    wanted.min((width / spacing) as usize).max(2)
}

/// Plotters' errors carry the backend's error type; the page only logs them, as text.
pub fn drawing_failed<E: std::fmt::Display>(error: E) -> String {
    format!("drawing failed: {error}")
}

/// What a chart with no data shows: a sentence in the middle, so a blank canvas never looks
/// like a drawing that failed.
pub fn draw_empty<DB: DrawingBackend>(
    root: &DrawingArea<DB, Shift>,
    theme: &Theme,
    message: &str,
) -> Result<(), String> {
    use plotters::prelude::Text;
    use plotters::style::text_anchor::{HPos, Pos, VPos};
    let (width, height) = root.dim_in_pixel();
    let centre = (width as i32 / 2, height as i32 / 2);
    let style = theme.label_font().pos(Pos::new(HPos::Center, VPos::Center));
    root.draw(&Text::new(message.to_string(), centre, style))
        .map_err(drawing_failed)
}
