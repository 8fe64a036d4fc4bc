//! A run that shows a `HashMap`'s or `HashSet`'s entries in one order says so, once per place
//! in the script: the compiled program's order changes from run to run.

use bufscope_sim::kernel::Environment;
use bufscope_sim::run::run;
use bufscope_sim::script::interpreter::Limits;
use bufscope_sim::trace::{HashContainer, RunNote, Span};

fn notes_of(script: &str) -> Vec<RunNote> {
    run(script, &Environment::default(), Limits::default())
        .unwrap_or_else(|error| panic!("rejected: {error}"))
        .notes
}

fn span(line: u32, column: u32, end_column: u32) -> Span {
    Span {
        line,
        column,
        end_line: line,
        end_column,
    }
}

/// The note for a `HashMap` of two entries visited at `at`.
fn hash_map(at: Span) -> RunNote {
    RunNote::HashOrder {
        at,
        container: HashContainer::HashMap,
        entries: 2,
    }
}

#[test]
fn each_place_that_visits_a_hashed_container_of_several_entries_is_noted_once() {
    let script = r#"use std::collections::{BTreeMap, HashMap, HashSet};
fn main() {
    let mut scores = HashMap::new();
    scores.insert("Blue", 10);
    scores.insert("Yellow", 50);
    for _ in 0..3 {
        for (team, score) in &scores {
            println!("{team}: {score}");
        }
    }
    let teams: Vec<_> = scores.keys().collect();
    println!("{teams:?} {scores:?}");
    let words: HashSet<&str> = vec!["a", "b", "c"].into_iter().collect();
    println!("{:?}", words);
    let sorted: BTreeMap<_, _> = scores.into_iter().collect();
    println!("{sorted:?}");
    let mut one = HashMap::new();
    one.insert(1, 2);
    println!("{one:?}");
}
"#;
    assert_eq!(
        notes_of(script),
        vec![
            // `&scores`, noted once for three loops
            hash_map(span(7, 30, 37)),
            // `scores.keys()`
            hash_map(span(11, 25, 38)),
            // an inline argument: its name inside the format string, `scores`
            hash_map(span(12, 26, 32)),
            RunNote::HashOrder {
                at: span(14, 22, 27),
                container: HashContainer::HashSet,
                entries: 3,
            },
            // `scores.into_iter()`
            hash_map(span(15, 34, 52)),
        ]
    );
}

#[test]
fn iter_mut_values_mut_and_a_loop_over_a_mutable_reference_are_noted() {
    let script = r#"use std::collections::HashMap;
fn main() {
    let mut m = HashMap::new();
    m.insert("a", 1);
    m.insert("b", 2);
    for v in m.values_mut() {
        *v += 1;
    }
    for (_, v) in m.iter_mut() {
        *v += 1;
    }
    for (_, v) in &mut m {
        *v += 1;
    }
}
"#;
    assert_eq!(
        notes_of(script),
        vec![
            hash_map(span(6, 14, 28)),
            hash_map(span(9, 19, 31)),
            hash_map(span(12, 19, 25)),
        ]
    );
}

#[test]
fn ordered_containers_and_one_entry_need_no_note() {
    let script = r#"use std::collections::{BTreeMap, HashMap};
fn main() {
    let mut m = BTreeMap::new();
    m.insert(2, "b");
    m.insert(1, "a");
    for (k, v) in &m {
        println!("{k} {v}");
    }
    let mut h = HashMap::new();
    h.insert("only", 1);
    println!("{h:?}");
}
"#;
    assert_eq!(notes_of(script), vec![]);
}

#[test]
fn a_note_reads_as_a_sentence_about_the_order() {
    let note = RunNote::HashOrder {
        at: span(1, 1, 2),
        container: HashContainer::HashSet,
        entries: 3,
    };
    assert_eq!(
        note.to_string(),
        "the 3 entries of this `HashSet` are shown in key order; the compiled program visits \
         them in an order that changes from run to run (std seeds its hash from `getrandom` in \
         each process): use a `BTreeMap` or `BTreeSet`, or sort, for one order"
    );
}
