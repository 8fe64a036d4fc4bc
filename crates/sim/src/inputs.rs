//! Deterministic input data for scripts: the same bytes for the simulator, the tests and the
//! real programs they are compared with.

/// The largest input one spec may ask for: 64 MiB, a quarter of the run's memory budget
/// (`script::interp_budget::MEMORY_BUDGET`). In bytes.
pub const MAX_INPUT_BYTES: usize = 64 << 20;

/// Data from a spec `KIND:SIZE`: `bytes:N` (a byte pattern), `text:N` (lines of text, exactly
/// N bytes), `json:N` (valid JSON of at least N bytes), `json-cut:N` (that JSON cut in half, a
/// parse error at its end). `N` is at most [`MAX_INPUT_BYTES`]. A spec in double quotes is the
/// bytes themselves, with Rust's string escapes (`"one\ntwo\n"`): a published snippet's own
/// input file.
pub fn generate(spec: &str) -> Result<Vec<u8>, String> {
    if let Some(quoted) = spec.strip_prefix('"') {
        return unescape(quoted);
    }
    let (kind, size) = spec
        .split_once(':')
        .ok_or_else(|| format!("`{spec}` is not KIND:SIZE"))?;
    let size: usize = size
        .parse()
        .map_err(|_| format!("`{size}` is not a size"))?;
    if size > MAX_INPUT_BYTES {
        return Err(format!(
            "{size} bytes is more than the largest input, {MAX_INPUT_BYTES} bytes (64 MiB)"
        ));
    }
    Ok(match kind {
        "bytes" => (0..size).map(|i| ((i * 31 + 7) % 251) as u8).collect(),
        "text" => {
            let mut text = Vec::with_capacity(size + 64);
            let mut i = 0;
            while text.len() < size {
                text.extend_from_slice(
                    format!("line {i}: the quick brown fox {}\n", "jumps ".repeat(i % 7))
                        .as_bytes(),
                );
                i += 1;
            }
            text.truncate(size);
            text
        }
        "json" => {
            let mut json = String::from("{\"items\": [");
            let mut i = 0;
            while json.len() < size {
                if i > 0 {
                    json.push_str(", ");
                }
                json.push_str(&format!("{{\"id\": {i}, \"name\": \"item {i}\", \"tags\": [\"a\", \"b\"], \"score\": {}.5}}", i * 7 % 100));
                i += 1;
            }
            json.push_str("]}\n");
            json.into_bytes()
        }
        "json-cut" => {
            let mut json = generate(&format!("json:{size}"))?;
            json.truncate(json.len() / 2);
            json
        }
        other => {
            return Err(format!(
                "unknown input kind `{other}`: bytes, text, json or json-cut"
            ));
        }
    })
}

/// The bytes of a quoted spec after its opening `"`, up to its closing one: `\n`, `\r`,
/// `\t`, `\0`, `\\`, `\"` and `\xNN` as Rust reads them.
fn unescape(quoted: &str) -> Result<Vec<u8>, String> {
    let mut bytes = Vec::with_capacity(quoted.len());
    let mut chars = quoted.chars();
    while let Some(c) = chars.next() {
        let byte = match c {
            '"' if chars.as_str().trim().is_empty() => return Ok(bytes),
            '"' => return Err("text follows the closing `\"`".into()),
            '\\' => match chars.next() {
                Some('n') => b'\n',
                Some('r') => b'\r',
                Some('t') => b'\t',
                Some('0') => 0,
                Some('\\') => b'\\',
                Some('"') => b'"',
                Some('x') => {
                    let hex: String = chars.by_ref().take(2).collect();
                    u8::from_str_radix(&hex, 16).map_err(|_| format!("`\\x{hex}` is not a byte"))?
                }
                other => return Err(format!("unknown escape `\\{}`", other.unwrap_or(' '))),
            },
            c => {
                bytes.extend_from_slice(c.encode_utf8(&mut [0; 4]).as_bytes());
                continue;
            }
        };
        bytes.push(byte);
    }
    Err("the quoted input has no closing `\"`".into())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn sizes_and_shapes() {
        assert_eq!(generate("text:100").map(|t| t.len()), Ok(100));
        let json = generate("json:500").expect("json");
        assert!(json.len() >= 500);
        assert!(serde_json::from_slice::<serde_json::Value>(&json).is_ok());
        assert!(
            serde_json::from_slice::<serde_json::Value>(&generate("json-cut:500").expect("cut"))
                .is_err()
        );
        assert_eq!(generate("bytes:3"), Ok(vec![7, 38, 69]));
        assert!(generate("nope:1").is_err() && generate("text").is_err());
        // Regression (fuzz findings oom-header-input, panic-header-input-size-overflow):
        // absurd sizes are refused before anything is allocated.
        assert_eq!(
            generate("text:18446744073709551615"),
            Err("18446744073709551615 bytes is more than the largest input, 67108864 bytes (64 MiB)".into())
        );
        assert_eq!(generate("bytes:67108865").map(|b| b.len()).ok(), None);
    }

    #[test]
    fn quoted_specs_are_the_bytes_themselves() {
        assert_eq!(
            generate(r#""Tú\tsay \"hi\"\n\x00\\" "#),
            Ok(b"T\xc3\xba\tsay \"hi\"\n\x00\\".to_vec())
        );
        assert_eq!(generate(r#""""#), Ok(Vec::new()));
        assert_eq!(
            generate(r#""open"#),
            Err("the quoted input has no closing `\"`".into())
        );
        assert_eq!(
            generate(r#""a" b"#),
            Err("text follows the closing `\"`".into())
        );
        assert_eq!(generate(r#""\q""#), Err("unknown escape `\\q`".into()));
    }
}
