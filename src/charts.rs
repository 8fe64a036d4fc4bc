//! A small chart library: plotters on a `<canvas>`, one file per idea.
//!
//! Each chart is a plain data struct (`data.rs`) that implements [`chart::Chart`]: a pure draw
//! function onto any plotters backend, the table of exactly the numbers it plots, and the
//! sentences that describe it. [`chart_card::ChartCard`] frames one chart on a page with its
//! accessible data table and the PNG and CSV downloads.

pub mod capacity_sweep_chart;
pub mod chart;
pub mod chart_card;
pub mod cost_curve_chart;
pub mod data;
pub mod data_table;
pub mod data_table_view;
pub mod download;
pub mod hi_dpi;
pub mod histogram;
pub mod prepared_chart;
pub mod strategies_chart;
pub mod syscall_sizes_chart;
pub mod theme;
pub mod units;
