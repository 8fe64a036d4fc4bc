//! Entry files: a static host has no rewrite rules, so every route gets `<route>/index.html`, a
//! copy of its bundle's page (lessons once per slug of `lessons/manifest.toml`), and `404.html`
//! is the playground's page, whose router shows "not found" for any path it lacks. `check`
//! walks `dist/` and the route table and reports every way they disagree.

use std::collections::BTreeMap;
use std::fs;
use std::path::Path;

use anyhow::{Context, Result, bail};
use bufscope_course::manifest::parse_manifest;

use crate::bundle::Bundle;
use crate::routes::{ROUTES, nav_links};

/// Every lesson's slug, in course order, by the course's own manifest parser.
pub fn lesson_slugs(root: &Path) -> Result<Vec<String>> {
    let path = root.join("lessons/manifest.toml");
    let text = fs::read_to_string(&path).with_context(|| format!("reading {}", path.display()))?;
    let entries = parse_manifest(&text).map_err(|e| anyhow::anyhow!("{e}"))?;
    Ok(entries.into_iter().map(|entry| entry.slug).collect())
}

/// Every entry file's folder (relative to `dist/`) with the bundle whose page it holds: the
/// route table's routes, `:slug` once per lesson. `/` has none: the playground's own page is
/// `dist/index.html`.
pub fn expected(slugs: &[String]) -> Result<BTreeMap<String, Bundle>> {
    let mut unknown = Vec::new();
    let mut folders = BTreeMap::new();
    for route in ROUTES {
        let values = |name: &str| match name {
            "slug" => slugs.to_vec(),
            _ => {
                unknown.push(format!(
                    "{}: `:{name}` has no values the build knows",
                    route.path
                ));
                Vec::new()
            }
        };
        for dir in route.entry_dirs(values).unwrap_or_default() {
            folders.insert(dir, route.bundle);
        }
    }
    if !unknown.is_empty() {
        bail!("{}", unknown.join("\n"));
    }
    Ok(folders)
}

/// The folder of `dist/` a bundle's files are in.
fn bundle_dir(dist: &Path, bundle: Bundle) -> std::path::PathBuf {
    bundle
        .folder()
        .map_or(dist.to_path_buf(), |folder| dist.join(folder))
}

/// What every page of `bundle` loads: its page's js, under its public URL.
fn page_marker(bundle: Bundle) -> String {
    let folder = bundle.folder().map(|f| format!("/{f}")).unwrap_or_default();
    format!("{folder}/{}-", bundle.page_bin())
}

/// A lesson's entry file: its bundle's page, preloading the lesson's answers worked out ahead
/// (its body and its widgets' first runs, `src/bin/first_answers.rs`, which checks that every
/// lesson's page names its own), before the worker's download starts: the lesson shows without
/// waiting for the worker.
fn preloading_lesson_answers(page: &[u8], slug: &str) -> Result<Vec<u8>> {
    let text = std::str::from_utf8(page).context("the course's page is not UTF-8")?;
    let first_script = text
        .find("<script")
        .context("the course's page has no <script> to preload the lesson's answers before")?;
    let link = format!(
        r#"<link rel="preload" href="/answers/lessons/{slug}.bin" as="fetch" crossorigin="anonymous">"#
    );
    Ok([&text[..first_script], &link, &text[first_script..]]
        .concat()
        .into_bytes())
}

/// Writes every route's entry file from its bundle's page (Trunk's `index.html` in the bundle's
/// folder, which then goes: the bundle's folder holds only its files), and `404.html`.
pub fn write(root: &Path, dist: &Path) -> Result<()> {
    let folders = expected(&lesson_slugs(root)?)?;
    for bundle in Bundle::ALL {
        let page_path = bundle_dir(dist, bundle).join("index.html");
        let page =
            fs::read(&page_path).with_context(|| format!("reading {}", page_path.display()))?;
        for (folder, _) in folders.iter().filter(|(_, b)| **b == bundle) {
            let dir = dist.join(folder);
            fs::create_dir_all(&dir).with_context(|| format!("creating {}", dir.display()))?;
            let page = match folder.strip_prefix("course/") {
                Some(slug) => preloading_lesson_answers(&page, slug)?,
                None => page.clone(),
            };
            fs::write(dir.join("index.html"), &page)?;
        }
        if bundle.folder().is_some() {
            fs::remove_file(&page_path)?;
        }
    }
    // Static hosts (GitHub Pages, Netlify, S3) answer an unknown path with 404.html.
    fs::copy(dist.join("index.html"), dist.join("404.html"))?;
    Ok(())
}

/// Every `index.html` below `dist/`, by folder (relative, `/`-separated).
fn found(dist: &Path, folder: &str, into: &mut Vec<String>) -> Result<()> {
    for entry in fs::read_dir(dist.join(folder))
        .with_context(|| format!("reading {} (build first: ./dev build)", dist.display()))?
    {
        let entry = entry?;
        let name = entry.file_name().to_string_lossy().into_owned();
        let relative = if folder.is_empty() {
            name.clone()
        } else {
            format!("{folder}/{name}")
        };
        if entry.file_type()?.is_dir() {
            found(dist, &relative, into)?;
        } else if name == "index.html" && !folder.is_empty() {
            into.push(folder.to_string());
        }
    }
    Ok(())
}

/// Checks `dist/` against the route table: exactly one entry file per route (lessons from the
/// manifest), each its bundle's page; `index.html` and `404.html` the playground's; a folder
/// behind every header link; each bundle's HTML file building its page's binary.
pub fn check(root: &Path, dist: &Path) -> Result<()> {
    let expected = expected(&lesson_slugs(root)?)?;
    let mut present = Vec::new();
    found(dist, "", &mut present)?;
    let mut problems = Vec::new();
    for folder in &present {
        if !expected.contains_key(folder) {
            problems.push(format!(
                "{folder}/index.html: no route of the table serves /{folder}"
            ));
        }
    }
    let playground = fs::read(dist.join("index.html")).context("reading dist/index.html")?;
    for (folder, bundle) in &expected {
        let path = dist.join(folder).join("index.html");
        let Ok(page) = fs::read_to_string(&path) else {
            problems.push(format!("{folder}/index.html is missing (route /{folder})"));
            continue;
        };
        let is_its_page = match bundle {
            Bundle::Playground => page.as_bytes() == playground,
            _ => page.contains(&page_marker(*bundle)),
        };
        if !is_its_page {
            problems.push(format!(
                "{folder}/index.html is not the {bundle:?} bundle's page"
            ));
        }
    }
    if !String::from_utf8_lossy(&playground).contains(&page_marker(Bundle::Playground)) {
        problems.push("index.html is not the playground's page".to_string());
    }
    if fs::read(dist.join("404.html")).ok().as_deref() != Some(&playground[..]) {
        problems.push("404.html is not the playground's page".to_string());
    }
    for (label, route) in nav_links() {
        let folder = route.href().trim_matches('/').to_string();
        if !folder.is_empty() && !present.contains(&folder) {
            problems.push(format!(
                "the header's {label} links to {}, which has no entry file",
                route.href()
            ));
        }
    }
    for bundle in Bundle::ALL {
        let html = fs::read_to_string(root.join(bundle.html()))
            .with_context(|| format!("reading {}", bundle.html()))?;
        if !html.contains(&format!("data-bin=\"{}\"", bundle.page_bin())) {
            problems.push(format!(
                "{} does not build {}",
                bundle.html(),
                bundle.page_bin()
            ));
        }
    }
    if problems.is_empty() {
        println!(
            "dist/ agrees with the route table: {} entry files",
            expected.len()
        );
        Ok(())
    } else {
        bail!(
            "dist/ disagrees with the route table (src/routes.rs):\n{}",
            problems.join("\n")
        )
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A dist/ as the build writes it, in a fresh temporary folder.
    fn built_dist(name: &str) -> std::path::PathBuf {
        let dist = std::env::temp_dir().join(format!("xtask-{name}-{}", std::process::id()));
        let _ = fs::remove_dir_all(&dist);
        fs::create_dir_all(dist.join("_site")).expect("dist");
        fs::create_dir_all(dist.join("_course")).expect("dist");
        fs::write(
            dist.join("index.html"),
            r#"<script>import("/bufscope-0a.js")</script>"#,
        )
        .expect("page");
        fs::write(
            dist.join("_site/index.html"),
            r#"import("/_site/site_app-1b.js")"#,
        )
        .expect("page");
        fs::write(
            dist.join("_course/index.html"),
            r#"<title>course</title><script>import("/_course/course_app-2c.js")</script>"#,
        )
        .expect("page");
        write(&crate::root(), &dist).expect("writes entry files");
        dist
    }

    fn problems(dist: &Path) -> String {
        let message = check(&crate::root(), dist)
            .expect_err("disagrees")
            .to_string();
        fs::remove_dir_all(dist).expect("cleanup");
        message
    }

    #[test]
    fn the_written_entry_files_agree_with_the_table() {
        let dist = built_dist("agree");
        let slugs = lesson_slugs(&crate::root()).expect("manifest");
        let about = fs::read_to_string(dist.join("about/index.html")).expect("about");
        let lesson = fs::read_to_string(dist.join(format!("course/{}/index.html", slugs[0])))
            .expect("lesson");
        let course = fs::read_to_string(dist.join("course/index.html")).expect("course");
        let embed = fs::read_to_string(dist.join("embed/index.html")).expect("embed");
        let stray_pages =
            dist.join("_site/index.html").exists() || dist.join("_course/index.html").exists();
        check(&crate::root(), &dist).expect("agrees");
        fs::remove_dir_all(&dist).expect("cleanup");
        assert_eq!(about, r#"import("/_site/site_app-1b.js")"#);
        // A lesson's page preloads its answers worked out ahead, before the first script.
        assert_eq!(
            lesson,
            format!(
                r#"<title>course</title><link rel="preload" href="/answers/lessons/{}.bin" as="fetch" crossorigin="anonymous"><script>import("/_course/course_app-2c.js")</script>"#,
                slugs[0]
            )
        );
        assert_eq!(
            course,
            r#"<title>course</title><script>import("/_course/course_app-2c.js")</script>"#
        );
        assert_eq!(embed, r#"<script>import("/bufscope-0a.js")</script>"#);
        assert!(
            !stray_pages,
            "the bundles' own index.html are moved, not left"
        );
    }

    #[test]
    fn a_folder_no_route_serves_is_reported() {
        let dist = built_dist("stray");
        fs::create_dir_all(dist.join("blog")).expect("folder");
        fs::write(dist.join("blog/index.html"), "x").expect("page");
        assert_eq!(
            problems(&dist),
            "dist/ disagrees with the route table (src/routes.rs):\nblog/index.html: no route of the table serves /blog"
        );
    }

    #[test]
    fn a_missing_lesson_and_a_page_of_the_wrong_bundle_are_reported() {
        let dist = built_dist("missing");
        let slugs = lesson_slugs(&crate::root()).expect("manifest");
        fs::remove_dir_all(dist.join("course").join(&slugs[1])).expect("remove a lesson");
        fs::copy(dist.join("index.html"), dist.join("charts/index.html")).expect("wrong page");
        assert_eq!(
            problems(&dist),
            format!(
                "dist/ disagrees with the route table (src/routes.rs):\ncharts/index.html is not the Site bundle's page\ncourse/{}/index.html is missing (route /course/{})",
                slugs[1], slugs[1]
            )
        );
    }

    #[test]
    fn a_header_link_without_its_folder_is_reported() {
        let dist = built_dist("header");
        fs::remove_dir_all(dist.join("sources")).expect("remove");
        assert_eq!(
            problems(&dist),
            "dist/ disagrees with the route table (src/routes.rs):\nsources/index.html is missing (route /sources)\nthe header's Sources links to /sources/, which has no entry file"
        );
    }
}
