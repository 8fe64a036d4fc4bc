//! A chart of write syscalls and their time against BufWriter capacity, for a workload the
//! reader picks.
//!
//! The syscall counts come from `bufscope_sim::capacity_sweep`, which runs std's real
//! `BufWriter`; the drawing is the chart library's capacity sweep.

use leptos::prelude::*;

use bufscope_sim::capacity_sweep::{SweepPoint, Workload, power_of_two_capacities, sweep};
use bufscope_sim::cost::presets::generic_linux_laptop;
use bufscope_sim::cost::{CostModel, Features, Param};
use bufscope_sim::kernel::DeviceKind;

use crate::charts::chart_card::ChartCard;
use crate::charts::data::{CapacityPoint, CapacitySweep};

/// The total the chart writes: 1 MB, as in the classic "write a megabyte" experiment.
const TOTAL_BYTES: usize = 1_000_000;

/// Slider positions map to these `write_all` sizes. In bytes.
const CHUNK_SIZES: [usize; 8] = [1, 4, 16, 64, 256, 1024, 4096, 16384];

/// The time of one sweep point on a file, priced by `model`: its syscalls, the kernel copying
/// every byte, and, when the buffer is larger than each write (so std copies the writes into
/// it instead of passing them through), one user-space copy per byte.
fn sweep_time_ns(model: &CostModel, workload: Workload, point: SweepPoint) -> f64 {
    let calls = point.syscalls as f64;
    let bytes = workload.total as f64;
    let copied = if workload.chunk < point.capacity {
        bytes
    } else {
        0.0
    };
    let features = Features {
        values: vec![
            (Param::SyscallBase, calls),
            (Param::Syscall(DeviceKind::File), calls),
            (Param::SyscallUser, calls),
            (Param::KernelByteBase, bytes),
            (Param::KernelByte(DeviceKind::File), bytes),
            (Param::CopyByte, copied),
            (Param::Operation, workload.unbuffered_syscalls() as f64),
        ],
    };
    model.cost(&features).wall_ns()
}

/// The sweep of `workload` over every power-of-two capacity, with times under `model`.
fn capacity_sweep(workload: Workload, model: &CostModel) -> CapacitySweep {
    let points = sweep(workload, &power_of_two_capacities())
        .into_iter()
        .map(|point| CapacityPoint {
            capacity: point.capacity as u64,
            syscalls: point.syscalls,
            time_ns: sweep_time_ns(model, workload, point),
        })
        .collect();
    CapacitySweep {
        points,
        // std's default capacity, which `BufWriter::new` gives.
        current_capacity: Some(8 * 1024),
        workload: format!("1 MB in {}-byte write_all calls to a file", workload.chunk),
        cost_model: model.name.clone(),
        counted: "write syscalls".into(),
    }
}

#[component]
pub fn CapacityChart() -> impl IntoView {
    let (chunk_index, set_chunk_index) = signal(0usize);
    let chunk = move || CHUNK_SIZES[chunk_index.get().min(CHUNK_SIZES.len() - 1)];
    let workload = move || Workload {
        total: TOTAL_BYTES,
        chunk: chunk(),
    };
    // Assumed prices, stated as such: the landing page does not wait for the measured ones.
    let model = generic_linux_laptop();
    let points = Memo::new(move |_| capacity_sweep(workload(), &model));

    view! {
        <section class="mt-10 rounded-xl border border-slate-200 p-4 dark:border-slate-700">
            <h2 class="text-xl font-semibold">"Syscalls to write 1 MB, by buffer size"</h2>
            <label class="mt-4 block" for="chunk-size">
                "Bytes per " <code>"write_all"</code> ": "
                <output data-testid="chunk-size">{chunk}</output>
            </label>
            <input
                id="chunk-size"
                type="range"
                min="0"
                max=CHUNK_SIZES.len() - 1
                step="1"
                class="w-full accent-amber-500"
                prop:value=move || chunk_index.get().to_string()
                on:input=move |ev| {
                    if let Ok(i) = event_target_value(&ev).parse::<usize>() {
                        set_chunk_index.set(i);
                    }
                }
            />
            <ChartCard<CapacitySweep>
                title="Write syscalls and simulated time against BufWriter capacity"
                chart=points
            />
            <p class="mt-2 text-sm text-slate-600 dark:text-slate-400">
                "Unbuffered, this workload takes "
                <strong data-testid="unbuffered-syscalls">
                    {move || workload().unbuffered_syscalls()}
                </strong>
                " write syscalls. A buffer only helps while it is larger than each write: std's BufWriter passes a write of at least its capacity straight through."
            </p>
        </section>
    }
}
