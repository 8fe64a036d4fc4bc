//! Any chart, prepared for a card: its words, its table and a drawing function, with the
//! chart's type erased so that one compiled card serves every kind of chart (each generic
//! instance of a Leptos view adds to the wasm).

use std::fmt;
use std::sync::Arc;

use super::chart::{Chart, draw_on_canvas};
use super::data_table::DataTable;
use super::theme::Theme;

type DrawOnCanvas = dyn Fn(web_sys::HtmlCanvasElement, &Theme) -> Result<(), String> + Send + Sync;

/// What a [`super::chart_card::ChartCard`] shows of one chart.
#[derive(Clone)]
pub struct PreparedChart {
    pub description: String,
    pub caption: String,
    pub table: DataTable,
    draw: Arc<DrawOnCanvas>,
}

impl PreparedChart {
    pub fn of<C: Chart + Send + Sync + 'static>(chart: C) -> PreparedChart {
        PreparedChart {
            description: chart.description(),
            caption: chart.caption(),
            table: chart.table(),
            draw: Arc::new(move |canvas, theme| draw_on_canvas(&chart, canvas, theme)),
        }
    }

    /// Draws the chart on `canvas` at its pixel size.
    pub fn draw(&self, canvas: web_sys::HtmlCanvasElement, theme: &Theme) -> Result<(), String> {
        (self.draw)(canvas, theme)
    }
}

/// Two preparations are equal when they are the same one: a chart prepared again may draw
/// differently (a marker moved) with the same words and table.
impl PartialEq for PreparedChart {
    fn eq(&self, other: &Self) -> bool {
        Arc::ptr_eq(&self.draw, &other.draw)
    }
}

impl fmt::Debug for PreparedChart {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("PreparedChart")
            .field("description", &self.description)
            .field("caption", &self.caption)
            .field("table", &self.table)
            .finish_non_exhaustive()
    }
}
