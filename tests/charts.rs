//! The chart library in a real browser: every chart draws, redraws when its data changes, and
//! its card shows exactly the plotted numbers.
#![cfg(target_arch = "wasm32")]

use bufscope::charts::chart::{Chart, draw_chart};
use bufscope::charts::chart_card::ChartCard;
use bufscope::charts::data::{
    CapacityPoint, CapacitySweep, CostCurve, CostPoint, HistogramBucket, Spread, Strategies,
    StrategyBar, SyscallSizes,
};
use bufscope::charts::histogram::histogram;
use bufscope::charts::theme::Theme;
use leptos::mount::mount_to;
use leptos::prelude::*;
use leptos::task::tick;
use plotters::prelude::IntoDrawingArea;
use plotters_canvas::CanvasBackend;
use wasm_bindgen::JsCast;
use wasm_bindgen_test::*;

wasm_bindgen_test_configure!(run_in_browser);

fn new_canvas() -> web_sys::HtmlCanvasElement {
    let canvas: web_sys::HtmlCanvasElement = document()
        .create_element("canvas")
        .expect("canvas")
        .unchecked_into();
    canvas.set_width(720);
    canvas.set_height(360);
    canvas
}

/// Draws `chart` on a fresh canvas and returns its pixels as a PNG data URL (equal URLs mean
/// equal pixels).
fn drawn<C: Chart>(chart: &C, theme: &Theme) -> String {
    let canvas = new_canvas();
    let backend = CanvasBackend::with_canvas_object(canvas.clone()).expect("2d context");
    draw_chart(chart, &backend.into_drawing_area(), theme).expect("drawn");
    canvas.to_data_url().expect("data url")
}

fn blank() -> String {
    new_canvas().to_data_url().expect("data url")
}

/// The canvas filled with the theme's background and nothing else.
fn background_only(theme: &Theme) -> String {
    struct Nothing;
    impl Chart for Nothing {
        fn description(&self) -> String {
            String::new()
        }
        fn caption(&self) -> String {
            String::new()
        }
        fn table(&self) -> bufscope::charts::data_table::DataTable {
            Default::default()
        }
        fn draw<DB: plotters::prelude::DrawingBackend>(
            &self,
            _: &plotters::prelude::DrawingArea<DB, plotters::coord::Shift>,
            _: &Theme,
        ) -> Result<(), String> {
            Ok(())
        }
    }
    drawn(&Nothing, theme)
}

/// Asserts that `first` and `second` both draw something beyond the background, in both
/// themes, and that they draw different pixels.
fn assert_draws_and_redraws<C: Chart>(first: &C, second: &C) {
    for theme in [Theme::LIGHT, Theme::DARK] {
        let (a, b) = (drawn(first, &theme), drawn(second, &theme));
        let empty = background_only(&theme);
        assert_ne!(a, blank());
        assert_ne!(a, empty, "the chart must draw more than its background");
        assert_ne!(b, empty);
        assert_ne!(a, b, "different data must draw different pixels");
        assert_eq!(a, drawn(first, &theme), "drawing is a function of the data");
    }
    assert_ne!(drawn(first, &Theme::LIGHT), drawn(first, &Theme::DARK));
}

fn capacity_sweep(chunk: u64, current: Option<u64>) -> CapacitySweep {
    let points = (0..=20)
        .map(|shift| {
            let capacity = 1u64 << shift;
            let syscalls = if capacity > chunk {
                1_000_000 / capacity + 1
            } else {
                1_000_000 / chunk
            };
            CapacityPoint {
                capacity,
                syscalls,
                time_ns: syscalls as f64 * 600.0 + 50_000.0,
            }
        })
        .collect();
    CapacitySweep {
        points,
        current_capacity: current,
        workload: format!("1 MB in {chunk}-byte writes"),
        cost_model: "test prices".into(),
        counted: "write syscalls".into(),
    }
}

fn strategies(slow_ns: f64) -> Strategies {
    let spread = |median_ns: f64| Spread {
        median_ns,
        min_ns: median_ns * 0.9,
        max_ns: median_ns * 1.2,
        runs: 10,
    };
    Strategies {
        subject: "println! × 1M".into(),
        bars: vec![
            StrategyBar {
                label: "line → file".into(),
                simulated_ns: slow_ns,
                measured: Some(spread(slow_ns * 1.05)),
            },
            StrategyBar {
                label: "block → file".into(),
                simulated_ns: 25e6,
                measured: Some(spread(31e6)),
            },
            StrategyBar {
                label: "not measured".into(),
                simulated_ns: 4e6,
                measured: None,
            },
        ],
        machine: "Test CPU, 2 cores".into(),
    }
}

#[wasm_bindgen_test]
fn capacity_sweep_draws_and_follows_its_data_and_marker() {
    assert_draws_and_redraws(
        &capacity_sweep(1, Some(8192)),
        &capacity_sweep(1024, Some(8192)),
    );
    assert_ne!(
        drawn(&capacity_sweep(1, Some(8192)), &Theme::LIGHT),
        drawn(&capacity_sweep(1, Some(64)), &Theme::LIGHT),
        "moving the marker must redraw"
    );
}

#[wasm_bindgen_test]
fn strategies_draw_and_follow_their_data() {
    assert_draws_and_redraws(&strategies(358e6), &strategies(1.2e9));
}

#[wasm_bindgen_test]
fn syscall_sizes_draw_and_follow_their_data() {
    let raw = SyscallSizes {
        buckets: histogram([(1, 3000), (0, 1)].into_iter()),
        syscalls: "read".into(),
    };
    let buffered = SyscallSizes {
        buckets: histogram([(8192, 121), (576, 1)].into_iter()),
        syscalls: "write".into(),
    };
    assert_draws_and_redraws(&raw, &buffered);
}

#[wasm_bindgen_test]
fn cost_curves_draw_and_follow_their_data() {
    let curve = |per_call: f64, current: f64| CostCurve {
        points: (0..=10)
            .map(|i| {
                let syscall_ns = i as f64 * 200.0;
                CostPoint {
                    syscall_ns,
                    total_ns: 1e6 + syscall_ns * per_call,
                }
            })
            .collect(),
        current_syscall_ns: Some(current),
        run: "a test run".into(),
    };
    assert_draws_and_redraws(&curve(1000.0, 600.0), &curve(10.0, 600.0));
    assert_ne!(
        drawn(&curve(1000.0, 600.0), &Theme::LIGHT),
        drawn(&curve(1000.0, 1400.0), &Theme::LIGHT),
        "moving the current price must redraw"
    );
}

#[wasm_bindgen_test]
fn empty_charts_say_so_instead_of_staying_blank() {
    let theme = Theme::LIGHT;
    let empty = background_only(&theme);
    assert_ne!(drawn(&CapacitySweep::default(), &theme), empty);
    assert_ne!(drawn(&Strategies::default(), &theme), empty);
    assert_ne!(drawn(&SyscallSizes::default(), &theme), empty);
    assert_ne!(drawn(&CostCurve::default(), &theme), empty);
}

#[wasm_bindgen_test]
fn tables_hold_exactly_the_plotted_numbers() {
    let sweep = capacity_sweep(16, None);
    let table = sweep.table();
    assert_eq!(table.rows.len(), sweep.points.len());
    for (row, point) in table.rows.iter().zip(&sweep.points) {
        assert_eq!(row[0].parse::<u64>(), Ok(point.capacity));
        assert_eq!(row[1].parse::<u64>(), Ok(point.syscalls));
        assert_eq!(row[2].parse::<f64>(), Ok(point.time_ns));
    }

    let bars = strategies(358e6);
    let rows = bars.table().rows;
    let expected: Vec<Vec<String>> = bars
        .bars
        .iter()
        .map(|bar| {
            let m = bar.measured;
            vec![
                bar.label.clone(),
                bar.simulated_ns.to_string(),
                m.map(|m| m.median_ns.to_string()).unwrap_or_default(),
                m.map(|m| m.min_ns.to_string()).unwrap_or_default(),
                m.map(|m| m.max_ns.to_string()).unwrap_or_default(),
                m.map(|m| m.runs.to_string()).unwrap_or_default(),
            ]
        })
        .collect();
    assert_eq!(rows, expected);

    let sizes = SyscallSizes {
        buckets: vec![
            HistogramBucket {
                low: 4,
                high: 7,
                count: 2,
            },
            HistogramBucket {
                low: 8,
                high: 15,
                count: 0,
            },
        ],
        syscalls: "write".into(),
    };
    assert_eq!(sizes.table().rows, [["4", "7", "2"], ["8", "15", "0"]]);
}

fn fresh_container() -> web_sys::HtmlElement {
    let container: web_sys::HtmlElement = document()
        .create_element("div")
        .expect("div")
        .unchecked_into();
    document()
        .body()
        .expect("body")
        .append_child(&container)
        .expect("append");
    // A card's canvas takes the card's width: 720 CSS pixels, the charts' own size, so its
    // drawing matches one made directly at that size.
    container
        .style()
        .set_property("width", "720px")
        .expect("width");
    container
}

fn button(container: &web_sys::HtmlElement, name: &str) -> web_sys::HtmlElement {
    let buttons = container.get_elements_by_tag_name("button");
    (0..buttons.length())
        .filter_map(|i| buttons.item(i))
        .map(|element| element.unchecked_into::<web_sys::HtmlElement>())
        .find(|b| b.text_content().unwrap_or_default().contains(name))
        .unwrap_or_else(|| panic!("no {name} button"))
}

/// The shown table's caption and cells, row by row (header row first).
fn shown_table(container: &web_sys::HtmlElement) -> (String, Vec<Vec<String>>) {
    let table = container
        .query_selector("table")
        .expect("query")
        .expect("a table");
    let caption = table
        .query_selector("caption")
        .expect("query")
        .expect("a caption")
        .text_content()
        .unwrap_or_default();
    let rows = table.get_elements_by_tag_name("tr");
    let cells = (0..rows.length())
        .filter_map(|i| rows.item(i))
        .map(|row| {
            let cells = row.children();
            (0..cells.length())
                .filter_map(|i| cells.item(i))
                .map(|cell| cell.text_content().unwrap_or_default())
                .collect()
        })
        .collect();
    (caption, cells)
}

#[wasm_bindgen_test]
async fn a_chart_card_shows_its_data_on_demand_and_follows_its_signal() {
    let container = fresh_container();
    let data = RwSignal::new(strategies(358e6));
    let _handle = mount_to(container.clone(), move || {
        view! { <ChartCard<Strategies> title="Strategies under test" chart=data /> }
    });
    tick().await;

    assert_eq!(
        container
            .query_selector("h2")
            .expect("q")
            .expect("h2")
            .text_content(),
        Some("Strategies under test".to_string())
    );
    let canvas: web_sys::HtmlCanvasElement = container
        .query_selector("canvas")
        .expect("q")
        .expect("canvas")
        .unchecked_into();
    assert_eq!(
        canvas.get_attribute("aria-label"),
        Some(data.get_untracked().description())
    );
    let first_pixels = canvas.to_data_url().expect("url");
    assert_eq!(
        first_pixels,
        drawn(&data.get_untracked(), &Theme::of_page())
    );

    let table_hidden = || {
        container
            .query_selector("table")
            .expect("q")
            .expect("a table")
            .closest("[hidden]")
            .expect("closest")
            .is_some()
    };
    assert!(table_hidden(), "the data starts hidden");
    let toggle = button(&container, "Show data");
    assert_eq!(
        toggle.get_attribute("aria-controls"),
        Some(
            container
                .query_selector("table")
                .expect("q")
                .expect("table")
                .id()
        )
    );
    assert_eq!(
        toggle.get_attribute("aria-expanded").as_deref(),
        Some("false")
    );
    toggle.click();
    tick().await;
    assert_eq!(
        toggle.get_attribute("aria-expanded").as_deref(),
        Some("true")
    );
    assert!(!table_hidden());
    let expected = data.get_untracked().table();
    let expected_cells: Vec<Vec<String>> = std::iter::once(expected.columns.clone())
        .chain(expected.rows.clone())
        .collect();
    assert_eq!(shown_table(&container), (expected.caption, expected_cells));

    data.set(strategies(1.2e9));
    tick().await;
    let redrawn = canvas.to_data_url().expect("url");
    assert_ne!(redrawn, first_pixels, "new data must redraw the canvas");
    assert_eq!(redrawn, drawn(&data.get_untracked(), &Theme::of_page()));
    let expected = data.get_untracked().table();
    assert_eq!(shown_table(&container).1.get(1), expected.rows.first());

    toggle.click();
    tick().await;
    assert!(table_hidden());
    assert_eq!(
        toggle.get_attribute("aria-expanded").as_deref(),
        Some("false")
    );
}

/// Draws `chart` on the right half of a double-width canvas and copies that half out.
fn drawn_in_right_half<C: Chart>(chart: &C) -> String {
    let wide = new_canvas();
    wide.set_width(1440);
    let backend = CanvasBackend::with_canvas_object(wide.clone()).expect("2d context");
    let root = backend.into_drawing_area();
    let (_, right) = root.split_horizontally(720);
    draw_chart(chart, &right, &Theme::LIGHT).expect("drawn");
    let copy = new_canvas();
    let context: web_sys::CanvasRenderingContext2d = copy
        .get_context("2d")
        .expect("context")
        .expect("2d")
        .unchecked_into();
    context
        .draw_image_with_html_canvas_element_and_sw_and_sh_and_dx_and_dy_and_dw_and_dh(
            &wide, 720.0, 0.0, 720.0, 360.0, 0.0, 0.0, 720.0, 360.0,
        )
        .expect("copied");
    copy.to_data_url().expect("data url")
}

/// Regression: the strategies' row labels were drawn one row too low (pixel positions from
/// `backend_coord` taken as relative to the legend-shifted plot area), and the capacity sweep's
/// time line landed off target through plotters' secondary series.
#[wasm_bindgen_test]
fn charts_draw_the_same_in_part_of_a_canvas_as_on_a_whole_one() {
    let curve = CostCurve {
        points: vec![
            CostPoint {
                syscall_ns: 0.0,
                total_ns: 1e6,
            },
            CostPoint {
                syscall_ns: 1000.0,
                total_ns: 3e6,
            },
        ],
        current_syscall_ns: Some(600.0),
        run: "a test run".into(),
    };
    let sizes = SyscallSizes {
        buckets: histogram([(8192, 121), (576, 1)].into_iter()),
        syscalls: "write".into(),
    };
    let sweep = capacity_sweep(64, Some(8192));
    let bars = strategies(358e6);
    let same = |name: &str, in_half: String, whole: String| (name.to_string(), in_half == whole);
    let results = [
        same(
            "strategies",
            drawn_in_right_half(&bars),
            drawn(&bars, &Theme::LIGHT),
        ),
        same(
            "cost curve",
            drawn_in_right_half(&curve),
            drawn(&curve, &Theme::LIGHT),
        ),
        same(
            "syscall sizes",
            drawn_in_right_half(&sizes),
            drawn(&sizes, &Theme::LIGHT),
        ),
        same(
            "capacity sweep",
            drawn_in_right_half(&sweep),
            drawn(&sweep, &Theme::LIGHT),
        ),
    ];
    let differ: Vec<&String> = results
        .iter()
        .filter(|(_, same)| !same)
        .map(|(name, _)| name)
        .collect();
    assert!(
        differ.is_empty(),
        "drawn differently in part of a canvas: {differ:?}"
    );
}
