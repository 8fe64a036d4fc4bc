// A `VecDeque` compared with `==` as alloc's impls allow, the deque on the left: with another
// deque, a `Vec`, an array, a reference to an array or a slice, and references on both sides;
// of bytes too (bufscope refused these with a false E0277).
use std::collections::VecDeque;

fn main() {
    let mut letters = VecDeque::new();
    letters.push_back('b');
    letters.push_front('a');
    let same: VecDeque<char> = letters.clone();
    println!("{}", letters == same);
    println!("{}", letters == vec!['a', 'b']);
    println!("{}", letters == ['a', 'b']);
    println!("{}", letters == &['a', 'c']);
    println!("{}", letters == &['a', 'b'][..1]);
    let mut bytes: VecDeque<u8> = VecDeque::new();
    bytes.push_back(7);
    bytes.push_back(9);
    println!("{} {}", bytes == [7, 9], bytes == vec![9, 7]);
    let slice: &[u8] = &[7, 9];
    println!("{} {}", bytes == slice, &bytes == &vec![7u8, 9]);
    assert_eq!(letters, ['a', 'b']);
    assert_ne!(bytes, [7]);
}
