// bufscope: stdout=file
// The script's structs and enums written by serde_json: one line each into a BufWriter<File>
// (one write when it is flushed), then pretty into a bare File (a write per piece serde_json
// hands it), then as text and as bytes.
use serde::Serialize;
use std::collections::BTreeMap;
use std::fs::File;
use std::io::{BufWriter, Write};

#[derive(Serialize)]
enum Shape {
    Dot,
    Circle(f64),
    Rect { w: u32, h: u32 },
}

#[derive(Serialize)]
struct Drawing {
    id: u64,
    title: String,
    shapes: Vec<Shape>,
    visible: bool,
    layer: Option<i32>,
    offset: (i32, i32),
    meta: BTreeMap<String, u16>,
    mark: char,
    bytes: Vec<u8>,
}

fn main() -> std::io::Result<()> {
    let mut meta = BTreeMap::new();
    meta.insert("zoom".to_string(), 150);
    meta.insert("dpi".to_string(), 300);
    let drawings = vec![
        Drawing {
            id: 1,
            title: "first \"sketch\"\n".to_string(),
            shapes: vec![Shape::Dot, Shape::Circle(2.5), Shape::Rect { w: 3, h: 4 }],
            visible: true,
            layer: None,
            offset: (-1, 2),
            meta: meta.clone(),
            mark: 'é',
            bytes: vec![0, 255],
        },
        Drawing {
            id: u64::MAX,
            title: String::from("second"),
            shapes: Vec::new(),
            visible: false,
            layer: Some(-7),
            offset: (0, 0),
            meta: BTreeMap::new(),
            mark: 'x',
            bytes: Vec::new(),
        },
    ];
    let mut out = BufWriter::new(File::create("drawings.jsonl")?);
    for drawing in &drawings {
        serde_json::to_writer(&mut out, drawing)?;
        out.write_all(b"\n")?;
    }
    out.flush()?;
    serde_json::to_writer_pretty(File::create("first.json")?, &drawings[0])?;
    let text = serde_json::to_string_pretty(&drawings[1])?;
    println!("{text}");
    let bytes = serde_json::to_vec(&drawings[0].shapes)?;
    println!("{} bytes: {}", bytes.len(), String::from_utf8_lossy(&bytes));
    println!("{}", serde_json::to_string(&meta)?);
    Ok(())
}
