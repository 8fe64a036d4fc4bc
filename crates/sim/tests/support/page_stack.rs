//! The stack the page's worker runs the simulator on: wasm32's default 1 MiB, measured in an
//! optimized build (as the worker's wasm is; `./dev test` runs the stack tests with
//! `--release`). A debug build's frames are 10 to 20 times larger: there 64 MiB stands for it.

pub const PAGE_STACK_BYTES: usize = if cfg!(debug_assertions) {
    64 << 20
} else {
    1 << 20
};
