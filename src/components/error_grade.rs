//! How close a simulated time is to the measured one, as a coloured badge.

use leptos::prelude::*;

use crate::charts::units::format_percent;

/// A relative error, graded for colour. The bounds are those a reader of timing tables
/// uses: under 10% is noise-level agreement, past 25% the model misses something.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ErrorGrade {
    /// Under 10%.
    Close,
    /// From 10% to under 25%.
    Fair,
    /// 25% or more.
    Far,
}

impl ErrorGrade {
    pub fn of(relative_error: f64) -> ErrorGrade {
        match relative_error.abs() {
            e if e < 0.10 => ErrorGrade::Close,
            e if e < 0.25 => ErrorGrade::Fair,
            _ => ErrorGrade::Far,
        }
    }

    pub fn classes(self) -> &'static str {
        match self {
            ErrorGrade::Close => {
                "bg-emerald-100 text-emerald-800 dark:bg-emerald-900/60 dark:text-emerald-200"
            }
            ErrorGrade::Fair => {
                "bg-amber-100 text-amber-800 dark:bg-amber-900/60 dark:text-amber-200"
            }
            ErrorGrade::Far => "bg-rose-100 text-rose-800 dark:bg-rose-900/60 dark:text-rose-200",
        }
    }

    /// Said in words, since colour alone tells nothing to a screen reader.
    pub fn meaning(self) -> &'static str {
        match self {
            ErrorGrade::Close => "within 10%",
            ErrorGrade::Fair => "within 25%",
            ErrorGrade::Far => "off by 25% or more",
        }
    }
}

/// `+1.1%`, `−18.7%`; unsigned errors print without a sign.
fn error_text(relative_error: f64, signed: bool) -> String {
    let magnitude = format_percent(relative_error.abs());
    match (signed, relative_error < 0.0) {
        (false, _) => magnitude,
        (true, true) => format!("−{magnitude}"),
        (true, false) => format!("+{magnitude}"),
    }
}

/// A relative error in its grade's colours.
#[component]
pub fn ErrorBadge(
    /// `(simulated − measured) / measured`, or its absolute value.
    relative_error: f64,
    /// Whether to show the sign: + when the simulation is slower than the measurement.
    #[prop(optional)]
    signed: bool,
) -> impl IntoView {
    let grade = ErrorGrade::of(relative_error);
    view! {
        <span
            class=format!("inline-block rounded px-1.5 py-0.5 font-medium {}", grade.classes())
            title=grade.meaning()
        >
            {error_text(relative_error, signed)}
        </span>
    }
}

#[cfg(all(test, target_arch = "wasm32"))]
mod tests {
    use super::*;
    use wasm_bindgen_test::{wasm_bindgen_test as test, wasm_bindgen_test_configure};

    wasm_bindgen_test_configure!(run_in_browser);

    #[test]
    fn grades_change_at_ten_and_twenty_five_percent_either_way() {
        let grades: Vec<ErrorGrade> = [0.0, 0.0999, -0.0999, 0.10, -0.2499, 0.25, -0.9]
            .into_iter()
            .map(ErrorGrade::of)
            .collect();
        use ErrorGrade::*;
        assert_eq!(grades, [Close, Close, Close, Fair, Fair, Far, Far]);
    }

    #[test]
    fn signed_errors_say_which_way_the_model_is_off() {
        assert_eq!(
            [
                error_text(0.011, true),
                error_text(-0.187, true),
                error_text(0.187, false)
            ],
            ["+1.1%", "−18.7%", "18.7%"]
        );
    }
}
