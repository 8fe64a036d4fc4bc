//! Syscalls (left axis) and simulated time (right axis) against buffer capacity, both on log
//! scales, with the reader's own capacity marked.

use plotters::coord::Shift;
use plotters::prelude::*;

use super::chart::{Chart, draw_empty, drawing_failed, label_count};
use super::data::CapacitySweep;
use super::data_table::{DataTable, number_cell};
use super::theme::Theme;
use super::units::{format_bytes, format_count, format_ns};

/// The x coordinate of a capacity: its base-2 logarithm, so that every power of two gets the
/// same width and ticks fall on `1 B`, `4 B`, … `1 MiB` exactly.
fn log2_capacity(capacity: u64) -> f64 {
    (capacity.max(1) as f64).log2()
}

/// A tick on the log2 axis: labelled only where it is a whole power of two.
fn capacity_tick(x: f64) -> String {
    let exponent = x.round();
    if (x - exponent).abs() < 1e-9 && (0.0..64.0).contains(&exponent) {
        format_bytes(1u64 << exponent as u32)
    } else {
        String::new()
    }
}

/// The base-10 logarithm of a range's start, and the range's width in decades.
fn log_span(range: &std::ops::Range<f64>) -> (f64, f64) {
    let low = range.start.log10();
    (low, (range.end.log10() - low).max(f64::EPSILON))
}

impl Chart for CapacitySweep {
    fn description(&self) -> String {
        let span = match (self.points.first(), self.points.last()) {
            (Some(first), Some(last)) => format!(
                " from {} to {}",
                format_bytes(first.capacity),
                format_bytes(last.capacity)
            ),
            _ => String::new(),
        };
        let marker = self
            .current_capacity
            .map(|c| format!(", with your capacity of {} marked", format_bytes(c)))
            .unwrap_or_default();
        format!(
            "Line chart of {} (left axis, log scale) and simulated time (right axis, log scale) against buffer capacity{span} (log scale), for {}{marker}.",
            self.counted, self.workload
        )
    }

    fn caption(&self) -> String {
        format!(
            "{}: syscalls from std's own BufWriter at each capacity; time at the prices of {}.",
            self.workload, self.cost_model
        )
    }

    fn table(&self) -> DataTable {
        DataTable {
            caption: self.caption(),
            columns: vec![
                "capacity (bytes)".into(),
                self.counted.clone(),
                "simulated time (ns)".into(),
            ],
            rows: self
                .points
                .iter()
                .map(|p| {
                    vec![
                        p.capacity.to_string(),
                        p.syscalls.to_string(),
                        number_cell(p.time_ns),
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
        let (Some(first), Some(last)) = (self.points.first(), self.points.last()) else {
            return draw_empty(root, theme, "No capacities to show");
        };
        let x_start = log2_capacity(first.capacity);
        let x_range = x_start..log2_capacity(last.capacity).max(x_start + 1.0);
        let max_calls = self
            .points
            .iter()
            .map(|p| p.syscalls)
            .max()
            .unwrap_or(1)
            .max(1) as f64;
        // Log scales cannot show 0: zero counts and times sit on the axis floor.
        let calls_floor = 0.8;
        let positive_times = self.points.iter().map(|p| p.time_ns).filter(|t| *t > 0.0);
        let (min_time, max_time) = positive_times.fold((f64::INFINITY, 0.0f64), |(lo, hi), t| {
            (lo.min(t), hi.max(t))
        });
        let (min_time, max_time) = if max_time > 0.0 {
            (min_time, max_time)
        } else {
            (1.0, 10.0)
        };
        let time_floor = min_time / 2.0;
        let (calls_range, time_range) = (calls_floor..max_calls * 2.0, time_floor..max_time * 2.0);
        // Times are drawn in the syscall axis' coordinates, placed where the right axis labels
        // them: plotters' secondary series land off target when the chart is drawn in part of
        // a canvas (the test `charts_draw_the_same_in_part_of_a_canvas_as_on_a_whole_one`).
        let on_calls_axis = {
            let (calls_low, calls_span) = log_span(&calls_range);
            let (time_low, time_span) = log_span(&time_range);
            move |ns: f64| {
                10f64.powf(
                    calls_low + (ns.max(time_floor).log10() - time_low) / time_span * calls_span,
                )
            }
        };
        let fg = theme.foreground;

        let mut chart = ChartBuilder::on(root)
            .margin(16)
            .x_label_area_size(40)
            .y_label_area_size(56)
            .right_y_label_area_size(68)
            .build_cartesian_2d(x_range.clone(), calls_range.clone().log_scale())
            .map_err(drawing_failed)?
            .set_secondary_coord(x_range.clone(), time_range.log_scale());
        chart
            .configure_mesh()
            .x_labels(label_count(root, 11, 56))
            .x_desc("buffer capacity")
            .y_desc(self.counted.as_str())
            .x_label_formatter(&|x| capacity_tick(*x))
            .y_label_formatter(&|calls| format_count(*calls))
            .label_style(theme.label_font())
            .axis_style(fg.mix(0.6))
            .light_line_style(fg.mix(0.08))
            .bold_line_style(fg.mix(0.2))
            .draw()
            .map_err(drawing_failed)?;
        chart
            .configure_secondary_axes()
            .y_desc("simulated time")
            .y_label_formatter(&|ns| format_ns(*ns))
            .label_style(theme.label_font())
            .axis_style(fg.mix(0.6))
            .draw()
            .map_err(drawing_failed)?;

        let calls: Vec<(f64, f64)> = self
            .points
            .iter()
            .map(|p| {
                (
                    log2_capacity(p.capacity),
                    (p.syscalls as f64).max(calls_floor),
                )
            })
            .collect();
        let times: Vec<(f64, f64)> = self
            .points
            .iter()
            .map(|p| (log2_capacity(p.capacity), on_calls_axis(p.time_ns)))
            .collect();
        let (primary, secondary) = (theme.primary, theme.secondary);
        chart
            .draw_series(LineSeries::new(calls.clone(), primary.stroke_width(2)))
            .map_err(drawing_failed)?
            .label(self.counted.clone())
            .legend(move |(x, y)| PathElement::new([(x, y), (x + 16, y)], primary.stroke_width(2)));
        chart
            .draw_series(
                calls
                    .into_iter()
                    .map(|xy| Circle::new(xy, 3, primary.filled())),
            )
            .map_err(drawing_failed)?;
        chart
            .draw_series(LineSeries::new(times.clone(), secondary.stroke_width(2)))
            .map_err(drawing_failed)?
            .label("simulated time")
            .legend(move |(x, y)| {
                PathElement::new([(x, y), (x + 16, y)], secondary.stroke_width(2))
            });
        chart
            .draw_series(
                times
                    .into_iter()
                    // Hollow, so the two series differ in more than colour; circles, as
                    // triangles would bring trigonometry into the wasm.
                    .map(|xy| Circle::new(xy, 3, secondary.stroke_width(2))),
            )
            .map_err(drawing_failed)?;

        if let Some(capacity) = self.current_capacity {
            let x = log2_capacity(capacity);
            if x_range.contains(&x) || x == x_range.end {
                let marker = theme.marker;
                chart
                    .draw_series(std::iter::once(PathElement::new(
                        [(x, calls_floor), (x, max_calls * 2.0)],
                        marker.stroke_width(2),
                    )))
                    .map_err(drawing_failed)?
                    .label(format!("your capacity: {}", format_bytes(capacity)))
                    .legend(move |(x, y)| {
                        PathElement::new([(x + 8, y - 6), (x + 8, y + 6)], marker.stroke_width(2))
                    });
            }
        }

        chart
            .configure_series_labels()
            .position(SeriesLabelPosition::UpperRight)
            .label_font(theme.label_font())
            .background_style(theme.background.mix(0.85))
            .border_style(fg.mix(0.3))
            .draw()
            .map_err(drawing_failed)
    }
}
