//! A run watched as it goes (`run::run_watched`): the hook sees the run advance, and its
//! refusal ends the run at that point with what ran so far (how the page's Stop and its time
//! budget keep a partial run).

use std::cell::RefCell;
use std::rc::Rc;

use bufscope_sim::kernel::{Environment, StreamTarget};
use bufscope_sim::run::{Ending, RunReport, run_watched};
use bufscope_sim::script::interpreter::Limits;
use bufscope_sim::script::progress_hook::{Progress, ProgressHook};

const COUNTING: &str = "let x = 1;\nfor i in 0..100000 {\n    println!(\"{}\", i);\n}\n";

fn to_file() -> Environment {
    Environment {
        stdout: StreamTarget::File,
        ..Environment::default()
    }
}

/// Runs `script`, stopping once `stop_after` operations were made; returns the report and
/// every progress the hook saw.
fn watched(script: &str, stop_after: u64) -> (RunReport, Vec<Progress>) {
    let seen = Rc::new(RefCell::new(Vec::new()));
    let log = seen.clone();
    let hook = ProgressHook {
        every_steps: 1000,
        report: Box::new(move |progress: &Progress| {
            log.borrow_mut().push(*progress);
            if progress.operations >= stop_after {
                Err(format!(
                    "stopped by bufscope: stopped after {} operations",
                    progress.operations
                ))
            } else {
                Ok(())
            }
        }),
    };
    let report = run_watched(script, &to_file(), Limits::default(), None, Some(hook))
        .unwrap_or_else(|error| panic!("rejected: {error}"));
    let seen = seen.borrow().clone();
    (report, seen)
}

#[test]
fn a_stopped_run_keeps_every_line_printed_before_the_stop_and_names_the_loop() {
    let (report, seen) = watched(COUNTING, 500);
    let last = *seen.last().expect("the hook was called");
    // One println! is one operation and, to a file, one write.
    let expected: String = (0..last.operations).map(|i| format!("{i}\n")).collect();
    assert_eq!(String::from_utf8_lossy(&report.stdout), expected);
    assert_eq!(report.totals.all.calls, last.operations);
    assert_eq!(last.syscalls, last.operations);
    match &report.ending {
        Ending::Stopped(error) => {
            assert_eq!(
                error.to_string(),
                format!(
                    "2:1: error: stopped by bufscope: stopped after {} operations in this loop",
                    last.operations
                )
            );
        }
        other => panic!("not stopped: {other:?}"),
    }
    assert_eq!(report.exit_code, 101);
}

#[test]
fn the_hook_sees_the_run_advance_every_so_many_steps() {
    let (_, seen) = watched(COUNTING, 2000);
    assert!(seen.len() > 3, "called {} times", seen.len());
    for pair in seen.windows(2) {
        assert!(pair[1].steps >= pair[0].steps + 1000, "{pair:?}");
        assert!(pair[1].operations > pair[0].operations, "{pair:?}");
    }
}

#[test]
fn stopping_at_the_same_step_count_gives_the_same_partial_run() {
    let (first, _) = watched(COUNTING, 777);
    let (second, _) = watched(COUNTING, 777);
    assert_eq!(first.stdout, second.stdout);
    assert_eq!(first.totals, second.totals);
}

#[test]
fn a_run_the_hook_never_refuses_ends_as_without_it() {
    let (report, seen) = watched(COUNTING, u64::MAX);
    assert_eq!(report.ending, Ending::Returned);
    assert_eq!(report.totals.all.calls, 100_000);
    assert_eq!(seen.last().map(|p| p.operations <= 100_000), Some(true));
}
