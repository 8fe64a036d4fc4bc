// bufscope: stderr=file
let s = std::hint::black_box("a\"b");
eprintln!("{:?}", s);
eprintln!("{:?}", 'x');
eprintln!("{:?}", std::time::Duration::from_millis(1500));
let v = vec![1u8, 2, 3];
eprintln!("{:?}", v);
