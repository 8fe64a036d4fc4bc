// Source: https://docs.rs/serde_json/1.0.154/serde_json/struct.Number.html#method.as_str
use serde_json::Number;
for value in [
    "7",
    "12.34",
    "34e-56789",
    "0.0123456789000000012345678900000001234567890000123456789",
    "343412345678910111213141516171819202122232425262728293034",
    "-343412345678910111213141516171819202122232425262728293031",
] {
    let number: Number = serde_json::from_str(value).unwrap();
    assert_eq!(number.as_str(), value);
}
