// `Vec::retain_mut`, `dedup_by_key` and `dedup_by` as std calls their closures: `retain_mut` each
// item once, first to last, keeping what it writes; the dedups compare each item with the last
// one kept, the item first, and drop the duplicates as they are found.
#[derive(Debug)]
struct Reading {
    sensor: u8,
    value: i32,
}

impl Drop for Reading {
    fn drop(&mut self) {
        println!("drop {}:{}", self.sensor, self.value);
    }
}

fn main() {
    let mut v = vec![10, 11, 20, 21, 30, 12];
    v.dedup_by_key(|x| {
        println!("key of {x}");
        *x / 10
    });
    println!("{v:?}");
    v.retain_mut(|x| {
        *x += 5;
        *x % 2 == 0
    });
    println!("{v:?}");
    let mut words: Vec<String> = "a A b B b c".split(' ').map(String::from).collect();
    words.dedup_by(|a, b| {
        println!("{a} vs {b}");
        a.eq_ignore_ascii_case(b)
    });
    println!("{words:?}");
    let mut n = vec![1, 2, 3, 4];
    n.dedup_by_key(|x| {
        *x *= 2;
        *x / 5
    });
    println!("{n:?}");
    let mut readings = vec![
        Reading { sensor: 1, value: 5 },
        Reading { sensor: 1, value: 7 },
        Reading { sensor: 2, value: 1 },
        Reading { sensor: 3, value: -4 },
    ];
    readings.dedup_by_key(|r| r.sensor);
    println!("after dedup: {}", readings.len());
    readings.retain_mut(|r| {
        r.value *= 10;
        r.value > 0
    });
    println!("{readings:?}");
}
