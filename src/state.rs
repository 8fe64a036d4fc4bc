//! What the app shares through Leptos context, each behind a type of its own with a
//! `provide_…` and an `expect_…`: context is found by type alone, so a bare `StoredValue` there
//! could be replaced by any other of the same type, and its reader could not tell what it holds.

use leptos::prelude::*;

use crate::sim_client::SimClient;

/// The page's simulator worker, shared by every playground, lesson widget, exercise and chart
/// on it. Copy: closures take the key, not the worker (whose handle is not `Send`).
#[derive(Debug, Clone, Copy)]
pub struct SharedClient(StoredValue<SimClient, LocalStorage>);

impl SharedClient {
    /// Calls `f` with the worker's client.
    pub fn with_value<R>(&self, f: impl FnOnce(&SimClient) -> R) -> R {
        self.0.with_value(f)
    }
}

/// Starts the page's simulator worker now (so it loads beside the page) and shares it with
/// every component below.
pub fn provide_shared_client() -> SharedClient {
    let client = SharedClient(StoredValue::new_local(SimClient::page()));
    provide_context(client);
    client
}

/// The page's simulator worker, as an ancestor provided it ([`provide_shared_client`]).
pub fn expect_shared_client() -> SharedClient {
    expect_context::<SharedClient>()
}
