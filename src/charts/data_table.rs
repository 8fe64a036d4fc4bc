//! The numbers a chart plots, as a table: shown on the page and downloaded as CSV.

/// A table of text cells with a caption. Every row has one cell per column.
#[derive(Debug, Clone, PartialEq, Default)]
pub struct DataTable {
    pub caption: String,
    /// Headers, with units: `capacity (bytes)`.
    pub columns: Vec<String>,
    pub rows: Vec<Vec<String>>,
}

impl DataTable {
    /// The table as RFC 4180 CSV: a header line, then one line per row, each ending in CRLF.
    /// Fields with a comma, a quote or a line break are quoted, quotes doubled.
    pub fn to_csv(&self) -> String {
        let mut csv = String::new();
        for line in std::iter::once(&self.columns).chain(&self.rows) {
            let fields: Vec<String> = line.iter().map(|field| csv_field(field)).collect();
            csv.push_str(&fields.join(","));
            csv.push_str("\r\n");
        }
        csv
    }
}

fn csv_field(field: &str) -> String {
    if field.contains([',', '"', '\n', '\r']) {
        format!("\"{}\"", field.replace('"', "\"\""))
    } else {
        field.to_string()
    }
}

/// A number as the table shows it: integers without a fraction, others with what f64 prints
/// (the shortest text that reads back as the same number).
pub fn number_cell(value: f64) -> String {
    format!("{value}")
}

#[cfg(all(test, target_arch = "wasm32"))]
mod tests {
    use super::*;
    use wasm_bindgen_test::{wasm_bindgen_test as test, wasm_bindgen_test_configure};

    wasm_bindgen_test_configure!(run_in_browser);

    #[test]
    fn csv_quotes_only_the_fields_that_need_it() {
        let table = DataTable {
            caption: "ignored in CSV".into(),
            columns: vec!["label".into(), "time (ns)".into()],
            rows: vec![
                vec!["line → file".into(), "358364179".into()],
                vec!["a, b".into(), "1.5".into()],
                vec!["say \"hi\"".into(), "0".into()],
            ],
        };
        assert_eq!(
            table.to_csv(),
            "label,time (ns)\r\nline → file,358364179\r\n\"a, b\",1.5\r\n\"say \"\"hi\"\"\",0\r\n"
        );
    }

    #[test]
    fn number_cells_read_back_as_the_same_number() {
        for value in [358364179.0, 0.1238, 1e-3, 12.0] {
            assert_eq!(number_cell(value).parse::<f64>(), Ok(value));
        }
        assert_eq!(number_cell(12.0), "12");
    }
}
