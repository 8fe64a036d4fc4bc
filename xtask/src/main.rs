//! bufscope's build, in Rust where the compiler and tests see it (`./dev` only installs tools
//! and calls this). It reads the site's routes and bundles from the app's own table
//! (`src/routes.rs`, `src/bundle.rs`, compiled here as modules: they depend on nothing).
//!
//! ```text
//! cargo run -p xtask -- build        every bundle into dist/, entry files, service worker, .gz/.br
//! cargo run -p xtask -- sizes        gzipped sizes of what a browser downloads, against the budgets
//! cargo run -p xtask -- check-dist   dist/ agrees with the route table
//! cargo run -p xtask -- check-page   the playground page's wasm links no parser (syn, serde_json, vt100)
//! ```

use std::path::{Path, PathBuf};
use std::process::ExitCode;

use clap::{Parser, Subcommand};

// The app's route table and bundles, compiled as they are: one table for the app and the build.
// The app reads the parts the build does not (`Bundle::of`, header links).
#[allow(dead_code)]
#[path = "../../src/bundle.rs"]
mod bundle;
#[allow(dead_code)]
#[path = "../../src/routes.rs"]
mod routes;

mod entry_files;
mod page_links;
mod precompress;
mod site_build;
mod sizes;

#[derive(Parser)]
#[command(about = "bufscope's build and the checks on it")]
struct Cli {
    /// The build to read or write (default: dist/ at the repository's root).
    #[arg(long, global = true)]
    dist: Option<PathBuf>,
    #[command(subcommand)]
    command: Command,
}

#[derive(Subcommand)]
enum Command {
    /// Release build of every bundle into dist/, with entry files, the offline service worker
    /// and precompressed copies; then checks dist/ against the route table.
    Build,
    /// Prints the gzipped (and brotli) sizes of the release build; with --check, fails when the
    /// first load or the first trace is over its budget.
    Sizes {
        #[arg(long)]
        check: bool,
    },
    /// Checks that dist/ has exactly the route table's entry files, each its bundle's page.
    CheckDist,
    /// Checks that the playground page's wasm links none of the script parser's crates, and
    /// that the simulator worker's wasm (which does) shows all of them to the same check.
    CheckPage,
}

/// The repository's root (this crate sits in `xtask/`).
pub fn root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .parent()
        .expect("xtask/ has a parent")
        .to_path_buf()
}

fn main() -> ExitCode {
    let cli = Cli::parse();
    let dist = cli.dist.unwrap_or_else(|| root().join("dist"));
    let result = match cli.command {
        Command::Build => site_build::build(&root(), &dist),
        Command::Sizes { check } => sizes::report(&dist, check),
        Command::CheckDist => entry_files::check(&root(), &dist),
        Command::CheckPage => page_links::check(&root(), &dist),
    };
    match result {
        Ok(()) => ExitCode::SUCCESS,
        Err(error) => {
            eprintln!("error: {error:#}");
            ExitCode::FAILURE
        }
    }
}
