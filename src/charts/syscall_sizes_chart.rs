//! A histogram of bytes per syscall: power-of-two buckets on the x axis, syscall counts on a
//! log scale.
//!
//! Log counts, because the interesting shapes mix extremes: 3000 one-byte reads beside one
//! read at EOF, or 121 full-buffer writes beside one remainder.

use plotters::coord::Shift;
use plotters::prelude::*;

use super::chart::{Chart, draw_empty, drawing_failed};
use super::data::SyscallSizes;
use super::data_table::DataTable;
use super::theme::Theme;
use super::units::{format_bytes, format_count};

/// The bottom of the log count axis: below 1, so a bucket of one syscall still has a bar.
const COUNT_FLOOR: f64 = 0.5;

impl Chart for SyscallSizes {
    fn description(&self) -> String {
        let span = match (self.buckets.first(), self.buckets.last()) {
            (Some(first), Some(last)) => format!(
                " from {} to {}",
                format_bytes(first.low),
                format_bytes(last.high)
            ),
            _ => String::new(),
        };
        let total: u64 = self.buckets.iter().map(|b| b.count).sum();
        format!(
            "Histogram of bytes per {} syscall in power-of-two buckets{span}, counts on a log scale; {total} syscalls in all.",
            self.syscalls
        )
    }

    fn caption(&self) -> String {
        format!(
            "How many bytes each {} syscall moved, in power-of-two buckets.",
            self.syscalls
        )
    }

    fn table(&self) -> DataTable {
        DataTable {
            caption: self.caption(),
            columns: vec![
                "from (bytes)".into(),
                "to (bytes)".into(),
                "syscalls".into(),
            ],
            rows: self
                .buckets
                .iter()
                .map(|b| vec![b.low.to_string(), b.high.to_string(), b.count.to_string()])
                .collect(),
        }
    }

    fn draw<DB: DrawingBackend>(
        &self,
        root: &DrawingArea<DB, Shift>,
        theme: &Theme,
    ) -> Result<(), String> {
        let max_count = self.buckets.iter().map(|b| b.count).max().unwrap_or(0);
        if max_count == 0 {
            return draw_empty(root, theme, "No syscalls moved data");
        }
        let buckets = self.buckets.len();
        let fg = theme.foreground;
        // Tick k stands on the left edge of bucket k: it is labelled with that bucket's low end.
        let tick = |x: &f64| {
            let k = x.round();
            if (x - k).abs() > 1e-9 || k < 0.0 {
                return String::new();
            }
            let k = k as usize;
            match self.buckets.get(k) {
                Some(bucket) => format_bytes(bucket.low),
                None if k == buckets => self
                    .buckets
                    .last()
                    .map(|last| format_bytes(last.high.saturating_add(1)))
                    .unwrap_or_default(),
                None => String::new(),
            }
        };
        let mut chart = ChartBuilder::on(root)
            .margin(16)
            .margin_right(28)
            .x_label_area_size(40)
            .y_label_area_size(56)
            .build_cartesian_2d(
                0.0..buckets as f64,
                (COUNT_FLOOR..max_count as f64 * 2.0).log_scale(),
            )
            .map_err(drawing_failed)?;
        chart
            .configure_mesh()
            .disable_x_mesh()
            .x_labels(buckets + 1)
            .x_desc("bytes per syscall")
            .y_desc("syscalls (log scale)")
            .x_label_formatter(&tick)
            .y_label_formatter(&|count| {
                if *count >= 1.0 {
                    format_count(*count)
                } else {
                    String::new()
                }
            })
            .label_style(theme.label_font())
            .axis_style(fg.mix(0.6))
            .light_line_style(fg.mix(0.08))
            .bold_line_style(fg.mix(0.2))
            .draw()
            .map_err(drawing_failed)?;
        chart
            .draw_series(
                self.buckets
                    .iter()
                    .enumerate()
                    .filter(|(_, b)| b.count > 0)
                    .map(|(i, b)| {
                        let x = i as f64;
                        Rectangle::new(
                            [(x + 0.1, COUNT_FLOOR), (x + 0.9, b.count as f64)],
                            theme.primary.filled(),
                        )
                    }),
            )
            .map_err(drawing_failed)?;
        Ok(())
    }
}
