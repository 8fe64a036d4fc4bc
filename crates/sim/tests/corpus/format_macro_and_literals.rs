// bufscope: stderr=file
let name = format!("{}-{:03}", "item", std::hint::black_box(7));
let raw = r#"a "raw" string\n"#;
let c = std::hint::black_box('ü');
let ok = std::hint::black_box(true);
eprintln!("{name} {raw} {c} {ok:>6} {:.3}", 2.0f64 / 3.0);
eprintln!("{:?} {:e} {:08.2}", name, 1234.5, -3.14159);
