// Integer methods over bytes read from stdin: a wrapping checksum, saturating and checked
// sums, powers, std::cmp's max and min, the largest gap between neighbours (abs_diff),
// ASCII tests and case changes.
// bufscope: input -="Hello, bufscope 2024!\n"
use std::io::{self, Read, Write};

fn main() -> io::Result<()> {
    let mut data = Vec::new();
    io::stdin().read_to_end(&mut data)?;
    let mut wrapping: u8 = 0;
    let mut saturating: u8 = 0;
    let mut checked: Option<u8> = Some(0);
    for b in data.iter().copied() {
        wrapping = wrapping.wrapping_add(b);
        saturating = saturating.saturating_add(b);
        checked = checked.and_then(|sum| sum.checked_add(b));
    }
    let mut odd = 0;
    for &b in &data {
        if b % 2 == 1 {
            odd += 1;
        }
    }
    let digits = data.iter().filter(|b| b.is_ascii_digit()).count();
    let shouted: Vec<u8> = data.iter().map(|b| b.to_ascii_uppercase()).collect();
    let widest = data.windows(2).map(|w| w[0].abs_diff(w[1])).max();
    let cubes: i64 = (1..=digits as i64).map(|n| n.pow(3)).sum();
    let mut out = io::stdout().lock();
    writeln!(out, "wrapping={wrapping} saturating={saturating} checked={checked:?}")?;
    writeln!(out, "digits={digits} odd={odd} widest={widest:?} cubes={cubes}")?;
    writeln!(out, "{}", (-17i32).rem_euclid(5).max(1).min(3).pow(2))?;
    writeln!(out, "{} {}", std::cmp::max(digits, 2), std::cmp::min("pear", "apple"))?;
    out.write_all(&shouted)?;
    Ok(())
}
