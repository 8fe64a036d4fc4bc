// rustc: E0381
let f: File;
f.sync_all()?;
