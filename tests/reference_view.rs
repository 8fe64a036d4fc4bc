//! The reference page's components mounted in a real browser with the committed recording.
#![cfg(target_arch = "wasm32")]

use bufscope::components::reference_compare::ReferenceCompare;
use bufscope::reference::parse::parse_reference;
use leptos::mount::mount_to;
use leptos::prelude::*;
use leptos::task::tick;
use wasm_bindgen::JsCast;
use wasm_bindgen_test::*;

wasm_bindgen_test_configure!(run_in_browser);

const COMMITTED: &str = include_str!("../public/reference/intel-xeon-processor-2c.json");

fn fresh_container() -> web_sys::HtmlElement {
    let container: web_sys::HtmlElement = document()
        .create_element("div")
        .expect("div")
        .unchecked_into();
    document()
        .body()
        .expect("body")
        .append_child(&container)
        .expect("append");
    container
}

/// The scenario ids of the comparison's rows, in order.
fn compared_ids(container: &web_sys::HtmlElement) -> Vec<String> {
    let rows = container
        .query_selector("[data-testid=compare-table] tbody")
        .expect("q")
        .expect("tbody")
        .children();
    (0..rows.length())
        .filter_map(|i| rows.item(i))
        .map(|row| {
            row.query_selector("code")
                .expect("q")
                .and_then(|code| code.text_content())
                .unwrap_or_default()
        })
        .collect()
}

#[wasm_bindgen_test]
async fn comparing_recordings_lists_only_the_scenarios_both_have() {
    let committed = parse_reference(COMMITTED).expect("parses");
    let mut other = committed.clone();
    other.machine.cpu_model = "Other CPU".into();
    // Three scenarios kept, one of them renamed: two in common.
    other.scenarios.truncate(3);
    other.scenarios[2].id = "renamed".into();

    let container = fresh_container();
    let (left, right) = (committed.clone(), other);
    let _handle = mount_to(container.clone(), move || {
        view! { <ReferenceCompare committed=left.clone() loaded=right.clone() /> }
    });
    tick().await;
    assert_eq!(
        compared_ids(&container),
        [
            committed.scenarios[0].id.clone(),
            committed.scenarios[1].id.clone()
        ]
    );
    assert!(
        container
            .query_selector("[data-testid=compare-empty]")
            .expect("q")
            .is_none()
    );
}

#[wasm_bindgen_test]
async fn recordings_with_no_scenario_in_common_say_so() {
    let committed = parse_reference(COMMITTED).expect("parses");
    let mut other = committed.clone();
    for scenario in &mut other.scenarios {
        scenario.id = format!("mine-{}", scenario.id);
    }
    let container = fresh_container();
    let _handle = mount_to(container.clone(), move || {
        view! { <ReferenceCompare committed=committed.clone() loaded=other.clone() /> }
    });
    tick().await;
    assert_eq!(compared_ids(&container), Vec::<String>::new());
    assert_eq!(
        container
            .query_selector("[data-testid=compare-empty]")
            .expect("q")
            .and_then(|p| p.text_content()),
        Some("The two recordings have no scenario ids in common.".to_string())
    );
}
