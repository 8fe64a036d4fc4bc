// `split_at_mut`: two halves of one vector written through at once, each where it lives.
fn bump(part: &mut [i32], by: i32) {
    for x in part.iter_mut() {
        *x += by;
    }
}

#[derive(Debug)]
struct Body {
    x: f64,
    v: f64,
}

fn main() {
    let mut v = vec![5, 1, 4, 2, 3, 9];
    let (left, right) = v.split_at_mut(3);
    left[0] += right[2];
    right.sort();
    bump(left, 100);
    left.swap(0, 2);
    std::mem::swap(&mut left[1], &mut right[0]);
    println!("{left:?} {right:?} {} {}", left.len(), right.len());
    println!("{v:?}");

    let mut bodies = vec![Body { x: 0.0, v: 1.0 }, Body { x: 1.0, v: 2.0 }, Body { x: 3.0, v: 0.5 }];
    for i in 0..bodies.len() {
        let (done, rest) = bodies.split_at_mut(i + 1);
        let current = &mut done[i];
        for other in rest.iter_mut() {
            let pull = (other.x - current.x) * 0.1;
            current.v += pull;
            other.v -= pull;
        }
    }
    println!("{bodies:?}");

    let mut line = *b"key=value";
    let (key, value) = line.split_at_mut(3);
    key[0] = b'K';
    value[1] = b'V';
    println!("{}", String::from_utf8_lossy(&line));
    let (all, none) = v.split_at_mut(6);
    println!("{} {:?}", all.len(), none);
}
