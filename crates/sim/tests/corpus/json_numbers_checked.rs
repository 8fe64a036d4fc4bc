// serde_json's `Number`: made from integers (`Number::from`), from an `f64` only when finite
// (`from_f64`), from an `i128`/`u128` only when it fits 64 bits; a `Value`'s number read back
// with `as_number`. Each verdict goes to stdout, the numbers as one JSON array to a file.
use serde_json::{Number, Value};
use std::fs::File;
use std::io::{BufWriter, Write};

fn main() -> std::io::Result<()> {
    let measured: Value = serde_json::from_str("[3, -4, 2.5, \"x\"]").unwrap();
    for item in measured.as_array().unwrap() {
        println!("{:?} {:?}", item, item.as_number());
    }
    let inf = 1.0 / 0.0;
    println!("{:?} {:?}", Number::from_f64(0.1), Number::from_f64(inf));
    println!("{:?} {:?}", Number::from_f64(f64::NAN), Number::from_f64(f64::NEG_INFINITY));
    println!("{:?} {:?}", Number::from_f64(f64::MAX), Number::from_f64(f64::MIN_POSITIVE));
    println!("{} {}", Value::from(f64::EPSILON), Value::from(f64::INFINITY).is_null());
    println!("{:?} {:?}", Number::from_i128(-7), Number::from_i128(1 << 70));
    println!("{:?} {:?}", Number::from_u128(7), Number::from_u128(1 << 64));
    let n = Number::from(255u8);
    println!("{n} {} {} {:?} {:?}", n.is_u64(), n.is_f64(), n.as_i64(), n.as_f64());
    println!("{}", Number::from(-1i8) == Number::from(-1i64));
    let numbers: Vec<Value> = vec![Value::from(n), Value::from(Number::from(-9)), Number::from_f64(0.5).unwrap().into()];
    let mut out = BufWriter::new(File::create("numbers.json")?);
    serde_json::to_writer(&mut out, &numbers)?;
    out.flush()?;
    Ok(())
}
