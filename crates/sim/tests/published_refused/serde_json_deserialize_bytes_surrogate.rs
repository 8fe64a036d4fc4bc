// Source: https://docs.rs/serde_json/1.0.154/serde_json/struct.Deserializer.html
use serde_bytes::ByteBuf;

fn look_at_bytes() -> Result<(), serde_json::Error> {
    let json_data = b"\"lone surrogate: \\uD801\"";
    let bytes: ByteBuf = serde_json::from_slice(json_data)?;
    let expected = b"lone surrogate: \xED\xA0\x81";
    assert_eq!(expected, bytes.as_slice());
    Ok(())
}

look_at_bytes();
