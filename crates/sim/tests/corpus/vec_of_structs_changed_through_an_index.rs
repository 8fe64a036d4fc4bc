// A vector of structs whose `Vec` field is changed through an index (`v[0].tags.push`,
// `clear`, `retain`, `sort`, `insert`), `extend_from_slice` of a `Vec<String>` and of a
// vector in a vector, a vector of integers sorted by a `cmp` closure then read as `i32` and
// cut into windows and chunks. (bufscope stopped at `v[0].tags.push` and
// `extend_from_slice`, and refused the `i32` with a false E0308.)
#[derive(Debug, Clone, Default)]
struct P {
    x: i32,
    tags: Vec<String>,
}

struct Book {
    shelves: Vec<Vec<String>>,
    people: Vec<P>,
}

fn main() {
    let mut v = vec![P::default(), P::default()];
    v[0].tags.push("a".into());
    v[0].x += 1;
    v[1].tags.extend(vec!["b".to_string(), "c".to_string()]);
    v[1].tags.retain(|t| t != "b");
    v[1].tags.insert(0, "z".into());
    v[1].tags.sort();
    let kept = v[1].clone();
    v[1].tags.clear();
    println!("{:?} {:?}", v, kept);

    let mut b = Book { shelves: vec![vec![], vec![]], people: vec![P::default()] };
    b.shelves[1].push("x".into());
    b.shelves[0].extend_from_slice(&["y".to_string()]);
    let i = 0;
    b.people[i].tags.push("p".into());
    b.people[i + 0].x = 3;
    let mut names: Vec<String> = Vec::new();
    names.extend_from_slice(&b.shelves[0]);
    println!("{:?} {:?} {:?}", b.shelves, b.people, names);

    let mut u = vec![5, 2, 8, 1];
    u.sort_by(|a, b| b.cmp(a));
    let first: i32 = u[0];
    let w: Vec<&[i32]> = u.windows(2).collect();
    let rc: Vec<&[i32]> = u.chunks(3).collect();
    println!("{first} {:?} {:?}", w, rc);
}
