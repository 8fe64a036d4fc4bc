//! The release build: Trunk once per bundle, each bundle's page placed at its routes, then the
//! offline service worker and the precompressed copies, and a last check of `dist/` against the
//! route table.

use std::fs;
use std::path::Path;
use std::process::Command;

use anyhow::{Context, Result, bail};

use crate::bundle::Bundle;
use crate::{entry_files, precompress};

/// Builds every bundle into `dist/`: the playground's at the root (its build replaces the
/// folder, so it comes first), every other in `dist/<folder>/`.
pub fn build(root: &Path, dist: &Path) -> Result<()> {
    for bundle in Bundle::ALL {
        match bundle.folder() {
            None => run(
                root,
                Command::new("trunk")
                    .args(["build", "--release", "--dist"])
                    .arg(dist),
            )?,
            Some(folder) => {
                let name = bundle.html().trim_end_matches(".html");
                let out = root.join("target").join(format!("dist-{name}"));
                run(
                    root,
                    Command::new("trunk")
                        .args(["build", bundle.html(), "--release", "--dist"])
                        .arg(&out)
                        .args(["--public-url", &format!("/{folder}/")]),
                )?;
                let placed = dist.join(folder);
                if placed.exists() {
                    fs::remove_dir_all(&placed)
                        .with_context(|| format!("removing {}", placed.display()))?;
                }
                copy_dir(&out, &placed)?;
            }
        }
    }
    entry_files::write(root, dist)?;
    // The answers a fresh page asks first about each example, worked out ahead by the
    // worker's own code (src/bin/first_answers.rs), natively: the page shows an example's
    // trace before the worker has arrived.
    run(
        root,
        Command::new("cargo")
            .args([
                "run",
                "--quiet",
                "-p",
                "bufscope",
                "--bin",
                "first_answers",
                "--",
            ])
            .arg(dist),
    )?;
    // The service worker that keeps the site for offline use (offline/), with the list of
    // every file in dist/ and its content hash: so it runs after every file is in place.
    run(
        root,
        Command::new("node")
            .arg("offline/write-service-worker.mjs")
            .arg(dist),
    )?;
    precompress::precompress(dist)?;
    entry_files::check(root, dist)
}

fn run(root: &Path, command: &mut Command) -> Result<()> {
    let status = command
        .current_dir(root)
        .status()
        .with_context(|| format!("running {command:?} (./dev setup installs the tools)"))?;
    if !status.success() {
        bail!("{command:?} failed ({status})");
    }
    Ok(())
}

fn copy_dir(from: &Path, to: &Path) -> Result<()> {
    fs::create_dir_all(to).with_context(|| format!("creating {}", to.display()))?;
    for entry in fs::read_dir(from).with_context(|| format!("reading {}", from.display()))? {
        let entry = entry?;
        let target = to.join(entry.file_name());
        if entry.file_type()?.is_dir() {
            copy_dir(&entry.path(), &target)?;
        } else {
            fs::copy(entry.path(), &target)
                .with_context(|| format!("copying to {}", target.display()))?;
        }
    }
    Ok(())
}
