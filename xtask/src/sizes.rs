//! The release build's sizes as a browser downloads them (gzipped, and brotli from the `.br`
//! copies), and the two budgets the first load and the first trace must stay within.

use std::fs;
use std::path::{Path, PathBuf};
use std::process::Command;

use anyhow::{Context, Result, bail};

/// The page's first load is the app's wasm, js and css; the simulator worker (sim_worker*) is
/// fetched alongside (index.html starts it), and does not hold up the first paint. In bytes,
/// gzipped.
/// Compare and Predict first (issue 16) cost 54,520 bytes gzipped of the first load
/// (348,358 → 402,878); long runs' progress, Stop, Keep going and the worker's restart 4,933
/// more, while the course left the worker (668 KB to 570 KB); the offline registration 327.
/// Merged, the three measured 410,784. Compare's measured reference (each recorded scenario's
/// time and features, compiled in) 3,365 more; the route table −585 and one shared run view
/// −2,802: 411,140 merged. The seams work (issue 13): 411,749. The page names every syscall
/// kind and cause it lists: the listener's calls and the kernel copies (setsockopt, bind,
/// listen, accept4, shutdown, getsockname, getpeername, copy_file_range, sendfile, splice)
/// and the causes "socket" and "kernel copy", +829: 412,578 measured. Issue 14's run notes
/// (a HashMap's order, listed under the totals: the typed `RunNote` and its sentence) and the
/// names of two more syscall kinds (getsockopt, fchmod): 413,792 measured. The service
/// worker's registration waiting for the simulator worker (or the page's wasm) instead of the
/// load event, in `register.js`, which is shipped as written: +232, 414,144 expected; the
/// worker's first answer as a promise in index.html, which register.js reads: 414,600. The
/// cost model's price maps built by insertion instead of `collect` (no copies of std's stable
/// sort for them): the page's wasm −2,355 (`gzip -9`, 396,958 → 394,603): 411,663 measured,
/// and the same after this stop's merges. Answers worked out ahead (`sim_client/ahead.rs`:
/// their fetch, decoding and lookup, `SimClient::expect_answers`) +2,904: 414,582 measured
/// (with a hash map for the lookup it was 417,051: a list searched in order it is). A run that
/// waits for the worker says "loading the simulator…" (`SimClient::when_worker_ready`): +576,
/// 415,158 measured. The stack view saying where a layer without a buffer passes its calls
/// (the layer below, its fd, memory, nowhere: the typed `Passes` and its four sentences) +283:
/// 415,441 measured at f6a0157.
pub const FIRST_LOAD_BUDGET: u64 = 415_700;

/// A fresh page's first trace, its first example's, waits for the page and that example's
/// answers worked out ahead (`dist/answers/`, `src/bin/first_answers.rs`), which index.html
/// preloads: not for the worker. In bytes, gzipped. The page 414,582 and the answers of
/// `println_loop_terminal` (its watched run) 9,974: 424,556 measured; 425,132 with the page's
/// "loading the simulator…"; 425,425 with the stack view's `Passes` (f6a0157).
pub const FIRST_TRACE_BUDGET: u64 = 425_700;

/// A script of the learner's own (or any example once edited) waits for the page and the
/// simulator worker together (the page starts the worker as it loads). In bytes, gzipped. The std surface of issue 14 (str, String and Vec
/// methods, fs helpers, OpenOptions, env, io::copy, Take, parse, paths) took the worker from
/// 570 KB to 616.1 KB: page + worker 1,016,357, then 1,026,867 with fs metadata, directories,
/// sync, seek and ErrorKind; 1,027,571 with Compare's measured reference, the route table and
/// the shared run view on the page. The seams (issue 13) +516 in the worker: 1,028,628.
/// Issue 14's next items, worker gzipped, each as its build measured it: TcpListener with
/// simulated clients +7.1 KB; fn paths as closures, Seek through buffers, read_until/split,
/// Read::chain, io::empty/repeat, char and slice methods, ExitCode +14.5 KB (page + worker
/// 1,051,698 merged); collect into maps, sets, deques and Options, HashSet/BTreeSet/VecDeque,
/// io::copy's kernel copies, and std's method names per type (the checker's list that keeps
/// it from claiming E0599 for a method std has, 8.6 KB of it) +22.3 KB: 1,074,147; integer
/// methods, copied/cloned, std::cmp::max/min, `for &b`, assignment to any place +6.0 KB:
/// 1,080,149 measured. Then the worker lost 17.5 KB: streams' own methods without `Any`
/// (−599) and the default cost model's prices read at build time instead of the 114 KB
/// recording at start-up (−16,950); and gained issue 14's next std surface: Ordering and
/// std's sorts, get/extend/iter_mut/ok_or/as_ref, `&mut v[i]`, Default and struct update,
/// `impl Iterator` parameters, fmt::Write for String, f64 methods, E0515, json! and Value's
/// methods, Path's parts and OsStr, TcpStream::peek, localhost, paths looked up as Linux does
/// (+33.6 KB merged: 1,096,365 measured); the published snippets' fixes (`use` in a body,
/// Value assignment by index, tuple coercion, Cow<str>) +3.3 KB: 1,099.7 KB expected.
/// Then issue 14's published-snippet work, merged from seven branches and measured together
/// (not per branch): items in function bodies, type aliases, dbg!, ParseIntError; serde's
/// Serialize/Deserialize implemented for the interpreter's values as the derive generates
/// them (serde_json's serializer and deserializer instantiated for them), serde_json's From,
/// PartialEq, Number, Map and json! with expressions; TcpStream options, address values,
/// UdpSocket; Error impls, partition, fs::copy, unimplemented!/todo!; the run notes: the
/// worker from 687,013 to 780,518 (+93.5 KB), page + worker 1,194,310 measured. Then the last
/// of issue 14, measured as merged: serde_json's Map entry API, Value's variants as values and
/// patterns, its `_mut` accessors and `Deserializer::from_reader` (`jsonmap`) with f32, Cow<str>,
/// iter::repeat, Duration and address constants, address patterns and turbofish inference
/// (`misc`): worker 807,217, page + worker 1,221,212; a Map's iteration, collect/extend and
/// Map as a serde target (`jsonmap2`) and the recorder's interned frame names (`speed2`):
/// worker 815,002, page + worker 1,228,997. `for x in &mut v` (+505 in the worker) and the
/// worker's first answer as a promise in index.html: 1,229,502 before the promise.
/// Then the worker made smaller without changing what it does, each change measured on the worker's
/// wasm alone as Trunk builds it (gzipped / brotli as the `.gz`/`.br` copies are): serde_json's
/// serializer instantiated once (`to_string`, `to_vec` and `to_writer` through one writer type and
/// one formatter type) −2,963 / −1,590; the std surface table's comments, blank lines and
/// indentation left out at compile time −1,926 / −1,150; price maps and `Kernel::files` built by
/// insertion, not `collect` (each `collect` into a `BTreeMap` brought its own copy of std's stable
/// sort) −3,265 / −2,061 in the worker and −2,355 gzipped in the page. The worker's wasm 812,096 →
/// 803,919 (`gzip -9`), page + worker 1,218,993 measured. Merged with this stop's core work, as
/// the build measured it together (not per branch): `&mut v[a..b]` as a view where it lives and
/// `iter_mut` lending in place for every collection, the borrow checks of loops, closures,
/// entries and fields, generic parameters inferred at calls, `Ord` of options and tuples,
/// std's statx probe, the boxed `Flow::Fatal`: worker 806,311, page + worker 1,221,366 measured
/// (+2,373). Then `std::cmp::Reverse`, an array's `into_iter` by value and an entry's
/// `or_default`: +463, page + worker 1,221,829 measured, with a little room for a rebuild.
/// Then the worker booted by `worker_boot.js` (504) with the wasm the page compiled, instead of
/// Trunk's loader shim (96), which only restarts use now: the first row 150–250 ms sooner at
/// 9 Mbit/s (`./dev perf`), +408: 1,222,154 measured. Then, measured together (not per
/// change): a map's `map[&key]` and its refusals, `io::read_to_string`, a turbofish over
/// `&[T]`, closures kept in a `let` (their checker and calls, `move` closures' captures, the
/// FnMut E0507), files and cursors bounded by the memory budget (EFBIG), and the interpreter's
/// fast paths (`speed4`): worker 806,691 → 811,023 (+4,332), page + worker 1,226,501. Then
/// the page's answers ahead (+2,904 in the page, the worker unchanged): 1,229,292 measured.
/// Then inline format arguments' places in the script (`lower/literal_spans.rs`, +658 in the
/// worker) and the page's "loading the simulator…" (+576): 1,230,526 measured. Then, measured
/// together: closures with a written return type or passed by name, a deque's index,
/// `Reverse(x)` patterns and the checks they brought (`lang5`), and unmet bounds placed at
/// their argument: the worker (wasm + js) 815,368 → 820,322 (+4,954), 1,235,480 measured.
/// Then, measured together: the `Fn`/`FnMut`/`FnOnce` bounds and `impl Fn` (`lang7`), partial
/// moves, E0282 for an untyped `None` and rustc's E0382/E0277 wording (`lang6`), a script's
/// `Drop` type inside a tuple, a Vec or an Option, and a tuple's field lent out: the worker
/// 820,322 → 835,525 (+15,203), 1,250,685 measured. Then the interpreter's box pool and
/// in-line drops: 1,249,141 measured. Then `Limits::for_views` (an operation past the head only
/// counted, a layer call only counted: a branch in each of `record_op`'s and the taps' many
/// generic instantiations), which ran the 1M `println!` loop 11% faster: +2,587, 1,251,728
/// measured; that branch made one method of `Window`'s (`next_kept_entry`): 1,251,403 measured.
/// Then a `for` loop's one scope for its iterations, blocks without a scope, the plain reads and
/// writes dispatched first (which ran the 1M `println!` loop 11% faster and the 1-byte reads
/// 10%): the worker 836,243 → 836,911 (+668), 1,252,071 measured. Then ownership by value (a
/// container owning a `Drop` type or a stream moves; iterators move their items out and drop
/// what they still hold: +1,568), and, measured together, `Box<dyn Write>`/`Read`/`BufRead`,
/// `Option::take`/`replace`, variants brought by a `use`, `Vec::drain`/`swap_remove`/
/// `split_off`/`append`/`resize`/`reserve` and `Iterator::flatten` (+4,041): the worker
/// 836,911 → 842,520, 1,257,680 measured. Then, measured together, patterns matched through
/// `&mut` binding references to the parts (lent out and stored back), more `Option`/`Result`
/// methods, `get_mut`/`first_mut`/`last_mut`, `mem::swap`/`replace`/`take`, and the checker's
/// loans of a call's arguments and of `ref` bindings: the worker 842,520 → 847,421 (+4,901),
/// 1,262,581 measured at a1d0761. Then, measured together: `ref mut` bindings (a place taken
/// apart where it lives, E0596 named for the part), a guard's bindings left undropped, an
/// iterator's items borrowing what it borrows, `iter_mut` items lent while held, a struct's
/// field in a vector as a method's receiver, `matches!`, map entries' `or_insert_with` and
/// `and_modify`, `Ordering::then_with`, enum casts, `io::Error::new`/`other` and the `?`
/// conversions into `Box<dyn Error>`: the worker 847,421 → 853,913 (+6,492), 1,269,073
/// measured at ee6b42c. Then derived `PartialOrd`/`Ord`/`Hash` (the checks of fields and
/// supertraits, orders of the script's values and of vectors, `Ord::max`/`min`/`clamp`), NaN
/// comparisons, `sum` targets settled by inference and `Cursor`/`?` conversions: the worker
/// 853,913 → 857,371 (+3,458), 1,272,531 measured at d98cf8c. Then slice patterns (typing,
/// exhaustiveness by length, binding), std's `From`/`TryFrom`/`try_into` between primitives
/// with `TryFromIntError`, and `rotate_left`/`rotate_right`/`split_first`/`split_last`/
/// `fill`/`concat`: the worker 857,371 → 864,477 (+7,106), 1,279,636 measured at 4641df2.
/// Then the integer types' `from_str_radix` (std's own parse for each of the twelve): the
/// worker 864,477 → 866,076 (+1,599), 1,281,236 measured at ccf9c56. Then `char::to_uppercase`/
/// `to_lowercase` (std's own iterators, which bring core's case-mapping tables), `Chars::as_str`,
/// `next_back`, `chunks_exact`/`rchunks`, `retain_mut`/`dedup_by_key`/`dedup_by`, functions by
/// name and `collect` targets settled at the body's end, and `partition` of copied items: the
/// worker 866,197 → 869,867 (+3,670), 1,285,027 measured at 871b2f1. Then the script's own
/// traits (their rows, impls checked against them, supertraits, calls through a `dyn` resolved
/// by the receiver's type, calls by the trait's path) and std's `ToString` of a `T: Display`:
/// the worker 869,867 → 877,154 (+7,287), 1,292,314 measured at 43c31df; with room (about
/// 700 bytes) for E0038 of a `dyn` whose supertrait is not dyn compatible, added after that
/// measure and measured by the CI run of the commit that set this (1,292,409). Then std's
/// `Cursor<Box<[u8]>>` (the slice cursors: its `Read`, `BufRead`, `Seek` and `Write`) with the
/// loans that store a borrowed cursor's writes back, `Write for &mut [u8]`, E0597 and the loans
/// of calls and `push`, rustc's `arithmetic_overflow`/`unconditional_panic` lints, shifts in
/// their type's width and `dbg!` of an expression: the worker 877,249 → 889,565 (+12,316),
/// 1,304,725 measured at 35a4fb4. Then the layers' `Passes` in every snapshot, the checker's
/// byte-slice coercions (`Site::ByteSlice`), a block's value that outlives its locals (E0597)
/// and `HashMap`/`BTreeMap`/`HashSet`/`BTreeSet::from` of an array: the worker 889,565 →
/// 890,746 (+1,181), 1,306,187 measured at f6a0157. Then std's `BufWriter`/`LineWriter` over the
/// script's own writer (the script writer layer, its probe and twin, the interpreter's answers
/// and the calls it records, `Passes::Script`) and E0277 naming the innermost type of an unmet
/// bound: the worker 890,800 → 899,040 (+8,240), 1,314,504 measured. Not broken down further:
/// running the twin over the real writer's own `BufWriter<Tap>` instantiation saved 286 bytes
/// of it, and the starved-writer stop out of line 51. Then std's `From<io::ErrorKind> for
/// io::Error` (`io::Error::from(kind)`, `kind.into()`, `From::from(kind)`) and E0277 for
/// `io::Error::from` of text: the worker 899,040 → 900,134 (+1,094), 1,315,598 measured at
/// 5dd0019. `From::from` and `.into()` sharing one conversion: the worker 899,997. The device
/// panel's text in blocks (the page +173): 1,315,634. `Vec::from` of an array, a slice, a
/// `&str` or a `String`, and rustc's E0277 for `Vec::from(&v)`: the worker 899,997 → 901,642
/// (+1,645), 1,317,279 measured. Then std's range types by shape, printed by std's own range
/// `Debug`, and `dbg!` of several values: the worker 901,642 → 903,693 (+2,051), measured at
/// 4b64596. Then generic structs (their impls and derives as rows with generics, arguments
/// inferred and substituted, unbounded parameters as `Ty::Rigid`, E0392/E0107/E0403/E0592):
/// the worker 903,693 → 914,080 (+10,387), 1,329,717 measured at d33ee12. Then generic
/// structs named in signatures and fields checked against their bounds, `write!` into a
/// field or an element where it lives, byte slices given by value as readers: the worker
/// 913,677 → 914,571 (+894), 1,330,208 measured at c355707. Then iterators that only go
/// forwards (`ForwardIter`: no `rev`), `scan`, and `collect` dropping what its iterator left:
/// the worker 914,571 → 916,044 (+1,473), 1,331,681 measured at 3050592. Then structs with
/// lifetime parameters (the lifetimes a signature's `Self` and a struct's plain name stand
/// for, E0261/E0392/E0106/E0726, loans that remember where their borrow was made): the worker
/// 915,857 → 919,805 (+3,948), 1,335,435 measured at 541057e. Then the script's own
/// `impl Iterator` (`type Item` written out for `Self::Item`, its rows typed as a
/// `ForwardIter`, `IterState::Script` calling its `next`): the worker 919,805 → 922,826
/// (+3,021), 1,338,457 measured at b5ce0cf. Then generic parameters bounded by
/// `Iterator<Item = T>`, an iterator's `by_ref()` (`IterState::Shared`) and `into_iter()`, and
/// `Option`/`Result::transpose`: the worker 922,826 → 924,894 (+2,068), 1,340,525 measured at
/// 2959d4b. Then the script's iterator dropped where std drops it, and `find`/`position`/
/// `any`/`all`/`nth` walking a variable's iterator where it is: the worker 924,894 → 925,455
/// (+561), 1,341,086 measured. Then a closure or a `char` method as a `str` pattern (std's
/// searches instantiated for `&mut dyn FnMut(char) -> bool`, one type for every call site:
/// 302 bytes less than a closure type per site), `Ok`/`Err`/`Some` through their type,
/// `Range::next`, `..` in a tuple variant's pattern, `fill_buf` on stdin's lock: the worker
/// 925,455 → 929,250 (+3,795), 1,344,881 measured. Then ranges of chars (`Value::CharRange`,
/// walked over the surrogates' gap), `contains` of every bounded range, `Err == Err`,
/// `sum`/`product` into a `Result` or an `Option`, `Iterator::inspect`, `panic!()` and
/// `unreachable!`, `x = f(x)` checked in rustc's order, E0023 at rustc's place, and `parse`'s
/// error named as rustc names it: the worker 929,250 → 932,803 (+3,553), 1,348,434 measured
/// at 711a785. Then the script's `impl From<E> for T` (`?` calling its `from`, picked by type
/// at the body's end), `Error::source`/`description`/`cause` (std's answers held as
/// snapshots), `cfg!` and `#[cfg(…)]` predicates, `iter::once`/`iter::empty`, `T::from_str`,
/// alias lifetimes, constructors passed as functions, and the inference fixes found by two
/// batches of published programs: the worker 932,803 → 943,185 (+10,382), 1,358,816 measured
/// at 464c7d4. Then let chains, a type's arguments on its constructor, the script's
/// `impl FromStr`, `impl Default` and arithmetic operator impls, std's I/O objects shown by
/// their own `Debug`, `Path::metadata`, the false errors a sixth batch of published programs
/// found, and a leaner syscall path (one fd lookup per record): the worker 943,114 → 951,473
/// (+8,359), 1,367,104 measured at 9b42b80. Then std's math constants and the script's
/// compound assignment and `Neg` impls: the worker 951,473 → 954,170 (+2,697), 1,369,801
/// measured at 0dcc9a4. Then the re-read's shared operator lookup: 1,370,019 measured at
/// 7d64508 (+218). Then the script's own `PartialEq`/`Eq`/`PartialOrd`/`Ord` (the operators'
/// rewrite, `sort`/`max`/`min` by its `partial_cmp`/`cmp`, the checker's refusal of every other
/// comparison std would make with them), std's variants named by a `use` in patterns,
/// `bool::then_some` and `split_at_mut` with `&mut view[i]` lent in place: the worker
/// 954,388 → 962,704 (+8,316), 1,378,335 measured at 6a38b9b; 1,378,561 with std's variants
/// named by a `use` as values (533e5c6). Then the `println!` loop's speed (#11: a print
/// statement's own path, a range's number written where the loop variable lives, the format
/// list's scalars pushed in place, `CallContext` entries reused, the devices' kinds kept apart;
/// 7.5× → 5.4× the native floor): the worker 962,930 → 963,537 (+607), 1,379,168 measured.
/// Then one `i32` formatted by a plain `{}`/`{:?}` in `print!`-like statements and in
/// `write!` into a std writer, written without the general path's checks and dispatch (#11:
/// 1M `println!` 17% faster natively, the `BufWriter<File>` row 13%; the two paths are
/// separate instantiations, since taking how to write as a `&dyn Fn` instead cost `println!`
/// 6-8%): the worker 963,441 → 965,430 (+1,989), 1,381,061 measured at 27620c8.
pub const OWN_SCRIPT_BUDGET: u64 = 1_381_700;

/// Where a downloaded file counts.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Part {
    /// The playground's first load.
    FirstLoad,
    /// The playground's simulator worker.
    Worker,
    /// Another bundle's file, a loader shim (restarts only), or the service worker (registered
    /// after the page's load event).
    Elsewhere,
}

fn part_of(dist: &Path, file: &Path) -> Part {
    let relative = file.strip_prefix(dist).unwrap_or(file);
    let name = relative.to_string_lossy();
    if name.starts_with('_') {
        Part::Elsewhere
    } else if name.ends_with("_loader.js") {
        // Trunk's loader shim starts only the workers the page starts itself (a restart); the
        // first trace's worker boots from `worker_boot.js`, with the wasm the page compiled.
        Part::Elsewhere
    } else if name.starts_with("sim_worker") || name == "worker_boot.js" {
        Part::Worker
    } else if name == "sw.js" {
        Part::Elsewhere
    } else {
        Part::FirstLoad
    }
}

/// The files measured, in the order printed: the playground's wasm, js and css, then the other
/// bundles' wasm and js.
fn measured_files(dist: &Path) -> Result<Vec<PathBuf>> {
    let mut bundle_dirs: Vec<PathBuf> = fs::read_dir(dist)
        .with_context(|| format!("reading {} (build first: ./dev build)", dist.display()))?
        .filter_map(|entry| entry.ok().map(|e| e.path()))
        .filter(|path| {
            path.is_dir()
                && path
                    .file_name()
                    .is_some_and(|name| name.to_string_lossy().starts_with('_'))
        })
        .collect();
    bundle_dirs.sort();
    let mut files = Vec::new();
    for ext in ["wasm", "js", "css"] {
        files.extend(with_extension(dist, ext)?);
    }
    for ext in ["wasm", "js"] {
        for dir in &bundle_dirs {
            files.extend(with_extension(dir, ext)?);
        }
    }
    Ok(files)
}

fn with_extension(dir: &Path, ext: &str) -> Result<Vec<PathBuf>> {
    let mut found: Vec<PathBuf> = fs::read_dir(dir)
        .with_context(|| format!("reading {}", dir.display()))?
        .filter_map(|entry| entry.ok().map(|e| e.path()))
        .filter(|path| path.is_file() && path.extension().is_some_and(|e| e == ext))
        .collect();
    found.sort();
    Ok(found)
}

/// Gzipped size as `gzip -9 FILE` makes it (the file's name is in its header): the budgets
/// were measured so.
fn gzip_size(file: &Path) -> Result<u64> {
    let output = Command::new("gzip")
        .arg("-9c")
        .arg(file)
        .output()
        .context("running gzip")?;
    if !output.status.success() {
        bail!("gzip failed on {}", file.display());
    }
    Ok(output.stdout.len() as u64)
}

/// The size of the `.br` copy beside `file`, 0 when there is none.
fn brotli_size(file: &Path) -> u64 {
    let mut name = file.as_os_str().to_owned();
    name.push(".br");
    fs::metadata(name).map_or(0, |m| m.len())
}

/// The answers ahead that the playground's index.html preloads: a fresh page's first trace.
fn preloaded_answers(dist: &Path) -> Result<PathBuf> {
    let page = fs::read_to_string(dist.join("index.html")).context("reading dist/index.html")?;
    let start = page
        .find("/answers/")
        .context("dist/index.html preloads no answers ahead (/answers/…)")?;
    let end = page[start..]
        .find(".bin")
        .context("dist/index.html: the answers' path has no .bin")?;
    let path = dist.join(&page[start + 1..start + end + ".bin".len()]);
    if !path.is_file() {
        bail!(
            "dist/index.html preloads {}, which is not built",
            path.display()
        );
    }
    Ok(path)
}

/// Totals of one part, gzipped and brotli.
#[derive(Debug, Default, Clone, Copy, PartialEq, Eq)]
struct Total {
    gzip: u64,
    brotli: u64,
}

/// Prints every measured file and the totals; with `check`, fails when a budget is exceeded.
pub fn report(dist: &Path, check: bool) -> Result<()> {
    println!("\n==> Sizes of the release build");
    let (mut first, mut worker) = (Total::default(), Total::default());
    for file in measured_files(dist)? {
        let size = fs::metadata(&file)?.len();
        let (gzip, brotli) = (gzip_size(&file)?, brotli_size(&file));
        let name = file.file_name().unwrap_or_default().to_string_lossy();
        println!("    {name:<48} {size:>8} bytes  {gzip:>8} gzipped  {brotli:>8} brotli");
        let total = match part_of(dist, &file) {
            Part::FirstLoad => &mut first,
            Part::Worker => &mut worker,
            Part::Elsewhere => continue,
        };
        total.gzip += gzip;
        total.brotli += brotli;
    }
    let ahead = preloaded_answers(dist)?;
    let (ahead_gzip, ahead_brotli) = (gzip_size(&ahead)?, brotli_size(&ahead));
    println!(
        "    {:<48} {:>8} bytes  {ahead_gzip:>8} gzipped  {ahead_brotli:>8} brotli",
        format!(
            "answers/{}",
            ahead.file_name().unwrap_or_default().to_string_lossy()
        ),
        fs::metadata(&ahead)?.len(),
    );
    let trace = first.gzip + ahead_gzip;
    let own = first.gzip + worker.gzip;
    println!(
        "    first load of the playground (its wasm + js + css): {} bytes gzipped (budget {FIRST_LOAD_BUDGET}), {} brotli",
        first.gzip, first.brotli
    );
    println!(
        "    simulator worker (wasm + js):     {} bytes gzipped, {} brotli",
        worker.gzip, worker.brotli
    );
    println!(
        "    a fresh page's first trace (page + its example's answers ahead): {trace} bytes gzipped (budget {FIRST_TRACE_BUDGET}), {} brotli",
        first.brotli + ahead_brotli
    );
    println!(
        "    a script of your own (page + worker): {own} bytes gzipped (budget {OWN_SCRIPT_BUDGET}), {} brotli",
        first.brotli + worker.brotli
    );
    if check {
        if first.gzip > FIRST_LOAD_BUDGET {
            bail!(
                "the first load is {} bytes over its budget",
                first.gzip - FIRST_LOAD_BUDGET
            );
        }
        if trace > FIRST_TRACE_BUDGET {
            bail!(
                "a fresh page's first trace is {} bytes over its budget",
                trace - FIRST_TRACE_BUDGET
            );
        }
        if own > OWN_SCRIPT_BUDGET {
            bail!(
                "a script of one's own is {} bytes over its budget",
                own - OWN_SCRIPT_BUDGET
            );
        }
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_worker_counts_apart_and_other_bundles_and_the_service_worker_not_at_all() {
        let dist = Path::new("/d");
        let parts: Vec<Part> = [
            "/d/bufscope-1_bg.wasm",
            "/d/main-2.css",
            "/d/register.js",
            "/d/sim_worker_bg.wasm",
            "/d/sim_worker_loader.js",
            "/d/worker_boot.js",
            "/d/sw.js",
            "/d/_course/course_worker_bg.wasm",
            "/d/_site/site_app-3.js",
        ]
        .iter()
        .map(|f| part_of(dist, Path::new(f)))
        .collect();
        use Part::*;
        assert_eq!(
            parts,
            [
                FirstLoad, FirstLoad, FirstLoad, Worker, Elsewhere, Worker, Elsewhere, Elsewhere,
                Elsewhere
            ]
        );
    }
}
