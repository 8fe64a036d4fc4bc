//! Strategies as horizontal bars: simulated time above measured time for each, the measured
//! median with a min…max whisker, on a log time axis.
//!
//! Log, because strategies for the same work differ by ten to a hundred times (a `println!`
//! per line against a `BufWriter`): on a linear axis the fast ones would be invisible.

use plotters::coord::Shift;
use plotters::prelude::*;
use plotters::style::text_anchor::{HPos, Pos, VPos};

use super::chart::{Chart, draw_empty, drawing_failed};
use super::data::Strategies;
use super::data_table::{DataTable, number_cell};
use super::theme::Theme;
use super::units::format_ns;

/// Where each bar sits inside its row, as fractions of the row's height from the bottom.
const SIMULATED_BAND: (f64, f64) = (0.52, 0.88);
const MEASURED_BAND: (f64, f64) = (0.12, 0.48);

/// Legend entries sit in the top margin, so they never cover a bar.
const LEGEND_HEIGHT: u32 = 28;

impl Chart for Strategies {
    fn description(&self) -> String {
        format!(
            "Horizontal bar chart of wall time on a log scale for {} strategies ({}): for each, the simulated time and, where measured, the median with its minimum and maximum on {}.",
            self.bars.len(),
            self.subject,
            self.machine
        )
    }

    fn caption(&self) -> String {
        format!(
            "{}: simulated time under the model fitted on {}, and wall time measured there.",
            self.subject, self.machine
        )
    }

    fn table(&self) -> DataTable {
        let optional = |value: Option<f64>| value.map(number_cell).unwrap_or_default();
        DataTable {
            caption: self.caption(),
            columns: vec![
                "strategy".into(),
                "simulated (ns)".into(),
                "measured median (ns)".into(),
                "measured min (ns)".into(),
                "measured max (ns)".into(),
                "runs".into(),
            ],
            rows: self
                .bars
                .iter()
                .map(|bar| {
                    let measured = bar.measured.as_ref();
                    vec![
                        bar.label.clone(),
                        number_cell(bar.simulated_ns),
                        optional(measured.map(|m| m.median_ns)),
                        optional(measured.map(|m| m.min_ns)),
                        optional(measured.map(|m| m.max_ns)),
                        measured.map(|m| m.runs.to_string()).unwrap_or_default(),
                    ]
                })
                .collect(),
        }
    }

    fn draw<DB: DrawingBackend>(
        &self,
        root: &DrawingArea<DB, Shift>,
        theme: &Theme,
    ) -> Result<(), String> {
        let values: Vec<f64> = self
            .bars
            .iter()
            .flat_map(|bar| {
                let measured = bar.measured.map(|m| [m.min_ns, m.median_ns, m.max_ns]);
                std::iter::once(bar.simulated_ns).chain(measured.into_iter().flatten())
            })
            .filter(|ns| ns.is_finite() && *ns > 0.0)
            .collect();
        if self.bars.is_empty() || values.is_empty() {
            return draw_empty(root, theme, "No strategies to compare");
        }
        let smallest = values.iter().copied().fold(f64::INFINITY, f64::min);
        let largest = values.iter().copied().fold(0.0, f64::max);
        // Whole decades, so the axis starts and ends on a labelled tick.
        let start = 10f64.powf((smallest / 1.5).log10().floor());
        let end = 10f64.powf((largest * 1.5).log10().ceil());
        let rows = self.bars.len() as f64;
        let longest_label = self
            .bars
            .iter()
            .map(|b| b.label.chars().count())
            .max()
            .unwrap_or(0);
        let label_width = (longest_label as u32 * 7 + 16).clamp(60, 260);
        let fg = theme.foreground;

        let (legend_area, plot_area) = root.split_vertically(LEGEND_HEIGHT);
        let mut chart = ChartBuilder::on(&plot_area)
            .margin(16)
            .margin_top(4)
            .margin_right(28)
            .x_label_area_size(40)
            .y_label_area_size(label_width)
            .build_cartesian_2d((start..end).log_scale(), 0.0..rows)
            .map_err(drawing_failed)?;
        chart
            .configure_mesh()
            .disable_y_mesh()
            .y_labels(0)
            .x_desc("wall time (log scale)")
            .x_label_formatter(&|ns| format_ns(*ns))
            .label_style(theme.label_font())
            .axis_style(fg.mix(0.6))
            .light_line_style(fg.mix(0.08))
            .bold_line_style(fg.mix(0.2))
            .draw()
            .map_err(drawing_failed)?;

        // Row 0 is drawn at the top, as the bars are listed.
        let row_base = |index: usize| rows - 1.0 - index as f64;
        let band =
            |index: usize, (low, high): (f64, f64)| (row_base(index) + low, row_base(index) + high);
        let clamp = |ns: f64| ns.clamp(start, end);
        chart
            .draw_series(self.bars.iter().enumerate().map(|(i, bar)| {
                let (y0, y1) = band(i, SIMULATED_BAND);
                Rectangle::new(
                    [(start, y0), (clamp(bar.simulated_ns), y1)],
                    theme.primary.filled(),
                )
            }))
            .map_err(drawing_failed)?;
        let measured: Vec<(usize, super::data::Spread)> = self
            .bars
            .iter()
            .enumerate()
            .filter_map(|(i, bar)| bar.measured.map(|m| (i, m)))
            .collect();
        chart
            .draw_series(measured.iter().map(|(i, m)| {
                let (y0, y1) = band(*i, MEASURED_BAND);
                Rectangle::new(
                    [(start, y0), (clamp(m.median_ns), y1)],
                    theme.secondary.filled(),
                )
            }))
            .map_err(drawing_failed)?;
        let whisker_style = fg.stroke_width(2);
        chart
            .draw_series(measured.iter().flat_map(|(i, m)| {
                let (y0, y1) = band(*i, MEASURED_BAND);
                let middle = (y0 + y1) / 2.0;
                let (low, high) = (clamp(m.min_ns), clamp(m.max_ns));
                [
                    PathElement::new([(low, middle), (high, middle)], whisker_style),
                    PathElement::new([(low, y0), (low, y1)], whisker_style),
                    PathElement::new([(high, y0), (high, y1)], whisker_style),
                ]
            }))
            .map_err(drawing_failed)?;

        // Labels beside their rows; plotters' own tick labels could fall between rows.
        // `backend_coord` is in the backend's pixels; the area draws relative to its corner.
        let label_style = theme.label_font().pos(Pos::new(HPos::Right, VPos::Center));
        let (left, top) = plot_area.get_base_pixel();
        for (i, bar) in self.bars.iter().enumerate() {
            let (x, y) = chart.backend_coord(&(start, row_base(i) + 0.5));
            plot_area
                .draw(&Text::new(
                    bar.label.clone(),
                    (x - left - 8, y - top),
                    label_style.clone(),
                ))
                .map_err(drawing_failed)?;
        }

        let legend = [
            (theme.primary, "simulated (fitted model)".to_string()),
            (
                theme.secondary,
                format!("measured median, min…max on {}", self.machine),
            ),
        ];
        draw_legend(&legend_area, theme, &legend)
    }
}

/// A row of colour swatches with their names, from the left.
fn draw_legend<DB: DrawingBackend>(
    area: &DrawingArea<DB, Shift>,
    theme: &Theme,
    entries: &[(RGBColor, String)],
) -> Result<(), String> {
    let style = theme.label_font().pos(Pos::new(HPos::Left, VPos::Center));
    let middle = LEGEND_HEIGHT as i32 / 2 + 4;
    let mut x = 16;
    for (colour, name) in entries {
        area.draw(&Rectangle::new(
            [(x, middle - 6), (x + 14, middle + 6)],
            colour.filled(),
        ))
        .map_err(drawing_failed)?;
        area.draw(&Text::new(name.clone(), (x + 20, middle), style.clone()))
            .map_err(drawing_failed)?;
        // Text width is not measured on every backend: estimate it from the character count.
        x += 20 + name.chars().count() as i32 * 7 + 24;
    }
    Ok(())
}
