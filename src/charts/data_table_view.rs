//! A chart's numbers as an accessible HTML table.

use leptos::prelude::*;

use super::data_table::DataTable;

/// The table, with its caption; the first cell of each row heads the row.
#[component]
pub fn DataTableView(
    /// The numbers to show.
    #[prop(into)]
    table: Signal<DataTable>,
    /// The table's element id, which the toggle that shows it points at.
    #[prop(into)]
    id: String,
) -> impl IntoView {
    let header = move || {
        table.with(|t| {
            t.columns
                .iter()
                .map(|column| {
                    view! {
                        <th scope="col" class="px-2 py-1 font-semibold whitespace-nowrap">
                            {column.clone()}
                        </th>
                    }
                })
                .collect_view()
        })
    };
    let body = move || {
        table.with(|t| {
            t.rows
                .iter()
                .map(|row| {
                    let mut cells = row.iter();
                    let head = cells.next().cloned().unwrap_or_default();
                    view! {
                        <tr class="border-t border-slate-200 dark:border-slate-700">
                            <th scope="row" class="px-2 py-1 font-normal whitespace-nowrap">{head}</th>
                            {cells
                                .map(|cell| view! { <td class="px-2 py-1 text-right">{cell.clone()}</td> })
                                .collect_view()}
                        </tr>
                    }
                })
                .collect_view()
        })
    };
    view! {
        <div class="mt-3 overflow-x-auto">
            <table id=id class="min-w-full text-left text-sm tabular-nums" data-testid="chart-data">
                <caption class="caption-top pb-2 text-left text-slate-600 dark:text-slate-400">
                    {move || table.with(|t| t.caption.clone())}
                </caption>
                <thead>
                    <tr>{header}</tr>
                </thead>
                <tbody>{body}</tbody>
            </table>
        </div>
    }
}
