//! A run's simulated time as the price of one syscall varies, with the price in use marked:
//! how much of the time the syscalls are, read off the slope.

use plotters::coord::Shift;
use plotters::prelude::*;
use plotters::style::text_anchor::{HPos, Pos, VPos};

use super::chart::{Chart, draw_empty, drawing_failed, label_count};
use super::data::{CostCurve, CostPoint};
use super::data_table::{DataTable, number_cell};
use super::theme::Theme;
use super::units::format_ns;

/// The total at `syscall_ns`, on the straight segment between the points around it; `None`
/// outside the points.
pub fn total_at(points: &[CostPoint], syscall_ns: f64) -> Option<f64> {
    points.windows(2).find_map(|pair| {
        let (a, b) = (pair[0], pair[1]);
        if !(a.syscall_ns..=b.syscall_ns).contains(&syscall_ns) {
            return None;
        }
        let width = b.syscall_ns - a.syscall_ns;
        if width <= 0.0 {
            return Some(a.total_ns);
        }
        let t = (syscall_ns - a.syscall_ns) / width;
        Some(a.total_ns + t * (b.total_ns - a.total_ns))
    })
}

impl Chart for CostCurve {
    fn description(&self) -> String {
        let marker = self
            .current_syscall_ns
            .map(|ns| format!(", with the current price of {} marked", format_ns(ns)))
            .unwrap_or_default();
        format!(
            "Line chart of the simulated time of {} against the price of one syscall, both on linear scales{marker}.",
            self.run
        )
    }

    fn caption(&self) -> String {
        format!(
            "{}: simulated time at each price of one syscall, every other price unchanged.",
            self.run
        )
    }

    fn table(&self) -> DataTable {
        DataTable {
            caption: self.caption(),
            columns: vec!["syscall price (ns)".into(), "simulated time (ns)".into()],
            rows: self
                .points
                .iter()
                .map(|p| vec![number_cell(p.syscall_ns), number_cell(p.total_ns)])
                .collect(),
        }
    }

    fn draw<DB: DrawingBackend>(
        &self,
        root: &DrawingArea<DB, Shift>,
        theme: &Theme,
    ) -> Result<(), String> {
        if self.points.is_empty() {
            return draw_empty(root, theme, "No prices to show");
        }
        let max_price = self
            .points
            .iter()
            .map(|p| p.syscall_ns)
            .chain(self.current_syscall_ns)
            .fold(0.0, f64::max);
        let max_total = self.points.iter().map(|p| p.total_ns).fold(0.0, f64::max);
        let x_end = if max_price > 0.0 {
            max_price * 1.05
        } else {
            1.0
        };
        let y_end = if max_total > 0.0 {
            max_total * 1.1
        } else {
            1.0
        };
        let fg = theme.foreground;
        let mut chart = ChartBuilder::on(root)
            .margin(16)
            .margin_right(28)
            .x_label_area_size(40)
            .y_label_area_size(64)
            .build_cartesian_2d(0.0..x_end, 0.0..y_end)
            .map_err(drawing_failed)?;
        chart
            .configure_mesh()
            .x_labels(label_count(root, 10, 72))
            .x_desc("price of one syscall")
            .y_desc("simulated time")
            .x_label_formatter(&|ns| format_ns(*ns))
            .y_label_formatter(&|ns| format_ns(*ns))
            .label_style(theme.label_font())
            .axis_style(fg.mix(0.6))
            .light_line_style(fg.mix(0.08))
            .bold_line_style(fg.mix(0.2))
            .draw()
            .map_err(drawing_failed)?;
        let points: Vec<(f64, f64)> = self
            .points
            .iter()
            .map(|p| (p.syscall_ns, p.total_ns))
            .collect();
        let primary = theme.primary;
        chart
            .draw_series(LineSeries::new(points.clone(), primary.stroke_width(2)))
            .map_err(drawing_failed)?;
        chart
            .draw_series(
                points
                    .into_iter()
                    .map(|xy| Circle::new(xy, 3, primary.filled())),
            )
            .map_err(drawing_failed)?;

        if let Some(price) = self.current_syscall_ns {
            let marker = theme.marker;
            chart
                .draw_series(std::iter::once(PathElement::new(
                    [(price, 0.0), (price, y_end)],
                    marker.stroke_width(2),
                )))
                .map_err(drawing_failed)?;
            if let Some(total) = total_at(&self.points, price) {
                chart
                    .draw_series(std::iter::once(Circle::new(
                        (price, total),
                        6,
                        marker.filled(),
                    )))
                    .map_err(drawing_failed)?;
                // `backend_coord` is in the backend's pixels; `root` draws relative to its corner.
                let (x, y) = chart.backend_coord(&(price, total));
                let (left, top) = root.get_base_pixel();
                let (x, y) = (x - left, y - top);
                // Label to the left of the marker when it stands in the right half.
                let (width, _) = root.dim_in_pixel();
                let (anchor, dx) = if x > width as i32 / 2 {
                    (HPos::Right, -10)
                } else {
                    (HPos::Left, 10)
                };
                let style = theme.label_font().pos(Pos::new(anchor, VPos::Bottom));
                root.draw(&Text::new(
                    format!(
                        "now: {} per syscall → {}",
                        format_ns(price),
                        format_ns(total)
                    ),
                    (x + dx, y - 6),
                    style,
                ))
                .map_err(drawing_failed)?;
            }
        }
        Ok(())
    }
}

#[cfg(all(test, target_arch = "wasm32"))]
mod tests {
    use super::*;
    use wasm_bindgen_test::{wasm_bindgen_test as test, wasm_bindgen_test_configure};

    wasm_bindgen_test_configure!(run_in_browser);

    #[test]
    fn the_marked_total_lies_on_the_segment_around_the_price() {
        let points = [
            CostPoint {
                syscall_ns: 0.0,
                total_ns: 100.0,
            },
            CostPoint {
                syscall_ns: 100.0,
                total_ns: 300.0,
            },
            CostPoint {
                syscall_ns: 200.0,
                total_ns: 700.0,
            },
        ];
        assert_eq!(
            [
                total_at(&points, 50.0),
                total_at(&points, 150.0),
                total_at(&points, 200.0),
                total_at(&points, 250.0)
            ],
            [Some(200.0), Some(500.0), Some(700.0), None]
        );
    }
}
