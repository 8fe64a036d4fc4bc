//! Programs rustc refuses — learner mistakes around I/O — are refused by bufscope before
//! running, with rustc's error code. Each file in `tests/refusals/` starts with
//! `// rustc: CODE` (an error code, or the name of a deny-by-default lint), which one test
//! checks against bufscope and another against rustc itself; `// rustc: no code` is an error
//! rustc gives without a code, whose message and place bufscope must give as rustc does. A
//! file whose second line is
//! `// crates: serde serde_json` is checked by rustc in a cargo project with those crates.
//! For the borrow checker's errors (E0382, E0499, E0502…), and the refusals named in `PLACED`,
//! rustc's message and the line and column of its primary span must be bufscope's too.

#[path = "support/cargo_check.rs"]
mod cargo_check;
#[allow(dead_code)]
#[path = "../../cli/src/real_run.rs"]
mod real_run;

use std::path::{Path, PathBuf};
use std::process::Command;

use bufscope_sim::run::check;

struct Refusal {
    name: String,
    source: String,
    /// `E0599`, or a lint's name (`overflowing_literals`).
    expected: String,
    /// It uses serde and serde_json (its `// crates:` line), which plain rustc lacks.
    needs_crates: bool,
}

fn refusals() -> Vec<Refusal> {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/refusals");
    let mut paths: Vec<PathBuf> = std::fs::read_dir(&dir)
        .expect("refusals folder")
        .map(|entry| entry.expect("entry").path())
        .filter(|path| path.extension().is_some_and(|e| e == "rs"))
        .collect();
    paths.sort();
    paths
        .into_iter()
        .map(|path| {
            let source = std::fs::read_to_string(&path).expect("refusal");
            let expected = source
                .lines()
                .next()
                .and_then(|line| line.strip_prefix("// rustc: "))
                .unwrap_or_else(|| panic!("{}: no `// rustc:` line", path.display()))
                .trim()
                .to_string();
            let needs_crates = match source.lines().nth(1) {
                Some("// crates: serde serde_json") => true,
                Some(line) if line.starts_with("// crates:") => {
                    panic!("{}: the crates are `serde serde_json`", path.display())
                }
                _ => false,
            };
            Refusal {
                name: path
                    .file_stem()
                    .expect("stem")
                    .to_string_lossy()
                    .into_owned(),
                source,
                expected,
                needs_crates,
            }
        })
        .collect()
}

#[test]
fn the_refusal_corpus_is_large() {
    assert!(refusals().len() >= 40, "{} refusals", refusals().len());
}

#[test]
fn bufscope_refuses_each_before_running_with_rustcs_code() {
    let mut wrong = Vec::new();
    for refusal in refusals() {
        match check(&refusal.source) {
            Ok(_) => wrong.push(format!("{}: accepted", refusal.name)),
            Err(error) => {
                let matches = match &error.code {
                    Some(code) => *code == refusal.expected,
                    // rustc's lints carry no code; the message names what the lint is about.
                    None => {
                        let lint = match error.message.as_str() {
                            m if m.starts_with("literal out of range") => "overflowing_literals",
                            "this arithmetic operation will overflow" => "arithmetic_overflow",
                            "this operation will panic at runtime" => "unconditional_panic",
                            _ => "no code",
                        };
                        refusal.expected == lint
                    }
                };
                if !matches {
                    wrong.push(format!(
                        "{}: expected {}, bufscope said {error}",
                        refusal.name, refusal.expected
                    ));
                }
            }
        }
    }
    assert!(wrong.is_empty(), "{}", wrong.join("\n"));
}

/// rustc's first error for `main_rs`: its code, or the lint it names.
fn rustc_first_error(dir: &Path, name: &str, main_rs: &str) -> Option<String> {
    rustc_first_diagnostic(dir, name, main_rs).map(|diagnostic| error_code(&diagnostic))
}

/// rustc's first error for `main_rs`, as its JSON diagnostic. `--emit=metadata` stops before
/// the lints rustc runs on a body's MIR (`arithmetic_overflow`, `unconditional_panic`), so a
/// program it finds nothing in is compiled again with `--emit=mir`, which runs them.
fn rustc_first_diagnostic(dir: &Path, name: &str, main_rs: &str) -> Option<serde_json::Value> {
    let file = dir.join(format!("{name}.rs"));
    std::fs::write(&file, main_rs).expect("write program");
    [("metadata", "rmeta"), ("mir", "mir")]
        .into_iter()
        .find_map(|(emit, extension)| {
            let output = Command::new("rustc")
                .args(["--edition", "2024", "--crate-type", "bin"])
                .arg(format!("--emit={emit}"))
                .args(["--error-format=json", "-o"])
                .arg(dir.join(format!("{name}.{extension}")))
                .arg(&file)
                .output()
                .expect("rustc runs");
            if output.status.success() {
                return None;
            }
            let stderr = String::from_utf8_lossy(&output.stderr);
            stderr.lines().find_map(|line| {
                let diagnostic: serde_json::Value = serde_json::from_str(line).ok()?;
                (diagnostic["level"] == "error").then_some(diagnostic)
            })
        })
}

/// The borrow checker's errors, whose message and place bufscope gives as rustc does too
/// (E0382 included: "use of" a value moved or copied, "borrow of" one borrowed, "partially
/// moved" when a field was moved out).
const BORROW_CODES: &[&str] = &["E0382", "E0499", "E0502", "E0503", "E0505", "E0506"];

/// Refusals of other codes whose message and place are rustc's too: unmet bounds (E0277: of a
/// generic std function, at the argument that lacks it; `{float}: Ord` behind the `&` std
/// forwards `Ord` through; `Value: From<i128>` where the table says `IntoJson`; types named
/// as rustc names them in a program using serde_json), inline format arguments, a type left
/// unknown (E0282 at the variable holding it, or at the `None` no variable holds), a borrow
/// that outlives what it borrows (E0597 at the borrow), and lifetimes undeclared (E0261),
/// unused (E0392), missing from a field's or a result's type (E0106) or from an impl's (E0726).
const PLACED: &[&str] = &[
    "add_of_an_unbounded_parameter",
    "adding_two_strs",
    "bitwise_and_of_floats",
    "bufreader_over_a_vec",
    "bufreader_over_stdout",
    "bufwriter_of_a_result",
    "cmp_max_of_floats",
    "collect_into_a_struct_of_the_script",
    "collect_strings_into_numbers",
    "compare_in_an_impl_without_the_bound",
    "copied_over_strings",
    "display_of_a_byte_result",
    "display_of_a_byte_vector",
    "display_of_a_line_result",
    "dyn_write_given_a_string",
    "enum_compared_without_partial_eq",
    "error_impl_without_display",
    "generic_bound_not_met_by_an_argument",
    "generic_display_bound_unmet",
    "impl_with_arguments_for_a_plain_struct",
    "inline_format_argument_of_a_moved_string",
    "io_copy_from_stdout",
    "io_error_from_a_str",
    "io_error_from_a_string",
    "vec_from_a_borrowed_vec",
    "for_over_a_range_to",
    "drain_by_a_position",
    "range_full_as_a_loop",
    "struct_parameter_never_used",
    "struct_literal_misses_a_declared_bound",
    "struct_bound_unmet_in_a_parameter_type",
    "struct_bound_unmet_in_a_return_type",
    "struct_compared_without_partialord",
    "struct_bound_unmet_in_a_field_type",
    "generic_struct_named_without_arguments",
    "generic_arguments_for_a_plain_struct",
    "generic_struct_given_too_many_arguments",
    "method_of_an_unbounded_parameter",
    "write_all_of_a_wrapper_whose_bound_fails",
    "generic_struct_fields_of_two_types",
    "derived_debug_of_a_wrapper_over_a_plain_struct",
    "display_of_an_unbounded_parameter",
    "clone_of_an_unbounded_parameter",
    "struct_parameter_named_twice",
    "method_parameter_shadowing_its_impls",
    "multiply_a_vec_by_a_number",
    "json_from_iter_of_number_keys",
    "json_from_iter_of_stdout_handles",
    "json_into_from_a_borrowed_string",
    "json_map_collected_from_borrowed_pairs",
    "json_map_collected_from_str_keys",
    "json_map_entry_of_an_integer_key",
    "json_map_keys_collected_as_owned_strings",
    "json_map_printed_with_display",
    "json_number_from_a_float",
    "json_number_into_from_a_float",
    "json_object_collected_from_number_keys",
    "json_value_from_i128",
    "max_of_floats",
    "method_defined_twice_in_one_impl",
    "none_whose_type_nothing_gives",
    "option_variable_never_given_a_some",
    "option_variable_printed_but_never_given_a_some",
    "ordering_two_hash_maps",
    "parse_into_a_type_without_from_str",
    "public_method_defined_in_two_impls",
    "read_to_string_of_a_writer",
    "remainder_of_two_structs",
    "reverse_has_no_display",
    "same_method_in_two_impls_of_a_generic_struct",
    "serde_from_str_of_a_type_without_deserialize",
    "serde_generic_fn_bound_unmet",
    "serde_to_string_of_a_file",
    "serde_to_string_pretty_of_a_stdin",
    "serde_to_writer_of_a_struct_without_derive",
    "struct_printed_without_display",
    "struct_with_drop_taken_apart_by_let",
    "turbofish_type_without_the_bound",
    "vec_of_unknown_items",
    // The `Fn` traits' bounds (`check/fn_traits.rs`).
    "capture_used_after_an_fn_once_bound_took_it",
    "capture_used_after_an_fn_once_closure_took_it",
    "closure_returning_other_than_its_fn_bound",
    "closure_taking_no_argument_passed_for_fn_of_one",
    "closure_that_drops_its_capture_passed_where_fn_goes",
    "closure_that_pushes_passed_where_fn_goes",
    "fn_bound_called_with_an_argument_of_another_type",
    "fn_bound_called_with_too_many_arguments",
    "fn_bound_passed_on_twice",
    "fn_mut_bound_called_through_a_binding_not_mut",
    "fn_once_bound_called_in_a_loop",
    "fn_once_bound_called_twice",
    "fn_once_kept_closure_called_twice",
    "function_of_other_parameter_type_passed_for_fn",
    "kept_closure_of_other_parameter_type_passed_for_fn",
    "kept_fn_mut_closure_called_after_a_generic_took_it",
    "largest_without_partial_ord",
    "kept_closure_taking_no_argument_passed_for_fn_of_one",
    "returned_fn_mut_called_through_a_binding_not_mut",
    "returned_fn_once_called_twice",
    "rev_of_an_impl_iterator",
    "block_value_borrows_its_own_local",
    "longest_outlives_the_shorter_string",
    "reference_in_a_tuple_outlives_its_block",
    "reference_outlives_its_block",
    "reference_pushed_in_a_loop_outlives_the_iteration",
    "reference_pushed_outlives_its_block",
    "struct_borrowing_text_outlives_it",
    "word_from_a_borrowing_struct_outlives_the_text",
    "lifetime_parameter_never_used",
    "second_lifetime_parameter_never_used",
    "undeclared_lifetime_in_a_field",
    "undeclared_lifetime_in_a_signature",
    "undeclared_lifetime_in_an_impl",
    "field_of_a_borrowing_struct_without_its_lifetime",
    "impl_of_a_borrowing_struct_without_its_lifetime",
    "borrowing_struct_returned_from_nothing",
    "rev_of_a_script_iterator",
    "associated_type_in_a_display_impl",
    "by_ref_of_an_iterator_not_declared_mut",
    "find_on_an_iterator_not_declared_mut",
    "range_next_of_a_binding_without_mut",
    "io_result_ok_where_another_error_is_expected",
    "unit_variant_pattern_with_rest",
    "range_from_a_char_to_a_number",
    "range_contains_given_a_value",
    "enum_tuple_variant_pattern_with_extra_field",
    "reverse_pattern_with_two_fields",
    "socket_addr_v4_pattern_with_two_fields",
    "tuple_struct_for_pattern_with_too_many_fields",
    "tuple_struct_pattern_with_too_few_fields",
    "variant_pattern_with_rest_and_too_many_fields",
    "assigned_a_value_made_from_its_moved_self",
    "sum_of_results_into_another_error_type",
    "array_compared_with_a_deque_on_the_right",
    "buffered_writer_unwrapped_over_a_writer_without_debug",
    "char_from_a_u32",
    "collect_in_a_closure_named_by_an_outer_collect_that_cannot_hold_it",
    "derive_eq_without_partialeq",
    "derive_ord_without_eq",
    "derive_partialord_without_partialeq",
    "display_impl_without_fmt",
    "flatten_of_numbers",
    "float_parse_error_returned_as_parse_int_error",
    "fmt_error_through_question_mark_into_io_result",
    "from_a_float_into_an_integer",
    "from_call_of_a_type_no_impl_converts",
    "from_impl_without_its_method",
    "from_implemented_from_the_type_itself",
    "from_implemented_twice_for_one_type",
    "from_narrowing_an_integer",
    "generic_bound_by_a_script_trait_unmet",
    "integer_coerced_to_a_dyn_script_trait",
    "into_from_an_unsuffixed_literal",
    "iterator_impl_without_its_item_type",
    "max_of_a_struct_that_is_only_partialord",
    "mem_take_of_a_file",
    "number_compared_with_reference",
    "question_mark_from_a_number_into_a_string",
    "question_mark_on_a_parse_error_no_from_impl_converts",
    "question_mark_on_an_error_no_from_impl_converts",
    "script_trait_impl_missing_a_required_method",
    "from_str_without_the_trait_in_scope",
    "hash_bound_given_a_float",
    "let_chain_binding_used_in_else",
    "let_chain_binding_used_before_its_let",
    "let_chain_operand_not_bool",
    "push_of_another_type_into_a_vec_typed_on_its_constructor",
    "slice_reborrowed_into_itself_while_its_vec_is_read",
    "impl_of_from_str_without_its_err_type",
    "parse_into_a_type_without_from_str",
    "default_impl_without_its_function",
    "value_moved_into_the_scripts_add_then_used",
    "the_scripts_add_given_another_type",
    "add_of_a_type_without_an_impl",
    "compound_assignment_with_only_add_implemented",
    "add_impl_without_its_output_type",
    "compound_assignment_to_a_vec",
    "add_assign_of_the_scripts_type_to_an_immutable_local",
    "negation_of_a_type_without_neg",
    "add_assign_given_another_type",
    "neg_impl_without_its_output_type",
    "hand_written_ord_without_partial_ord",
    "hand_written_ord_without_eq",
    "hand_written_partial_ord_without_partial_eq",
    "hand_written_eq_without_partial_eq",
    "derive_beside_a_hand_written_partial_eq",
    "derive_beside_a_hand_written_debug",
    "hand_written_ord_without_cmp",
    "hand_written_eq_compared_with_an_integer",
    "hand_written_eq_compared_with_a_reference",
    "hand_written_eq_without_partial_ord_compared_by_order",
    "hand_written_partial_ord_without_ord_sorted",
    "hand_written_eq_of_a_generic_type_outside_its_bound",
];

/// An error as `CODE: MESSAGE at LINE:COLUMN`, rustc's (its primary span) or bufscope's.
fn located(
    code: &str,
    message: &str,
    line: impl std::fmt::Display,
    column: impl std::fmt::Display,
) -> String {
    format!("{code}: {message} at {line}:{column}")
}

fn rustc_located(diagnostic: &serde_json::Value) -> String {
    let primary = diagnostic["spans"]
        .as_array()
        .into_iter()
        .flatten()
        .find(|span| span["is_primary"] == true);
    located(
        &error_code(diagnostic),
        diagnostic["message"].as_str().unwrap_or_default(),
        primary.map_or(String::from("?"), |span| span["line_start"].to_string()),
        primary.map_or(String::from("?"), |span| span["column_start"].to_string()),
    )
}

/// An error diagnostic's code, or the deny-by-default lint it names; for an error without
/// either, `no code: MESSAGE at LINE:COLUMN` (see [`codeless`]).
fn error_code(diagnostic: &serde_json::Value) -> String {
    let Some(code) = diagnostic["code"]["code"].as_str() else {
        let primary = diagnostic["spans"]
            .as_array()
            .into_iter()
            .flatten()
            .find(|span| span["is_primary"] == true);
        let at = primary.map_or(String::from("?"), |span| {
            format!("{}:{}", span["line_start"], span["column_start"])
        });
        return format!(
            "no code: {} at {at}",
            diagnostic["message"].as_str().unwrap_or_default()
        );
    };
    // A deny-by-default lint reports its name in a note.
    let lint = diagnostic["children"]
        .as_array()
        .into_iter()
        .flatten()
        .filter_map(|child| child["message"].as_str())
        .find_map(|message| message.strip_prefix("`#[deny(")?.split(')').next());
    lint.map_or(code.to_string(), str::to_string)
}

/// What a `// rustc: no code` refusal must be to rustc: bufscope's message at bufscope's place
/// (the exported program keeps the script's lines).
fn codeless(source: &str) -> String {
    match check(source) {
        Ok(_) => "accepted by bufscope".into(),
        Err(error) => format!(
            "no code: {} at {}:{}",
            error.message, error.span.line, error.span.column
        ),
    }
}

/// Valid programs near the refusals (borrows that end before a conflicting use, moves undone
/// by a new value, moves followed by `break`): rustc compiles each, and bufscope accepts each.
#[test]
fn valid_neighbours_are_accepted_by_rustc_and_bufscope() {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/accepted");
    let work = Path::new(env!("CARGO_TARGET_TMPDIR")).join("accepted");
    std::fs::create_dir_all(&work).expect("work dir");
    let mut wrong = Vec::new();
    let mut count = 0;
    for entry in std::fs::read_dir(&dir).expect("accepted folder") {
        let path = entry.expect("entry").path();
        let name = path
            .file_stem()
            .expect("stem")
            .to_string_lossy()
            .into_owned();
        let source = std::fs::read_to_string(&path).expect("program");
        count += 1;
        if let Err(error) = check(&source) {
            wrong.push(format!("{name}: bufscope refused it: {error}"));
        }
        let main_rs = bufscope_sim::export::wrap(&source).expect("parses").main_rs;
        if let Some(code) = rustc_first_error(&work, &name, &main_rs) {
            wrong.push(format!("{name}: rustc refused it ({code})"));
        }
    }
    assert!(count >= 7, "{count} programs");
    assert!(wrong.is_empty(), "{}", wrong.join("\n"));
}

#[test]
fn rustc_refuses_each_with_the_recorded_code() {
    let dir = Path::new(env!("CARGO_TARGET_TMPDIR")).join("refusals");
    std::fs::create_dir_all(&dir).expect("work dir");
    let mut wrong = Vec::new();
    let (with_crates, plain): (Vec<Refusal>, Vec<Refusal>) = refusals()
        .into_iter()
        .partition(|refusal| refusal.needs_crates);
    let wrapped = |refusal: &Refusal| {
        bufscope_sim::export::wrap(&refusal.source)
            .expect("parses")
            .main_rs
    };
    let mut verdicts: Vec<(String, String, Option<serde_json::Value>)> = plain
        .iter()
        .map(|refusal| {
            let diagnostic = rustc_first_diagnostic(&dir, &refusal.name, &wrapped(refusal));
            (refusal.name.clone(), refusal.expected.clone(), diagnostic)
        })
        .collect();
    let programs: Vec<(String, String)> = with_crates
        .iter()
        .map(|refusal| (refusal.name.clone(), wrapped(refusal)))
        .collect();
    let errors = cargo_check::errors_with_the_crates(&dir.join("with_crates"), &programs);
    verdicts.extend(with_crates.iter().map(|refusal| {
        let diagnostic = errors[&refusal.name].first().cloned();
        (refusal.name.clone(), refusal.expected.clone(), diagnostic)
    }));
    let sources: std::collections::HashMap<String, String> = refusals()
        .into_iter()
        .map(|refusal| (refusal.name, refusal.source))
        .collect();
    for (name, expected, diagnostic) in verdicts {
        let expected = if expected == "no code" {
            codeless(&sources[&name])
        } else {
            expected
        };
        let Some(diagnostic) = diagnostic else {
            wrong.push(format!("{name}: rustc compiled it"));
            continue;
        };
        let code = error_code(&diagnostic);
        if code != expected {
            wrong.push(format!("{name}: recorded {expected}, rustc says {code}"));
        } else if BORROW_CODES.contains(&code.as_str()) || PLACED.contains(&name.as_str()) {
            let rustc = rustc_located(&diagnostic);
            // Bare statements are exported below a preamble of `line_offset` lines.
            let offset = bufscope_sim::export::wrap(&sources[&name])
                .expect("parses")
                .line_offset;
            let bufscope = match check(&sources[&name]) {
                Ok(_) => "accepted".to_string(),
                Err(error) => located(
                    error.code.as_deref().unwrap_or("no code"),
                    &error.message,
                    error.span.line + offset,
                    error.span.column,
                ),
            };
            if bufscope != rustc {
                wrong.push(format!("{name}: rustc says {rustc}, bufscope {bufscope}"));
            }
        }
    }
    assert!(
        with_crates.len() >= 6,
        "{} refusals using serde",
        with_crates.len()
    );
    assert!(wrong.is_empty(), "{}", wrong.join("\n"));
}

/// Valid programs using std that bufscope lacks (methods std documents for the type, a generic
/// `T` inside a slice, `write!` into a `String`…): rustc compiles each, and bufscope never
/// refuses one with a rustc error code (it says "not supported", or runs it).
#[test]
fn std_that_bufscope_lacks_is_never_refused_with_a_rustc_code() {
    let programs = [
        (
            // Computed in `f64` it would print `0.30000000000000004`; `f32` prints `0.3`.
            "f32_sum",
            "fn main() {\n    let y: f32 = 0.1 + 0.2;\n    println!(\"{y}\");\n}\n",
        ),
        (
            "cmp_on_u32",
            "fn main() {\n    let a: u32 = 5;\n    println!(\"{:?}\", a.cmp(&7));\n}\n",
        ),
        (
            "cmp_on_str",
            "fn main() {\n    println!(\"{:?}\", \"x\".cmp(\"y\"));\n}\n",
        ),
        (
            "max_on_i32",
            "fn main() {\n    let x: i32 = 5;\n    println!(\"{}\", x.max(3));\n}\n",
        ),
        (
            "ascii_on_u8",
            "fn main() {\n    let b: u8 = 97;\n    println!(\"{} {}\", b.to_ascii_uppercase() as char, b.is_ascii_digit());\n}\n",
        ),
        (
            "count_of_impl_iterator",
            "fn total(items: impl Iterator<Item = String>) -> usize {\n    items.count()\n}\nfn main() {\n    println!(\"{}\", total(vec![String::new()].into_iter()));\n}\n",
        ),
        (
            "generic_slice",
            "fn show<T: std::fmt::Debug>(items: &[T]) {\n    println!(\"{:?}\", items);\n}\nfn main() {\n    show(&[1, 2, 3]);\n}\n",
        ),
        (
            "write_into_string",
            "use std::fmt::Write;\nfn main() {\n    let mut s = String::new();\n    write!(s, \"{}\", 1).unwrap();\n    println!(\"{}\", s);\n}\n",
        ),
        (
            "primitive_paths",
            "fn main() {\n    let c = 'a';\n    println!(\"{} {} {:?}\", char::is_alphanumeric(c), u32::from(5u8), u32::try_from(-5i32).is_err());\n}\n",
        ),
        (
            "collect_into_boxed_slice",
            "fn main() {\n    let b: Box<[u32]> = (1..4).collect();\n    println!(\"{:?}\", b);\n}\n",
        ),
    ];
    let work = Path::new(env!("CARGO_TARGET_TMPDIR")).join("lacking");
    std::fs::create_dir_all(&work).expect("work dir");
    let mut wrong = Vec::new();
    for (name, source) in programs {
        if let Some(error) = rustc_first_error(&work, name, source) {
            wrong.push(format!(
                "{name}: rustc refuses it ({error}); the list is of valid programs"
            ));
        }
        if let Err(error) = check(source)
            && error.code.is_some()
        {
            wrong.push(format!("{name}: bufscope claims rustc refuses it: {error}"));
        }
    }
    assert!(wrong.is_empty(), "{}", wrong.join("\n"));
}
