// PathBuf's file-name edits and Path's parent, as std computes them on Linux, edge cases
// included: the root and a bare name, a hidden file, an extension replaced or added.
use std::path::{Path, PathBuf};

fn main() {
    for text in ["/", "a", "", "/etc/nginx/default.conf", "dir/.hidden", "a/b/"] {
        let path = Path::new(text);
        println!("{text:?}: parent {:?}", path.parent());
        println!("  with_file_name {:?}", path.with_file_name("x.txt"));
        println!("  with_extension {:?}", path.with_extension("bak"));
    }
    let mut path = PathBuf::from("logs/2024/run.log");
    path.set_file_name("summary.txt");
    println!("{}", path.display());
    println!("{} {}", path.set_extension("md"), path.display());
    let mut hidden = PathBuf::from(".profile");
    println!("{} {}", hidden.set_extension("old"), hidden.display());
    while path.pop() {
        println!("popped to {:?}", path.to_str());
    }
    println!("{}", path.pop());
    let mut root = PathBuf::from("/");
    println!("{} {:?}", root.pop(), root);
}
