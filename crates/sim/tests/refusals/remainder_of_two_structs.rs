// rustc: E0369
// `%` needs `Rem` for the struct, which it does not implement.
struct Bytes(u64);

fn main() {
    let block = Bytes(4096);
    let file = Bytes(10000);
    let tail = file % block;
}
