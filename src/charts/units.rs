//! Short labels for axes and tables: durations, byte sizes and counts.

/// A duration with the unit that keeps it readable: `850 ns`, `12.3 µs`, `45.6 ms`, `1.21 s`.
///
/// Three significant digits, as hyperfine prints them; `ns` is the input unit.
pub fn format_ns(ns: f64) -> String {
    if !ns.is_finite() {
        return "–".to_string();
    }
    let magnitude = ns.abs();
    let (value, unit) = if magnitude >= 1e9 {
        (ns / 1e9, "s")
    } else if magnitude >= 1e6 {
        (ns / 1e6, "ms")
    } else if magnitude >= 1e3 {
        (ns / 1e3, "µs")
    } else {
        (ns, "ns")
    };
    format!("{} {unit}", three_significant(value))
}

/// `123`, `12.3`, `1.23`; trailing zeros dropped (`1.5`, `2`).
fn three_significant(value: f64) -> String {
    let magnitude = value.abs();
    let decimals = if magnitude >= 100.0 || magnitude == 0.0 {
        0
    } else if magnitude >= 10.0 {
        1
    } else {
        2
    };
    let text = format!("{value:.decimals$}");
    if text.contains('.') {
        text.trim_end_matches('0').trim_end_matches('.').to_string()
    } else {
        text
    }
}

/// A power-of-two-friendly byte size: `1 B`, `512 B`, `4 KiB`, `1 MiB`, `1.5 KiB`.
pub fn format_bytes(bytes: u64) -> String {
    const KIB: u64 = 1024;
    const MIB: u64 = 1024 * 1024;
    match bytes {
        b if b >= MIB => format!("{} MiB", three_significant(b as f64 / MIB as f64)),
        b if b >= KIB => format!("{} KiB", three_significant(b as f64 / KIB as f64)),
        b => format!("{b} B"),
    }
}

/// `1M`, `100k`, `10`, `2.5M`: log-axis tick labels stay short.
pub fn format_count(count: f64) -> String {
    let magnitude = count.abs();
    if magnitude >= 1e6 {
        format!("{}M", three_significant(count / 1e6))
    } else if magnitude >= 1e3 {
        format!("{}k", three_significant(count / 1e3))
    } else {
        three_significant(count)
    }
}

/// An integer with thousands separators, as tables print counts: `1,000,000`.
pub fn with_separators(value: u64) -> String {
    let digits = value.to_string();
    let mut out = String::with_capacity(digits.len() + digits.len() / 3);
    for (i, digit) in digits.chars().enumerate() {
        if i > 0 && (digits.len() - i).is_multiple_of(3) {
            out.push(',');
        }
        out.push(digit);
    }
    out
}

/// A ratio as a percentage with one decimal: `0.1238` → `12.4%`.
pub fn format_percent(ratio: f64) -> String {
    format!("{:.1}%", ratio * 100.0)
}

#[cfg(all(test, target_arch = "wasm32"))]
mod tests {
    use super::*;
    use wasm_bindgen_test::{wasm_bindgen_test as test, wasm_bindgen_test_configure};

    wasm_bindgen_test_configure!(run_in_browser);

    #[test]
    fn durations_pick_the_unit_that_keeps_three_digits() {
        let shown: Vec<String> = [850.0, 12_345.0, 45_600_000.0, 1_208_787_333.0, 0.0, 1e3]
            .into_iter()
            .map(format_ns)
            .collect();
        assert_eq!(
            shown,
            ["850 ns", "12.3 µs", "45.6 ms", "1.21 s", "0 ns", "1 µs"]
        );
    }

    #[test]
    fn byte_sizes_use_binary_units() {
        let shown: Vec<String> = [1, 512, 1024, 1536, 8192, 1 << 20]
            .into_iter()
            .map(format_bytes)
            .collect();
        assert_eq!(
            shown,
            ["1 B", "512 B", "1 KiB", "1.5 KiB", "8 KiB", "1 MiB"]
        );
    }

    #[test]
    fn counts_are_short_on_axes_and_separated_in_tables() {
        assert_eq!(
            [format_count(1e6), format_count(1e5), format_count(10.0)],
            ["1M", "100k", "10"]
        );
        assert_eq!(
            [
                with_separators(1_000_000),
                with_separators(999),
                with_separators(0)
            ],
            ["1,000,000", "999", "0"]
        );
    }
}
